/** The shapes of `fixtures.json` (written by `capture.ts`), as far as the handlers read them. */

/** A list row: the id, title, statuses per language, permalink and the list's own columns. */
export interface ListRow {
  readonly id: number;
  readonly [column: string]: unknown;
}

/** `GET {path}`: rows with the total under `meta` (most lists) or at the root (tags). */
export interface ListAnswer {
  readonly data: ListRow[];
  readonly meta?: { readonly total: number };
  readonly total?: number;
}

/** `GET {path}/{id}`. */
export interface ItemAnswer {
  readonly data: { readonly id: number; readonly [field: string]: unknown };
}

/** `GET operations/comuni`. */
export interface Municipality {
  readonly id: number;
  readonly city: string;
  readonly province: string;
  readonly province_short: string;
  readonly istat: string;
}

export interface Fixtures {
  me: unknown;
  dashboard: unknown;
  provinces: unknown;
  users: unknown;
  tagsBox: unknown;
  municipalities: Municipality[];
  /** `GET categories?main=` by main id (trees). */
  categories: Record<string, unknown>;
  /** `GET operations/categories?main=&lang=it` by main id (flat options). */
  categoryOptions: Record<string, unknown>;
  /** By entity name: where its API lives and where its list answer puts the total. */
  entities: Record<string, { path: string; totalAt: 'meta' | 'root' }>;
  /** By entity name. */
  lists: Record<string, ListAnswer>;
  /** By entity name: the first items of the list, whole. */
  items: Record<string, ItemAnswer[]>;
  /** `GET operations/related_statuses?id=new` by entity name (entities with statuses only). */
  statuses: Record<string, unknown>;
  /** A refused sign-in (401), a logout, a create, an update, a delete and a refused (422) save. */
  answers: {
    loginFailed: unknown;
    loggedOut: unknown;
    created: unknown;
    saved: unknown;
    deleted: unknown;
    invalid: unknown;
  };
}
