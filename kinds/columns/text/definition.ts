/** `text`: a field's value as text (the default of a field of no column kind of its own). */
import { textColumn } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = { ...textColumn, lists: true };
