/** `actions`: the row's actions (edit, delete by permission), after the column's own link if any. */
import { textColumn } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = textColumn;
