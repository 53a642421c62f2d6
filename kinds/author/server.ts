/** Authors: a user id, the user saving by default; it must name an existing user. */
import { existingIds, plainKind } from '../../server/crud/kinds/shared';
import type { ServerKind } from '../../server/crud/kinds/types';

export const author: ServerKind<'author'> = {
  ...plainKind<'author'>(),
  // The author defaults to the user saving.
  fill: (_field, value, { userId }) => (value === undefined || value === null ? userId : value),
  references: async (_field, value, { db, path, errors }) => {
    if (typeof value !== 'number') return;
    const valid = await existingIds(db, 'users', [value]);
    if (!valid.has(value)) errors.add(path, 'unknownUser');
  },
};
