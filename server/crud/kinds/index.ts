/**
 * The server's handling of every field kind, by kind: a kind missing here fails to compile. Most
 * kinds are a plain column or JSON value (`plainKind`); the files beside this one hold the kinds
 * with behaviour of their own.
 */
import type { FieldKind, FieldMeta } from '#core/model';
import { address } from './address';
import { date, datetime } from './dates';
import { images } from './images';
import { group, list } from './nested';
import { params } from './params';
import { author, category, municipalities, tags } from './references';
import { richtext } from './richtext';
import { plainKind } from './shared';
import type { ServerKind, ServerKindMap } from './types';

export type { FillContext, PlaceSql, RelationRow, ServerKind } from './types';

export const SERVER_KINDS: ServerKindMap = {
  text: plainKind(),
  textarea: plainKind(),
  richtext,
  slug: plainKind(),
  number: plainKind(),
  boolean: plainKind(),
  date,
  datetime,
  select: plainKind(),
  category,
  municipalities,
  reference: plainKind(),
  images,
  files: plainKind(),
  contacts: plainKind(),
  address,
  group,
  list,
  params,
  portal: plainKind(),
  author,
  status: plainKind(),
  tags,
};

/**
 * The handling of a field's own kind. The map's mapped type guarantees that SERVER_KINDS[kind]
 * is the entry of that very kind, so the field may be passed to it.
 */
export function serverKind(field: FieldMeta): ServerKind<FieldKind> {
  return SERVER_KINDS[field.kind] as ServerKind<FieldKind>;
}
