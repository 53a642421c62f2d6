/** `url`: an address on the web (the item's permalink, a url field), a link when it is one. */
import { textColumn } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = textColumn;
