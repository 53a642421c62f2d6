/** `municipality`: the municipality name(s) of a place field. */
import { fieldText } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = {
  fieldKinds: ['municipalities'],
  sortable: false,
  rowProperty: fieldText(),
  lists: true,
};
