/** The registry of field kinds: one file each; a kind missing here fails to compile. */
import { address } from './address';
import { author } from './author';
import { boolean } from './boolean';
import { category } from './category';
import { contacts } from './contacts';
import { date } from './date';
import { datetime } from './datetime';
import { files } from './files';
import { group } from './group';
import { images } from './images';
import { list } from './list';
import { municipalities } from './municipalities';
import { number } from './number';
import { params } from './params';
import { portal } from './portal';
import { reference } from './reference';
import { richtext } from './richtext';
import { select } from './select';
import { slug } from './slug';
import { status } from './status';
import { tags } from './tags';
import { text } from './text';
import { textarea } from './textarea';
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
