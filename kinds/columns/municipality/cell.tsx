import { TextCell } from '../cell-parts';
import type { AdminColumnKind } from '../types';

export const cell: AdminColumnKind = { Cell: TextCell, sorts: true };
