/** `statuses`: the item's status per language (the row's `statuses`), a badge each. */
import { fieldText } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = { fieldKinds: [], sortable: false, rowProperty: fieldText() };
