/**
 * Repeatable lists: JSON arrays whose entries' members are sanitised by their own kinds, each
 * entry's `order` set to its position from 1 (the order is the array's, whatever was sent).
 */
import { isRecord } from '../host/sql';
import { sanitiseMembers } from '../group/server';
import { plainKind, type ServerKind } from '../host/server';

export const list: ServerKind<'list'> = {
  ...plainKind<'list'>(),
  sanitise: (field, value, context) =>
    Array.isArray(value)
      ? value.map((entry: unknown, index) =>
          isRecord(entry) ? { ...sanitiseMembers(field.fields, entry, context), order: index + 1 } : entry,
        )
      : value,
};
