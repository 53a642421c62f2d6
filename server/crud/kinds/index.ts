/**
 * The server's handling of every field kind, by kind: a kind missing here fails to compile. Each
 * kind's entry is `kinds/<kind>/server.ts`, beside its generator definition and admin widget;
 * most are a plain column or JSON value (`plainKind` of `./shared.ts`).
 */
import type { FieldKind, FieldMeta } from '#core/model';
import { address } from '../../../kinds/address/server';
import { author } from '../../../kinds/author/server';
import { boolean } from '../../../kinds/boolean/server';
import { category } from '../../../kinds/category/server';
import { contacts } from '../../../kinds/contacts/server';
import { date } from '../../../kinds/date/server';
import { datetime } from '../../../kinds/datetime/server';
import { files } from '../../../kinds/files/server';
import { group } from '../../../kinds/group/server';
import { images } from '../../../kinds/images/server';
import { list } from '../../../kinds/list/server';
import { municipalities } from '../../../kinds/municipalities/server';
import { number } from '../../../kinds/number/server';
import { params } from '../../../kinds/params/server';
import { portal } from '../../../kinds/portal/server';
import { entity } from '../../../kinds/entity/server';
import { reference } from '../../../kinds/reference/server';
import { richtext } from '../../../kinds/richtext/server';
import { select } from '../../../kinds/select/server';
import { slug } from '../../../kinds/slug/server';
import { secret } from '../../../kinds/secret/server';
import { status } from '../../../kinds/status/server';
import { tags } from '../../../kinds/tags/server';
import { text } from '../../../kinds/text/server';
import { textarea } from '../../../kinds/textarea/server';
import type { ServerKind, ServerKindMap } from './types';

export type { FillContext, PlaceSql, RelationRow, ServerKind } from './types';

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

/**
 * The handling of a field's own kind. The map's mapped type guarantees that SERVER_KINDS[kind]
 * is the entry of that very kind, so the field may be passed to it.
 */
export function serverKind(field: FieldMeta): ServerKind<FieldKind> {
  return SERVER_KINDS[field.kind] as ServerKind<FieldKind>;
}
