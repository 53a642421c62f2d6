/** `date`: a date or date-time field, sent in the wire format and shown as a list date. */
import { fieldText } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = {
  fieldKinds: ['date', 'datetime'],
  sortable: false,
  rowProperty: fieldText(' (YYYY-MM-DD HH:mm:ss or YYYY-MM-DD)'),
};
