/** `languages`: the languages the item has content in (from the row's `statuses`), a flag each. */
import { fieldText } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = { fieldKinds: [], sortable: false, rowProperty: fieldText() };
