import type { FilterUrl } from '../types';

/** Never part of the list's state: the value is the route's. */
export const url: FilterUrl = { empty: '', normalize: () => null, readsLanguage: false };
