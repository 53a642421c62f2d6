/**
 * `nextdate`: the item's next day, the first of its occurrence days from today on
 * (`core/occurrence-days.ts`); no field of its own, so only on entities with a field of a kind
 * that occurs, and never sorted (its value depends on the day the list is read: sorting would
 * compute it for every item).
 */
import type { ColumnDefinition } from '../types';

export const definition: ColumnDefinition = {
  fieldKinds: [],
  sortable: false,
  rowProperty: (_column, description) => ({
    type: ['string', 'null'],
    format: 'date',
    description: `${description}: the first day the item happens on from today (YYYY-MM-DD); null when none is left`,
  }),
  readsDays: true,
};
