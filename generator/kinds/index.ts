/**
 * The generator's use of the field kinds' definitions (`kinds/registry.generator.ts`): the
 * meta-schema of a field's kind and its zod expression, JSON Schema, storage and place expression.
 */
import type { z } from 'zod';
import type { EntityMeta, FieldKind, FieldMeta } from '../../core/model';
import type { KindDefinition, SiblingName, Storage, ZodContext } from '../../kinds/host/generator';
import { KINDS, type KindRegistry } from '../../kinds/registry.generator';

export { KINDS };

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

/** A field's JSON Schema (shared with the entity contracts' schemas, which the server uses too). */
export { jsonSchemaOf } from '../../kinds/contracts/json';

export function storageOf(field: FieldMeta): Storage {
  return (definition(field.kind) as KindDefinition<FieldKind>).storage(field as never);
}

/** The SQL of the municipality id a place field's value holds (`{column}`: its column), or null. */
export function placeExpressionOf(field: FieldMeta): string | null {
  return (definition(field.kind) as KindDefinition<FieldKind>).placeExpression?.(field as never) ?? null;
}

/** The rule a member puts on its siblings in its group or list entry (a zod helper call), or null. */
export function siblingChecksOf(field: FieldMeta): string | null {
  return (definition(field.kind) as KindDefinition<FieldKind>).siblingChecks?.(field as never) ?? null;
}

/** The siblings a field's YAML names (`after: start`), when its input is valid for its kind. */
export function siblingNamesOf(kind: FieldKind, input: unknown): readonly SiblingName[] {
  return (definition(kind) as KindDefinition<FieldKind>).siblingNames?.(input as never) ?? [];
}

/** The members of its own `fields` a field as written names (`uniqueBy`; none for most kinds). */
export function memberNamesOf(kind: FieldKind, input: unknown): readonly SiblingName[] {
  return (definition(kind) as KindDefinition<FieldKind>).memberNames?.(input as never) ?? [];
}

/** Whether a field is of a kind that occurs (`occurs`: it has days), or holds one at any depth (groups, lists). */
export function occursIn(field: FieldMeta): boolean {
  if ((definition(field.kind) as KindDefinition<FieldKind>).occurs === true) return true;
  return 'fields' in field && field.fields.some(occursIn);
}

/** Whether an entity keeps occurrence days (`core/occurrence-days.ts`): a field of it occurs, at any depth. */
export function entityOccurs(entity: Pick<EntityMeta, 'fields' | 'contents'>): boolean {
  return [...entity.fields, ...entity.contents].some(occursIn);
}

/** Whether the kind named `kind` occurs (false for a name that is no kind): for fields as written. */
export function kindOccurs(kind: unknown): boolean {
  return typeof kind === 'string' && Object.hasOwn(KINDS, kind) && KINDS[kind as FieldKind].occurs === true;
}
