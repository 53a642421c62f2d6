/** The registry of field kinds' definitions (`kinds/<kind>/definition.ts`): a kind missing here fails to compile. */
import { address } from '../../kinds/address/definition';
import { author } from '../../kinds/author/definition';
import { boolean } from '../../kinds/boolean/definition';
import { category } from '../../kinds/category/definition';
import { contacts } from '../../kinds/contacts/definition';
import { date } from '../../kinds/date/definition';
import { datetime } from '../../kinds/datetime/definition';
import { files } from '../../kinds/files/definition';
import { group } from '../../kinds/group/definition';
import { images } from '../../kinds/images/definition';
import { list } from '../../kinds/list/definition';
import { municipalities } from '../../kinds/municipalities/definition';
import { number } from '../../kinds/number/definition';
import { params } from '../../kinds/params/definition';
import { portal } from '../../kinds/portal/definition';
import { entity } from '../../kinds/entity/definition';
import { reference } from '../../kinds/reference/definition';
import { richtext } from '../../kinds/richtext/definition';
import { select } from '../../kinds/select/definition';
import { slug } from '../../kinds/slug/definition';
import { secret } from '../../kinds/secret/definition';
import { status } from '../../kinds/status/definition';
import { tags } from '../../kinds/tags/definition';
import { text } from '../../kinds/text/definition';
import { textarea } from '../../kinds/textarea/definition';
import type { z } from 'zod';
import type { FieldKind, FieldMeta } from '../../core/model';
import type { JsonContext, JsonSchema, KindDefinition, KindRegistry, Storage, ZodContext } from './types';

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

/** A field of kind K as written in YAML (the output of its kind's `input` meta-schema). */
export type FieldInputOf<K extends FieldKind> = z.infer<(typeof KINDS)[K]['input']>;

/** The meta-schema of one complete field of `kind`, or null for a kind that does not exist. */
export function inputSchemaOf(kind: string): z.ZodType | null {
  return Object.hasOwn(KINDS, kind) ? KINDS[kind as FieldKind].input : null;
}

/** KINDS seen through its mapped type: the entry of kind K is a `KindDefinition<K>`. */
const REGISTRY: KindRegistry = KINDS;

function definition<K extends FieldKind>(kind: K): KindDefinition<K> {
  return REGISTRY[kind];
}

// The casts below narrow a field to its own kind's definition; the registry's mapped type
// guarantees that KINDS[field.kind] is the definition of that very kind.
export function zodOf(field: FieldMeta, context: ZodContext): string {
  return (definition(field.kind) as KindDefinition<FieldKind>).zod(field as never, context);
}

export function jsonSchemaOf(field: FieldMeta, context: JsonContext): JsonSchema {
  return (definition(field.kind) as KindDefinition<FieldKind>).jsonSchema(field as never, context);
}

export function storageOf(field: FieldMeta): Storage {
  return (definition(field.kind) as KindDefinition<FieldKind>).storage(field as never);
}

/** The SQL of the municipality id a place field's value holds (`{column}`: its column), or null. */
export function placeExpressionOf(field: FieldMeta): string | null {
  return (definition(field.kind) as KindDefinition<FieldKind>).placeExpression?.(field as never) ?? null;
}
