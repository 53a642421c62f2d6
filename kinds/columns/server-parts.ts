/** Pieces the column kinds' server parts share. */
import type { ServerColumnKind } from './types';
import { firstText } from './values';

/** A column the row carries from its field (or from a computed value's first text). */
export const fromField: ServerColumnKind = { select: () => null, inRow: true, rowValue: firstText };

/** A column the row's shared properties show (id, statuses, languages, actions): nothing of its own. */
export const shownByRow: ServerColumnKind = { select: () => null, inRow: false, rowValue: firstText };
