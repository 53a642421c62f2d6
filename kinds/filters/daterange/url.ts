import type { FilterUrl } from '../types';
import { canonicalDateRange } from './range';

export const url: FilterUrl = { empty: '', normalize: (_filter, raw) => canonicalDateRange(raw), readsLanguage: false };
