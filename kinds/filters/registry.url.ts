/** The URL-state codec of every filter kind (`kinds/filters/<kind>/url.ts`), by the kinds of `FILTER_KINDS`. */
import { url as keywords } from './keywords/url';
import { url as status } from './status/url';
import { url as category } from './category/url';
import { url as province } from './province/url';
import { url as municipality } from './municipality/url';
import { url as select } from './select/url';
import { url as text } from './text/url';
import { url as scope } from './scope/url';
import { url as reference } from './reference/url';
import type { FilterKind } from '#core/model';
import type { FilterUrl } from './types';

export const FILTER_URLS: { readonly [K in FilterKind]: FilterUrl } = {
  keywords,
  status,
  category,
  province,
  municipality,
  select,
  text,
  scope,
  reference,
};
