/**
 * What every field kind gives the generator: the meta-schema of its YAML, defaults, zod
 * expression, JSON Schema, storage.
 */
import type { z } from 'zod';
import type { FieldBase, FieldKind, FieldMeta, FieldOfKind } from '../../core/model';
import { FIELD_LIMITS, MAX_ID, MAX_INTEGER, MIN_INTEGER } from '../../core/limits';
import type { RelationName } from '../../core/relations';

/** The properties every field has, resolved before the kind adds its own (`kind`). */
export type BaseField = Omit<FieldBase<string>, 'kind'>;

export interface NormaliseContext {
  /** Normalises nested fields (groups and lists) under a parent path. */
  readonly nested: (fields: Readonly<Record<string, unknown>>, parentPath: string) => FieldMeta[];
  /** The names of every entity of the project, sorted (the entity picker's default types). */
  readonly entities: readonly string[];
  /** The shortest keywords an entity's title search (`POST {path}/search`) looks for. */
  readonly searchMinChars: (entity: string) => number;
  /** The shortest keywords an entity's combo lookup (`GET {path}/combo`) looks for. */
  readonly comboMinChars: (entity: string) => number;
}

export interface ZodContext {
  /** Whether the field must have a value in the variant being emitted (draft or publish). */
  readonly required: boolean;
  /** The entity's content languages, for values held per language inside shared groups. */
  readonly languages: readonly string[];
  /** The expression of a nested field, with its own requiredness resolved. */
  readonly nested: (field: FieldMeta) => string;
  /** The sibling checks a member's kind writes (its `siblingChecks`), or null: for groups and list entries. */
  readonly siblingChecks: (field: FieldMeta) => string | null;
}

export type JsonSchema = { readonly [key: string]: unknown };

export interface JsonContext {
  readonly languages: readonly string[];
  readonly nested: (field: FieldMeta) => JsonSchema;
}

/** Where the server keeps a field's value: a column, or a relation of `core/relations.ts` by name. */
export type Storage =
  | {
      readonly kind: 'column';
      readonly type: 'text' | 'integer' | 'double' | 'boolean' | 'date' | 'timestamp';
      /** The SQL name of the platform table whose row id the column holds (a foreign key). */
      readonly references?: string;
    }
  | { readonly kind: 'json' }
  | { readonly kind: 'relation'; readonly relation: RelationName };

/**
 * A sibling a field's YAML names by one of its keys (`after: start`): the validate stage refuses a
 * name that is no member of the same group or list entry of one of `kinds`, held once.
 */
export interface SiblingName {
  /** The YAML key naming it. */
  readonly key: string;
  readonly name: string;
  readonly kinds: readonly FieldKind[];
}

/** The meta-schema of a kind's fields as written: an object whose `kind` is the kind. */
export type KindInput<K extends FieldKind> = z.ZodType<{ readonly kind: K }>;

export interface KindDefinition<K extends FieldKind, S extends KindInput<K> = KindInput<K>> {
  readonly kind: K;
  /** The field as written in YAML (checked by `validate.ts`, every problem with file:line). */
  readonly input: S;
  normalise(input: z.infer<S>, base: BaseField, context: NormaliseContext): FieldOfKind<K>;
  zod(field: FieldOfKind<K>, context: ZodContext): string;
  jsonSchema(field: FieldOfKind<K>, context: JsonContext): JsonSchema;
  storage(field: FieldOfKind<K>): Storage;
  /**
   * For a kind stored as JSON that holds a place: the municipality id the list's municipality and
   * province filters compare, as SQL with `{column}` for the column (the server's place reader
   * must build the same expression); the generator indexes it with the item id. Null or absent:
   * nothing to index.
   */
  placeExpression?(field: FieldOfKind<K>): string | null;
  /**
   * The siblings (members of the same group or list entry) the field as written names; absent:
   * none. The validate stage checks that each exists (file:line otherwise).
   */
  siblingNames?(input: z.infer<S>): readonly SiblingName[];
  /**
   * The field's own members (of its `fields`: a list's entries) the field as written names
   * (`uniqueBy: name`); absent: none. The validate stage checks that each exists, of one of
   * `kinds`, held once (file:line otherwise).
   */
  memberNames?(input: z.infer<S>): readonly SiblingName[];
  /**
   * A rule the field puts on its siblings, as a zod helper call returning a `SiblingCheck`
   * (`core/validation.ts`), which the group's or list entry's helper runs on the whole object
   * (`v.after("end", "start")`: the error on `end`); null or absent: none.
   */
  siblingChecks?(field: FieldOfKind<K>): string | null;
  /** The kind has days (the generator gives an entity with such a field, at any depth, an occurrence column). */
  readonly occurs?: true;
}

/** Renders an options object literal for a zod helper call, skipping undefined values. */
export function callOptions(options: Readonly<Record<string, unknown>>): string {
  const parts = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `{ ${parts.join(', ')} }`;
}

/**
 * The options object of a group's or list entry's helper call: `options` (JSON values, undefined
 * skipped), then its members' rules: `visible`, the members shown only on a condition
 * (`visibleWhen`), and `checks`, the rules their kinds put on their siblings (`siblingChecks`).
 * Each is written only when some member has one.
 */
export function memberOptions(
  fields: readonly FieldMeta[],
  context: ZodContext,
  options: Readonly<Record<string, unknown>>,
): string {
  const parts = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const visible = fields.flatMap((member) => (member.visibleWhen ? [[member.name, member.visibleWhen] as const] : []));
  if (visible.length > 0) parts.push(`visible: ${JSON.stringify(Object.fromEntries(visible))}`);
  const checks = fields.flatMap((member) => context.siblingChecks(member) ?? []);
  if (checks.length > 0) parts.push(`checks: [${checks.join(', ')}]`);
  return `{ ${parts.join(', ')} }`;
}

/** Adds `required: true` only where it applies, to keep generated calls short. */
export function presence(context: ZodContext): { required?: true } {
  return context.required ? { required: true } : {};
}

/** JSON Schema of a row id (a positive integer in PostgreSQL's range). */
export const ID_SCHEMA: JsonSchema = { type: 'integer', minimum: 1, maximum: MAX_ID };

/** JSON Schema of an integer stored in a PostgreSQL integer. */
export const INTEGER_SCHEMA: JsonSchema = { type: 'integer', minimum: MIN_INTEGER, maximum: MAX_INTEGER };

/** JSON Schema of a bounded string (default: the short-text bound of core/limits.ts). */
export function stringSchema(maxLength: number = FIELD_LIMITS.shortText, extra: JsonSchema = {}): JsonSchema {
  return { type: 'string', maxLength, ...extra };
}

/** JSON Schema of a link or image address: absolute http(s) or site-relative. */
export const LINK_SCHEMA: JsonSchema = stringSchema(FIELD_LIMITS.url, {
  description: 'An absolute http(s) address or one relative to the site (/...).',
});
