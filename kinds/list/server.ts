/**
 * Repeatable lists: JSON arrays whose entries' members are sanitised by their own kinds, each
 * entry's `order` set to its position from 1 (the order is the array's, whatever was sent). A
 * list whose entries hold an address is a place: the municipality filters match an item when any
 * entry's address is in the municipality (an event's stages), and a municipality column names
 * the first entry's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FieldMeta } from '#core/model';
import { isRecord } from '../host/sql';
import { sanitiseMembers } from '../group/server';
import { plainKind, type PlaceReader, type PlaceSql, type ServerKind } from '../host/server';

/** The entries' place member: the first single address among them. */
function placeMember(field: FieldMeta): FieldMeta | undefined {
  if (field.kind !== 'list') return undefined;
  return field.fields.find((member) => member.kind === 'address' && !member.multiple && !member.perLanguage);
}

/** The entries of the stored list as rows `e(v, n)` (nothing when the value is not an array). */
const entries = (column: SQL): SQL =>
  sql`jsonb_array_elements(case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end)
      with ordinality as e(v, n)`;

/** Where an entry's place member is, for its own kind's reader. */
function memberAt(at: PlaceSql, member: FieldMeta): PlaceSql {
  return {
    stored: { field: member },
    item: at.item,
    column: sql`e.v->${member.name}`,
    municipality: null,
    relation: undefined,
    readerOf: at.readerOf,
  };
}

const LIST_PLACE: PlaceReader = {
  rank: null,
  condition: (at, match) => {
    const member = placeMember(at.stored.field);
    if (!member) return sql`false`;
    const inner = at.readerOf(member).condition(memberAt(at, member), match);
    return sql`exists (select 1 from ${entries(at.column)} where ${inner})`;
  },
  names: (at, which) => {
    const member = placeMember(at.stored.field);
    if (!member) return sql`null`;
    const inner = at.readerOf(member).names(memberAt(at, member), which);
    return sql`(select ${inner} from ${entries(at.column)} order by e.n limit 1)`;
  },
};

export const list: ServerKind<'list'> = {
  ...plainKind<'list'>(),
  sanitise: (field, value, context) =>
    Array.isArray(value)
      ? value.map((entry: unknown, index) =>
          isRecord(entry) ? { ...sanitiseMembers(field.fields, entry, context), order: index + 1 } : entry,
        )
      : value,
  place: LIST_PLACE,
};
