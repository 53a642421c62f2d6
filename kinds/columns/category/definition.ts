/** `category`: the titles of a category field's categories (the first, in the row's language). */
import { fieldText } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = {
  fieldKinds: ['category'],
  sortable: false,
  rowProperty: fieldText(),
  lists: true,
};
