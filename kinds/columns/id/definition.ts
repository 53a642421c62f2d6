/** `id`: the item's id (the row's own `id`), sorted by default. */
import { fieldText } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = { fieldKinds: [], sortable: true, rowProperty: fieldText() };
