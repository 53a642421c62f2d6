/** `link`: a fixed text linking to an admin route filled from the row (`punti-interesse/:code`). */
import { textColumn } from '../definition-parts';
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = textColumn;
