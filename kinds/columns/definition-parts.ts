/** Pieces the column kinds' generator definitions share. */
import type { ColumnDefinition } from './types';

/** A column showing its field's value as text: a nullable string property, none without a field. */
export const fieldText =
  (suffix = ''): ColumnDefinition['rowProperty'] =>
  (column, description) =>
    column.source === null ? null : { type: ['string', 'null'], description: `${description}${suffix}` };

/** A column of a field of no kind of its own: no default field kinds, not sorted by default, its field's text. */
export const textColumn: ColumnDefinition = { fieldKinds: [], sortable: false, rowProperty: fieldText() };
