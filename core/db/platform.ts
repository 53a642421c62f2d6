/**
 * The platform's own tables (users, roles, tokens, provinces, municipalities, categories), written
 * by hand because no entity schema describes them; the generated entity tables
 * (`generated/db/schema.ts`) refer to them. TS keys are the API's snake_case field names, so the
 * server maps rows to answers without renaming.
 *
 * Conventions shared with the generated tables: instants (`created_at`...) are `timestamptz`
 * read as `Date`; constraint and index names are explicit, so drizzle-kit diffs stay stable.
 */
import {
  bigint,
  bigserial,
  foreignKey,
  index,
  integer,
  doublePrecision,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  boolean,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** `created_at` / `updated_at` of a row: instants, filled by the database. */
function timestamps() {
  return {
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  };
}

export const usersTable = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    email: text('email').notNull().default(''),
    /** An argon2id hash (PHC string); never sent to clients. */
    password_hash: text('password_hash').notNull(),
    /** 1 active, 0 disabled: the spec's users carry a numeric flag. */
    active: smallint('active').notNull().default(1),
    /** The user's editorial desk (redazione), or null. */
    redazione_id: integer('redazione_id'),
    /**
     * Set when the user was deleted: the row stays, so that the content they authored keeps its
     * author (shown as a deleted user); their username and e-mail are freed, roles and tokens gone.
     */
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    unique('users_username_unique').on(table.username),
    foreignKey({
      name: 'users_redazione_id_fk',
      columns: [table.redazione_id],
      foreignColumns: [desksTable.id],
    }).onDelete('set null'),
    index('users_redazione_id_idx').on(table.redazione_id),
  ],
);

/** Editorial desks (redazioni): a team, the sites it writes for, and the municipalities it covers. */
export const desksTable = pgTable('desks', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  url_it: text('url_it').notNull().default(''),
  url_en: text('url_en').notNull().default(''),
  /** The content language the desk writes in. */
  lang: text('lang').notNull().default('it'),
  ...timestamps(),
});

/** The destinations a user looks after: ids of the entity that provides `userDestinations`. */
export const userDestinationsTable = pgTable(
  'user_destinations',
  {
    user_id: integer('user_id').notNull(),
    destination_id: integer('destination_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'user_destinations_pkey', columns: [table.user_id, table.destination_id] }),
    foreignKey({
      name: 'user_destinations_user_id_fk',
      columns: [table.user_id],
      foreignColumns: [usersTable.id],
    }).onDelete('cascade'),
  ],
);

/** Password-recovery codes: stored hashed, single-use, with an expiry. */
export const passwordResetsTable = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('password_resets_code_hash_unique').on(table.code_hash),
    foreignKey({
      name: 'password_resets_user_id_fk',
      columns: [table.user_id],
      foreignColumns: [usersTable.id],
    }).onDelete('cascade'),
    index('password_resets_user_id_idx').on(table.user_id),
  ],
);

export const rolesTable = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** The role's key (`administrator`, `redazione-regionale`...), used in ability checks. */
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    /** Ability names (`news-edit`, `*`...). */
    abilities: jsonb('abilities').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (table) => [unique('roles_name_unique').on(table.name)],
);

export const userRolesTable = pgTable(
  'user_roles',
  {
    user_id: integer('user_id').notNull(),
    role_id: integer('role_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'user_roles_pkey', columns: [table.user_id, table.role_id] }),
    foreignKey({ name: 'user_roles_user_id_fk', columns: [table.user_id], foreignColumns: [usersTable.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'user_roles_role_id_fk', columns: [table.role_id], foreignColumns: [rolesTable.id] }).onDelete(
      'cascade',
    ),
    // "Who holds this role" (role screens, deleting a role) reads by role.
    index('user_roles_role_id_idx').on(table.role_id),
  ],
);

/** Opaque bearer tokens, stored hashed so that a leaked table does not leak sessions. */
export const accessTokensTable = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('access_tokens_token_hash_unique').on(table.token_hash),
    foreignKey({
      name: 'access_tokens_user_id_fk',
      columns: [table.user_id],
      foreignColumns: [usersTable.id],
    }).onDelete('cascade'),
    index('access_tokens_user_id_idx').on(table.user_id),
    // Expired tokens are purged in bulk.
    index('access_tokens_expires_at_idx').on(table.expires_at),
  ],
);

