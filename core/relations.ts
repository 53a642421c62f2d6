/**
 * The relations: values of a field kept as rows of a table of their own (`<entity>_<suffix>`),
 * one row per related id, rather than in a column of the item. Each is described once here; the
 * generator's kind `storage()` names one, emits its table (with a foreign key to `target` when
 * that is a table of ours) and lists it in each entity's meta (`EntityMeta.relations`); the
 * server loads, writes and filters relation rows from the same description.
 */

/** An extra column of a relation table besides `item_id`, `lang`, `field` and the related id. */
export interface RelationColumn {
  readonly name: string;
  readonly type: 'boolean' | 'integer';
  readonly default: boolean | number;
}

export interface RelationDescription {
  /** The relation table of an entity is `<entity>_<suffix>`. */
  readonly suffix: string;
  /** The column holding the related row's id. */
  readonly column: string;
  /**
   * The SQL name of the table the related ids point at (a platform table or an entity's main
   * table), which gets a foreign key when the database has it; null: ids of something else.
   */
  readonly target: string | null;
  /** What happens to the relation rows when the target row is deleted. */
  readonly onDelete: 'cascade' | 'no action';
  /** Rows carry a `lang` ('' for a shared field), so per-language fields may use the relation. */
  readonly perLanguage: boolean;
  /** A boolean `is_primary` column, at most one true per item and field. */
  readonly primary: boolean;
  /** An integer `order` column keeps the chosen order. */
  readonly ordered: boolean;
  /** A text column of the target read along with each id (tags: their `name`), or null. */
  readonly label: string | null;
  /** What the table holds, for the emitted table's documentation. */
  readonly doc: string;
}

export const RELATIONS = {
  categories: {
    suffix: 'categories',
    column: 'category_id',
    target: 'categories',
    onDelete: 'cascade',
    perLanguage: false,
    primary: true,
    ordered: false,
    label: null,
    doc: 'the categories chosen in each category field (`field`), one of them possibly primary.',
  },
  municipalities: {
    suffix: 'municipalities',
    column: 'municipality_id',
    target: 'municipalities',
    // Municipalities are reference data: one still linked to content is not deleted.
    onDelete: 'no action',
    perLanguage: false,
    primary: false,
    ordered: false,
    label: null,
    doc: 'the municipalities chosen in each municipality field (`field`).',
  },
  tags: {
    suffix: 'tags',
    column: 'tag_id',
    target: 'tags',
    onDelete: 'cascade',
    perLanguage: true,
    primary: false,
    ordered: true,
    label: 'name',
    doc: "the tags of each tags field (`field`) per language; a shared tags field uses lang ''.",
  },
} as const satisfies Readonly<Record<string, RelationDescription>>;

export type RelationName = keyof typeof RELATIONS;

/** Every relation, in a fixed order (tables, meta and server loops follow it). */
export const RELATION_NAMES = Object.keys(RELATIONS) as RelationName[];

export function relationOf(name: RelationName): RelationDescription {
  return RELATIONS[name];
}

/** The extra columns of a relation table, from its flags. */
export function relationColumns(relation: RelationDescription): RelationColumn[] {
  return [
    ...(relation.primary ? [{ name: 'is_primary', type: 'boolean', default: false } as const] : []),
    ...(relation.ordered ? [{ name: 'order', type: 'integer', default: 0 } as const] : []),
  ];
}

/** The relation table of an entity (`news` → `news_categories`). */
export function relationTableName(entity: string, name: RelationName): string {
  return `${entity}_${RELATIONS[name].suffix}`;
}
