/** What the emitted Drizzle module imports, collected while its tables are built. */
import { getTableName } from 'drizzle-orm';
import { platformTables } from '../../../core/db/platform';

export type PlatformTable = keyof typeof platformTables;

/** Platform tables by SQL name: the targets of references and relations that point at them. */
export const PLATFORM_BY_SQL_NAME: ReadonlyMap<string, PlatformTable> = new Map(
  (Object.keys(platformTables) as PlatformTable[]).map((key) => [getTableName(platformTables[key]), key]),
);

/**
 * The sequence every entity's main table takes its ids from (revision drafts included): an id is
 * unique across all content types, so the calls that take an id alone name one item.
 */
export const ITEM_ID_SEQUENCE = { exportName: 'itemIdSequence', sqlName: 'item_ids' } as const;

export class Imports {
  readonly pgCore = new Set<string>();
  readonly platform = new Set<PlatformTable>();
  sql = false;
  /** The item id sequence is declared (some main table numbers its rows from it). */
  itemIds = false;
  /** The occurrence days' column type (`core/db/occurrences.ts`) is used. */
  occurrences = false;
  /**
   * Named types of JSON columns, declared above the tables: inline object types inside `$type<>`
   * are formatted differently by each Prettier pass, which would break `generate -- --check`.
   */
  readonly jsonTypes = new Map<string, string>();

  pg(name: string): string {
    this.pgCore.add(name);
    return name;
  }

  table(name: PlatformTable): string {
    this.platform.add(name);
    return name;
  }

  jsonType(name: string, type: string): string {
    this.jsonTypes.set(name, type);
    return name;
  }

  dateMultirange(): string {
    this.occurrences = true;
    return 'dateMultirange';
  }

  /** The main tables' id default: the next number of the one item id sequence. */
  itemIdDefault(): string {
    this.itemIds = true;
    return `${this.sqlTag()}\`nextval('${ITEM_ID_SEQUENCE.sqlName}')\``;
  }

  sqlTag(): string {
    this.sql = true;
    return 'sql';
  }
}
