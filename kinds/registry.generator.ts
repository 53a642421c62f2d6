/**
 * The generator definition of every field kind (`kinds/<kind>/definition.ts`), one per kind of
 * `FIELD_KINDS` (`./index.ts`): a kind without one fails to compile.
 */
import { address } from './address/definition';
import { author } from './author/definition';
import { boolean } from './boolean/definition';
import { category } from './category/definition';
import { contacts } from './contacts/definition';
import { date } from './date/definition';
import { datetime } from './datetime/definition';
import { files } from './files/definition';
import { group } from './group/definition';
import { images } from './images/definition';
import { list } from './list/definition';
import { municipalities } from './municipalities/definition';
import { number } from './number/definition';
import { params } from './params/definition';
import { portal } from './portal/definition';
import { entity } from './entity/definition';
import { reference } from './reference/definition';
import { richtext } from './richtext/definition';
import { select } from './select/definition';
import { slug } from './slug/definition';
import { secret } from './secret/definition';
import { status } from './status/definition';
import { tags } from './tags/definition';
import { text } from './text/definition';
import { textarea } from './textarea/definition';
import type { KindName } from './index';
import type { KindDefinition } from './host/generator';

/** One definition per kind of the list. */
export type KindRegistry = { readonly [K in KindName]: KindDefinition<K> };

export const KINDS = {
  text,
  textarea,
  richtext,
  slug,
  number,
  boolean,
  date,
  datetime,
  select,
  category,
  municipalities,
  entity,
  reference,
  images,
  files,
  contacts,
  address,
  group,
  list,
  params,
  portal,
  author,
  status,
  secret,
  tags,
} as const satisfies KindRegistry;
