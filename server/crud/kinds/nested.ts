/** Groups and lists: JSON values whose members are sanitised by their own kinds. */
import type { FieldMeta } from '#core/model';
import { isRecord } from '../../db/sql';
import { plainKind } from './shared';
import type { SanitiseContext, ServerKind } from './types';

function sanitiseMembers(
  fields: readonly FieldMeta[],
  value: Record<string, unknown>,
  context: SanitiseContext,
): Record<string, unknown> {
  const result = { ...value };
  for (const member of fields) {
    if (member.name in result) result[member.name] = context.nested(member, result[member.name], member.perLanguage);
  }
  return result;
}

export const group: ServerKind<'group'> = {
  ...plainKind<'group'>(),
  sanitise: (field, value, context) => (isRecord(value) ? sanitiseMembers(field.fields, value, context) : value),
};

export const list: ServerKind<'list'> = {
  ...plainKind<'list'>(),
  sanitise: (field, value, context) =>
    Array.isArray(value)
      ? value.map((entry: unknown) => (isRecord(entry) ? sanitiseMembers(field.fields, entry, context) : entry))
      : value,
};
