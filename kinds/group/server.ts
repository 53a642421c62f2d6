/** Groups: a JSON object whose members are sanitised by their own kinds. */
import type { FieldMeta } from '#core/model';
import { isRecord } from '../host/sql';
import { plainKind, type SanitiseContext, type ServerKind } from '../host/server';

/** The members of a group or of a list entry, each sanitised by its own kind. */
export function sanitiseMembers(
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
