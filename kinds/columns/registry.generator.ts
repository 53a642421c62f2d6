/** The generator part of every column kind (`kinds/columns/<kind>/definition.ts`), by the kinds of `COLUMN_KINDS`. */
import { definition as id } from './id/definition';
import { definition as text } from './text/definition';
import { definition as date } from './date/definition';
import { definition as statuses } from './statuses/definition';
import { definition as languages } from './languages/definition';
import { definition as municipality } from './municipality/definition';
import { definition as province } from './province/definition';
import { definition as category } from './category/definition';
import { definition as count } from './count/definition';
import { definition as url } from './url/definition';
import { definition as street } from './street/definition';
import { definition as link } from './link/definition';
import { definition as actions } from './actions/definition';
import type { ColumnKind } from '#core/model';
import type { ColumnDefinition } from './types';

export const COLUMN_DEFINITIONS: { readonly [K in ColumnKind]: ColumnDefinition } = {
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
