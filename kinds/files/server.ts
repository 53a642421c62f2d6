/** File attachments (a JSON array of `{id, name, url}`): media of the library, of a type the field accepts. */
import { checkMediaReferences } from '../../server/media/references';
import { plainKind } from '../../server/crud/kinds/shared';
import type { ServerKind } from '../../server/crud/kinds/types';

export const files: ServerKind<'files'> = { ...plainKind<'files'>(), references: checkMediaReferences };
