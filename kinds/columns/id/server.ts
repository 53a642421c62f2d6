import { shownByRow } from '../server-parts';
import type { ServerColumnKind } from '../types';

export const server: ServerColumnKind = {
  ...shownByRow,
  csv: (row) => (typeof row.id === 'number' ? row.id : null),
};
