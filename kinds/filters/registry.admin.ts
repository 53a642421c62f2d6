/** The admin control of every filter kind (`kinds/filters/<kind>/control.tsx`), by the kinds of `FILTER_KINDS`. */
import { Control as keywords } from './keywords/control';
import { Control as status } from './status/control';
import { Control as category } from './category/control';
import { Control as province } from './province/control';
import { Control as municipality } from './municipality/control';
import { Control as select } from './select/control';
import { Control as text } from './text/control';
import { Control as scope } from './scope/control';
import { Control as reference } from './reference/control';
import type { FilterKind } from '#core/model';
import type { ComponentType } from 'react';
import type { FilterControlProps } from './types';

export const FILTER_CONTROLS: { readonly [K in FilterKind]: ComponentType<FilterControlProps> } = {
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
