import { fromField } from '../server-parts';
import type { ServerColumnKind } from '../types';

/** Computed by the place field's kind (its relation or its address). */
export const server: ServerColumnKind = {
  ...fromField,
  select: (column, entity) =>
    column.source === null
      ? null
      : entity.placeNames(column.source, column.withProvince ? 'municipalityProvince' : 'municipality'),
};
