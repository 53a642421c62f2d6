/** The server part of every filter kind (`kinds/filters/<kind>/server.ts`), by the kinds of `FILTER_KINDS`. */
import { server as keywords } from './keywords/server';
import { server as status } from './status/server';
import { server as category } from './category/server';
import { server as province } from './province/server';
import { server as municipality } from './municipality/server';
import { server as select } from './select/server';
import { server as text } from './text/server';
import { server as scope } from './scope/server';
import { server as reference } from './reference/server';
import type { FilterKind } from '#core/model';
import type { ServerFilterKind } from './types';

export const SERVER_FILTERS: { readonly [K in FilterKind]: ServerFilterKind } = {
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
