import type { FilterUrl } from '../types';
import { shortText } from '../values';

export const url: FilterUrl = { empty: '', normalize: (_filter, raw) => shortText(raw), readsLanguage: false };
