import { isStatusCode, STATUS, STATUS_NAMES } from '#core/statuses';
import { shownByRow } from '../server-parts';
import type { ServerColumnKind } from '../types';
import { languageStatuses } from '../values';

/** Exported as each language's status name: `it: Attivo, en: Bozza` (languages without content left out). */
export const server: ServerColumnKind = {
  ...shownByRow,
  csv: (row) => {
    const named = languageStatuses(row).flatMap(([lang, status]) =>
      isStatusCode(status) && status !== STATUS.absent ? [`${lang}: ${STATUS_NAMES[status].it}`] : [],
    );
    return named.length === 0 ? null : named.join(', ');
  },
};
