import type { FilterUrl } from '../types';
import { ALL_VALUE, positiveId } from '../values';

export const url: FilterUrl = { empty: ALL_VALUE, normalize: (_filter, raw) => positiveId(raw), readsLanguage: false };
