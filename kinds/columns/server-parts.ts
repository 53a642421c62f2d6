/** Pieces the column kinds' server parts share. */
import type { CsvValue, ServerColumnKind } from './types';
import { firstText, textOf, textsOf } from './values';

/** A column's own row value as a CSV cell: its text (a list's items joined). */
export function ownText(row: Readonly<Record<string, unknown>>, column: { readonly key: string }): CsvValue {
  const value = row[column.key];
  return typeof value === 'number' ? value : textOf(value);
}

/**
 * A column the row carries from its field (or from a computed value's first text; with `more`,
 * every text, which the cell shortens to the first and the `more` text).
 */
export const fromField: ServerColumnKind = {
  select: () => null,
  inRow: true,
  rowValue: (computed, lang, column) => (column.more ? textsOf(computed, lang) : firstText(computed, lang)),
  csv: ownText,
};

/**
 * A column the row's shared properties show (id, statuses, languages, actions): nothing of its
 * own; its kind says what it exports.
 */
export const shownByRow: Omit<ServerColumnKind, 'csv'> = { select: () => null, inRow: false, rowValue: firstText };
