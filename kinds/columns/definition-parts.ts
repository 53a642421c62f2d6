/** Pieces the column kinds' generator definitions share. */
import type { ColumnDefinition } from './types';

/**
 * A column showing its field's value as text: a nullable string property, none without a field;
 * with `more`, the list of its texts (the cell shows the first and the `more` text).
 */
export const fieldText =
  (suffix = ''): ColumnDefinition['rowProperty'] =>
  (column, description) => {
    if (column.source === null) return null;
    return column.more
      ? {
          type: ['array', 'null'],
          items: { type: 'string' },
          description: `${description}${suffix}: every value; shown as the first and '${column.more.it}'`,
        }
      : { type: ['string', 'null'], description: `${description}${suffix}` };
  };

/** A column of a field of no kind of its own: no default field kinds, not sorted by default, its field's text. */
export const textColumn: ColumnDefinition = { fieldKinds: [], sortable: false, rowProperty: fieldText() };
