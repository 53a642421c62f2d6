import { isStatusCode, STATUS } from '#core/statuses';
import type { FilterUrl } from '../types';
import { ALL_VALUE } from '../values';

export const url: FilterUrl = {
  empty: ALL_VALUE,
  normalize: (_filter, raw) => {
    const value = raw.trim();
    if (!/^[+-]?\d{1,2}$/.test(value)) return null;
    const code = Number(value);
    return isStatusCode(code) && code !== STATUS.absent ? String(code) : null;
  },
  readsLanguage: true,
};
