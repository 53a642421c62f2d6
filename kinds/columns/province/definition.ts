/** `province`: the province name(s) of a place field. */
import { fieldText } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = {
  fieldKinds: [],
  sortable: false,
  rowProperty: fieldText(),
  lists: true,
};