/**
 * Sign-in attempts per key (`ip|username`) in the current one-minute window. Kept in the database,
 * not in process memory, so that several API processes share one limit.
 */
export const loginAttemptsTable = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

/** Facts the server records about itself (`seed.demo`: when the demo content was loaded). */
export const systemStateTable = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Italian provinces; the id is the ISTAT province code as a number (Bologna: 37). */
export const provincesTable = pgTable('provinces', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
  /** The two-letter abbreviation (BO). */
  sigla: text('sigla').notNull(),
});

export const municipalitiesTable = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    /** The six-digit ISTAT code as text, leading zeros kept (`037006`). */
    istat: text('istat').notNull(),
    name: text('name').notNull(),
    province_id: integer('province_id').notNull(),
    /** Postal codes (CAP); large towns have several. */
    cap: jsonb('cap').$type<string[]>().notNull().default([]),
    population: integer('population'),
  },
  (table) => [
    unique('municipalities_istat_unique').on(table.istat),
    foreignKey({
      name: 'municipalities_province_id_fk',
      columns: [table.province_id],
      foreignColumns: [provincesTable.id],
    }),
    index('municipalities_province_id_idx').on(table.province_id),
    index('municipalities_name_idx').on(table.name),
  ],
);

/** The municipalities a desk covers (spec: the desk's `comuni_istat`). */
export const deskMunicipalitiesTable = pgTable(
  'desk_municipalities',
  {
    desk_id: integer('desk_id').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'desk_municipalities_pkey', columns: [table.desk_id, table.municipality_id] }),
    foreignKey({
      name: 'desk_municipalities_desk_id_fk',
      columns: [table.desk_id],
      foreignColumns: [desksTable.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'desk_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }).onDelete('cascade'),
    index('desk_municipalities_municipality_id_idx').on(table.municipality_id),
  ],
);

/** A category's cover image, as the API sends it. */
export interface CategoryCover {
  id: number;
  url: string;
  url_thumb?: string;
}

/**
 * The category trees. Main categories have fixed ids (0-22, 50082, 50095) that the seed inserts
 * explicitly; `generated by default as identity` accepts those, and numbers new categories from
 * 100000 so that they never meet a fixed id.
 */
export const categoriesTable = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    /** Null for a main category. */
    parent_id: integer('parent_id'),
    order: integer('order').notNull().default(0),
    cover: jsonb('cover').$type<CategoryCover>(),
    ...timestamps(),
  },
  (table) => [
    // Deleting a category removes its subtree: children without their parent would be unreachable.
    foreignKey({ name: 'categories_parent_id_fk', columns: [table.parent_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    index('categories_parent_id_order_idx').on(table.parent_id, table.order),
  ],
);

export const categoryContentsTable = pgTable(
  'category_contents',
  {
    category_id: integer('category_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle'),
    slug: text('slug'),
  },
  (table) => [
    primaryKey({ name: 'category_contents_pkey', columns: [table.category_id, table.lang] }),
    foreignKey({
      name: 'category_contents_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The site menus (content.md "Menu editor"): one tree per language, each item a title, a link (a
 * site path or an http(s) address) and the window it opens in. Deleting an item removes its
 * subtree, as for categories.
 */
export const menuItemsTable = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    /** Null for a top-level item. */
    parent_id: integer('parent_id'),
    lang: text('lang').notNull(),
    order: integer('order').notNull().default(0),
    title: text('title').notNull(),
    link: text('link').notNull(),
    /** `_self` or `_blank`. */
    target: text('target').notNull().default('_self'),
    ...timestamps(),
  },
  (table) => [
    foreignKey({ name: 'menu_items_parent_id_fk', columns: [table.parent_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    index('menu_items_lang_parent_id_order_idx').on(table.lang, table.parent_id, table.order),
  ],
);

/**
 * The media library: one row per uploaded file. The file itself lives in the media storage under
 * `storage_key` (a generated name, never the uploaded one, which is kept in `name`); images also
 * have a thumbnail (`thumb_key`). `license_id` names a licence item (an entity table, so checked
 * by the server on save rather than by a foreign key from this hand-written table).
 */
export const mediaTable = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** The upload collection (`images`, or the file field's collection). */
    collection: text('collection').notNull(),
    storage_key: text('storage_key').notNull(),
    thumb_key: text('thumb_key'),
    /** The uploaded file's own name, as data (shown and offered on download). */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    copyright: text('copyright').notNull().default(''),
    license_id: integer('license_id'),
    /** 1: offered to the public open library. */
    openlibrary: smallint('openlibrary').notNull().default(0),
    uploaded_by: integer('uploaded_by'),
    ...timestamps(),
  },
  (table) => [
    unique('media_storage_key_unique').on(table.storage_key),
    foreignKey({
      name: 'media_uploaded_by_fk',
      columns: [table.uploaded_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('media_collection_id_idx').on(table.collection, table.id),
  ],
);

/**
 * 404 redirect rules (platform.md "404 redirect rule"): a site path that no longer exists and
 * where it went (`new_url`, a site path or an http(s) address; null for 410 Gone). `automatic`
 * rules were made by the server when a published item's slug changed; `hits` and `last_hit_at`
 * count the public site's lookups.
 */
export const redirectsTable = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    old_url: text('old_url').notNull(),
    new_url: text('new_url'),
    code: smallint('code').notNull().default(301),
    automatic: boolean('automatic').notNull().default(false),
    hits: integer('hits').notNull().default(0),
    last_hit_at: timestamp('last_hit_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    unique('redirects_old_url_unique').on(table.old_url),
    index('redirects_new_url_idx').on(table.new_url),
    check('redirects_code_check', sql`${table.code} in (301, 302, 410)`),
  ],
);

/**
 * Site settings (content.md "Home settings", "Advanced settings", "Mega-menu settings"): one row
 * per section of `operations/settings`, its value as the settings schema describes it
 * (`schemas/settings/`), secrets included (never answered).
 */
export const settingsTable = pgTable('settings', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  updated_by: integer('updated_by').references(() => usersTable.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/**
 * Geocoding answers by normalised address ('via rizzoli, 1 bologna'): the provider is asked once
 * per address (it is paid per request).
 */
export const geocodeCacheTable = pgTable('geocode_cache', {
  address: text('address').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  formatted_address: text('formatted_address').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The list totals the database maintains (`server/crud/counts.ts`): changes of each entity's number
 * of live items (`lang` '' and `status` -1), of live contents per language and status, and of those
 * per municipality of each municipality field (`field`, `municipality`), appended by statement
 * triggers on the entity's tables in the writing transaction. A total is the sum of its rows; rows
 * are folded into one now and then. Appending, never updating, keeps concurrent writers from
 * waiting on (or deadlocking over) a shared counter row.
 */
export const listCountsTable = pgTable(
  'list_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    lang: text('lang').notNull(),
    status: smallint('status').notNull(),
    /** A municipality field and one of its municipalities ('' and 0: none, the totals above). */
    field: text('field').notNull().default(''),
    municipality: integer('municipality').notNull().default(0),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('list_counts_key_idx').on(
      table.entity,
      table.lang,
      table.status,
      table.field,
      table.municipality,
      table.delta,
    ),
  ],
);

/** Which triggers maintain each entity's totals (a signature of their SQL), so a change re-creates them. */
export const listCountSourcesTable = pgTable('list_count_sources', {
  entity: text('entity').primaryKey(),
  signature: text('signature').notNull(),
});

/** Every platform table, keyed by export name (drizzle-kit and the server read this). */
export const platformTables = {
  usersTable,
  desksTable,
  deskMunicipalitiesTable,
  userDestinationsTable,
  passwordResetsTable,
  rolesTable,
  userRolesTable,
  accessTokensTable,
  loginAttemptsTable,
  systemStateTable,
  provincesTable,
  municipalitiesTable,
  categoriesTable,
  categoryContentsTable,
  menuItemsTable,
  mediaTable,
  redirectsTable,
  settingsTable,
  geocodeCacheTable,
  listCountsTable,
  listCountSourcesTable,
} as const;
