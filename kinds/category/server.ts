/** Categories: ids under the field's main category, kept as rows of the categories relation, one possibly primary. */
import { isRecord } from '../host/sql';
import { categoriesUnder, distinct, plainKind, type ServerKind } from '../host/server';

export const category: ServerKind<'category'> = {
  ...plainKind<'category'>(),
  references: async (field, value, { rows, path, errors }) => {
    if (!isRecord(value) || !Array.isArray(value.ids)) return;
    const ids = value.ids.map(Number);
    const valid = await categoriesUnder(rows, field.main, ids);
    if (ids.some((id) => !valid.has(id))) errors.add(`${path}.ids`, 'unknownCategory');
  },
  relation: {
    toRows: (_field, value) => {
      const choice = isRecord(value) ? value : { ids: [], primary: null };
      const ids = Array.isArray(choice.ids) ? distinct(choice.ids.map(Number)) : [];
      return ids.map((id) => ({ id, primary: choice.primary === id, label: null }));
    },
    fromRows: (_field, rows) => ({
      ids: rows.map((row) => row.id),
      primary: rows.reduce<number | null>((primary, row) => (row.primary ? row.id : primary), null),
    }),
  },
};
