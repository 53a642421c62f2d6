import { existingIds, plainKind, type ServerKind } from '../host/server';
/** Authors: a user id, the user saving by default; it must name an existing user. */

export const author: ServerKind<'author'> = {
  ...plainKind<'author'>(),
  // The author defaults to the user saving.
  fill: (_field, value, { userId }) => (value === undefined || value === null ? userId : value),
  references: async (_field, value, { rows, path, errors }) => {
    if (typeof value !== 'number') return;
    const valid = await existingIds(rows, 'users', [value]);
    if (!valid.has(value)) errors.add(path, 'unknownUser');
  },
};
