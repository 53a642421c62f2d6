/** `count`: how many uses the item has (tags: its rows in every `_tags` table). */
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = {
  fieldKinds: [],
  sortable: false,
  rowProperty: (_column, description) => ({ type: 'integer', minimum: 0, description }),
};
