/**
 * The server part of every field kind (`kinds/<kind>/server.ts`), one per kind of `FIELD_KINDS`
 * (`./index.ts`): a kind without one fails to compile. Most are a plain column or JSON value
 * (`plainKind` of `./host/server.ts`).
 */
import { address } from './address/server';
import { author } from './author/server';
import { boolean } from './boolean/server';
import { category } from './category/server';
import { contacts } from './contacts/server';
import { date } from './date/server';
import { datetime } from './datetime/server';
import { files } from './files/server';
import { group } from './group/server';
import { images } from './images/server';
import { list } from './list/server';
import { municipalities } from './municipalities/server';
import { number } from './number/server';
import { params } from './params/server';
import { portal } from './portal/server';
import { entity } from './entity/server';
import { reference } from './reference/server';
import { richtext } from './richtext/server';
import { select } from './select/server';
import { slug } from './slug/server';
import { secret } from './secret/server';
import { status } from './status/server';
import { tags } from './tags/server';
import { text } from './text/server';
import { textarea } from './textarea/server';
import type { KindName } from './index';
import type { ServerKind } from './host/server';

/** One entry per kind of the list. */
export type ServerKindMap = { readonly [K in KindName]: ServerKind<K> };

export const SERVER_KINDS: ServerKindMap = {
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
};
