/** Tags: existing tags (`{id, name}`) kept as rows of the tags relation, read back with their names. */
import { RELATIONS } from '#core/relations';
import { isRecord } from '../host/sql';
import { distinct, existingIds, plainKind, type ServerKind } from '../host/server';

export const tags: ServerKind<'tags'> = {
  ...plainKind<'tags'>(),
  references: async (_field, value, { rows, path, errors }) => {
    if (!Array.isArray(value)) return;
    const ids = value.map((tag: unknown) => Number(isRecord(tag) ? tag.id : NaN));
    const valid = await existingIds(rows, RELATIONS.tags.target, ids);
    if (ids.some((id) => !valid.has(id))) errors.add(path, 'unknownTag');
  },
  relation: {
    toRows: (_field, value) =>
      distinct((Array.isArray(value) ? value : []).map((tag: unknown) => Number(isRecord(tag) ? tag.id : NaN))).map(
        (id) => ({ id, primary: false, label: null }),
      ),
    fromRows: (_field, rows) => rows.map((row) => ({ id: row.id, name: row.label ?? '' })),
  },
};
