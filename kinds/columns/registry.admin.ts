/** The admin cell of every column kind (`kinds/columns/<kind>/cell.tsx`), by the kinds of `COLUMN_KINDS`. */
import { cell as id } from './id/cell';
import { cell as text } from './text/cell';
import { cell as date } from './date/cell';
import { cell as statuses } from './statuses/cell';
import { cell as languages } from './languages/cell';
import { cell as municipality } from './municipality/cell';
import { cell as province } from './province/cell';
import { cell as category } from './category/cell';
import { cell as count } from './count/cell';
import { cell as url } from './url/cell';
import { cell as street } from './street/cell';
import { cell as link } from './link/cell';
import { cell as actions } from './actions/cell';
import type { ColumnKind } from '#core/model';
import type { AdminColumnKind } from './types';

export const COLUMN_CELLS: { readonly [K in ColumnKind]: AdminColumnKind } = {
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
