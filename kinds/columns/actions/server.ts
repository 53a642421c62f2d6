import { shownByRow } from '../server-parts';
import type { ServerColumnKind } from '../types';

/** The row's buttons: nothing to export. */
export const server: ServerColumnKind = { ...shownByRow, csv: null };
