/** The generator part of every filter kind (`kinds/filters/<kind>/definition.ts`), by the kinds of `FILTER_KINDS`. */
import { definition as keywords } from './keywords/definition';
import { definition as status } from './status/definition';
import { definition as category } from './category/definition';
import { definition as province } from './province/definition';
import { definition as municipality } from './municipality/definition';
import { definition as select } from './select/definition';
import { definition as text } from './text/definition';
import { definition as scope } from './scope/definition';
import { definition as reference } from './reference/definition';
import type { FilterKind } from '#core/model';
import type { FilterDefinition } from './types';

/** `satisfies`: a kind's own type shows (the keyword box's shorthand label is the default filter label). */
export const FILTER_DEFINITIONS = {
  keywords,
  status,
  category,
  province,
  municipality,
  select,
  text,
  scope,
  reference,
} as const satisfies { readonly [K in FilterKind]: FilterDefinition };
