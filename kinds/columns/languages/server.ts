import { STATUS } from '#core/statuses';
import { shownByRow } from '../server-parts';
import type { ServerColumnKind } from '../types';
import { languageStatuses } from '../values';

/** Exported as the languages the item has content in: `it, en`. */
export const server: ServerColumnKind = {
  ...shownByRow,
  csv: (row) => {
    const present = languageStatuses(row).flatMap(([lang, status]) => (status === STATUS.absent ? [] : [lang]));
    return present.length === 0 ? null : present.join(', ');
  },
};
