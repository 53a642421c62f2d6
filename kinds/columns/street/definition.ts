/** `street`: an address field's street and number. */
import { textColumn } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = textColumn;
