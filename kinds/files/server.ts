import { plainKind, type ServerKind } from '../host/server';
/** File attachments (a JSON array of `{id, name, url}`): media of the library, of a type the field accepts. */

export const files: ServerKind<'files'> = {
  ...plainKind<'files'>(),
  references: (field, value, context) => context.mediaReferences(field, value),
};
