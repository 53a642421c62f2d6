/** The server part of every column kind (`kinds/columns/<kind>/server.ts`), by the kinds of `COLUMN_KINDS`. */
import { server as id } from './id/server';
import { server as text } from './text/server';
import { server as date } from './date/server';
import { server as statuses } from './statuses/server';
import { server as languages } from './languages/server';
import { server as municipality } from './municipality/server';
import { server as province } from './province/server';
import { server as category } from './category/server';
import { server as count } from './count/server';
import { server as url } from './url/server';
import { server as street } from './street/server';
import { server as link } from './link/server';
import { server as actions } from './actions/server';
import type { ColumnKind } from '#core/model';
import type { ServerColumnKind } from './types';

export const SERVER_COLUMNS: { readonly [K in ColumnKind]: ServerColumnKind } = {
  id,
  text,
  date,
  statuses,
  languages,
  municipality,
  province,
  category,
  count,
  url,
  street,
  link,
  actions,
};
