import type { FilterUrl } from '../types';

export const url: FilterUrl = {
  empty: '',
  normalize: (filter, raw) => {
    const value = raw.trim();
    const option = filter.options.find((candidate) => String(candidate.value) === value);
    return option ? String(option.value) : null;
  },
  readsLanguage: false,
};
