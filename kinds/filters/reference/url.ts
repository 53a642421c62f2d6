import type { FilterUrl } from '../types';
import { positiveId } from '../values';

export const url: FilterUrl = { empty: '', normalize: (_filter, raw) => positiveId(raw), readsLanguage: false };
