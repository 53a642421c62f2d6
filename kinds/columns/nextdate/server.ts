import type { ServerColumnKind } from '../types';
import { ownText } from '../server-parts';

/** The next day, computed per row from the occurrence days (a wire date, or null); exported as such. */
export const server: ServerColumnKind = {
  select: (_column, entity) => entity.nextOccurrence(),
  inRow: true,
  rowValue: (computed) => (typeof computed === 'string' && computed !== '' ? computed : null),
  csv: ownText,
};
