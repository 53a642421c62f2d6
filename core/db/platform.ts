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
  uniqueIndex,
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
 * The site menu (content.md "Menu editor", "Menu item"): one tree, each item the window its link
 * opens in, an optional cover (an image of the library; deleting the image leaves the item without
 * one) and its texts per language (`menu_item_contents`). Deleting an item removes its subtree, as
 * for categories.
 */
export const menuItemsTable = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    /** Null for a top-level item. */
    parent_id: integer('parent_id'),
    order: integer('order').notNull().default(0),
    /** `_self` or `_blank`. */
    target: text('target').notNull().default('_self'),
    cover_id: integer('cover_id'),
    ...timestamps(),
  },
  (table) => [
    foreignKey({ name: 'menu_items_parent_id_fk', columns: [table.parent_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    // Declared below: the callback runs when the table is read, after both are defined.
    foreignKey({ name: 'menu_items_cover_id_fk', columns: [table.cover_id], foreignColumns: [mediaTable.id] }).onDelete(
      'set null',
    ),
    index('menu_items_parent_id_order_idx').on(table.parent_id, table.order),
  ],
);

/** A menu item's texts in one language (it, en, de): a title, a subtitle and a link. */
export const menuItemContentsTable = pgTable(
  'menu_item_contents',
  {
    menu_item_id: integer('menu_item_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** A site path or an http(s) address. */
    link: text('link').notNull(),
  },
  (table) => [
    primaryKey({ name: 'menu_item_contents_pkey', columns: [table.menu_item_id, table.lang] }),
    foreignKey({
      name: 'menu_item_contents_menu_item_id_fk',
      columns: [table.menu_item_id],
      foreignColumns: [menuItemsTable.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The media library: one row per uploaded file. The file itself lives in the media storage under
 * `storage_key` (a generated name, never the uploaded one, which is kept in `name`); images also
 * have a thumbnail (`thumb_key`). `license_id` names a licence item (an entity table, so checked
 * by the server on save rather than by a foreign key from this hand-written table), and
 * `license_version` one of that licence's versions (checked in the same statement as it is saved).
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
    /**
     * The version of the licence the item is under: one of its licence's version names when saved
     * (null for files saved before licences had versions, listed by the gallery's `license=missing`).
     */
    license_version: text('license_version'),
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
/**
 * Jobs (issue #34, `server/jobs/queue.ts`): work that outlives its request and its process, claimed
 * by one worker at a time under a lease (`locked_until`), retried with backoff, dead after its last
 * attempt with the last error kept. At most one job of a kind and key is queued or running.
 */
export const jobsTable = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull(),
    /** queued, running, done, dead or cancelled. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    timeout_ms: integer('timeout_ms').notNull(),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    locked_by: text('locked_by'),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    result: jsonb('result'),
    progress: smallint('progress'),
    created_by: integer('created_by'),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    foreignKey({ name: 'jobs_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('jobs_status_run_at_idx').on(table.status, table.run_at),
    uniqueIndex('jobs_kind_key_live_idx')
      .on(table.kind, table.key)
      .where(sql`${table.key} is not null and ${table.status} in ('queued', 'running')`),
  ],
);

/**
 * The data hub's send status (issue #34, platform.md section 3: inviato, date, waitlist,
 * response; `server/integrations/tdh/`). An item is named by its entity and id (ids are per
 * entity). The waiting-list flag ('Da inviare') is the item's, in `tdh_items`; a send is per
 * language, in `tdh_sends`: `inviato` and `date` are those of the last successful send (kept when
 * a later one fails), `sent_version` the item's `version` that send carried (a version is never
 * sent twice in a language; a save after it puts the item back on the waiting list), `response`
 * the hub's last answer (or our client's failure) as JSON text.
 */
export const tdhItemsTable = pgTable(
  'tdh_items',
  {
    entity: text('entity').notNull(),
    item_id: integer('item_id').notNull(),
    waitlist: boolean('waitlist').notNull().default(false),
    /** When the item was last put on the waiting list (its DATA INSERIMENTO). */
    waitlist_at: timestamp('waitlist_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'tdh_items_pkey', columns: [table.entity, table.item_id] }),
    index('tdh_items_waitlist_idx')
      .on(table.waitlist_at)
      .where(sql`${table.waitlist}`),
  ],
);

export const tdhSendsTable = pgTable(
  'tdh_sends',
  {
    entity: text('entity').notNull(),
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull(),
    inviato: boolean('inviato').notNull().default(false),
    /** When the last successful send was answered. */
    date: timestamp('date', { withTimezone: true, mode: 'date' }),
    /**
     * The item's `version` (its main row's) that the last successful send carried; null for a
     * send recorded before versions were (issue #48), which counts as an older version.
     */
    sent_version: integer('sent_version'),
    /** The last outcome, `{"codiceEsito": ..., "message": ...}`, as JSON text. */
    response: text('response'),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'tdh_sends_pkey', columns: [table.entity, table.item_id, table.lang] }),
    index('tdh_sends_date_idx')
      .on(table.date)
      .where(sql`${table.inviato}`),
  ],
);

/**
 * The articles' spoken audio (issue #34, `server/integrations/audio/`): one per item and language,
 * named by the item's entity and id (an id is one item's since issue #48), its file a media item
 * of collection `audio`. A generation replaces the row and removes the earlier media item;
 * deleting the media item from the library deletes the row.
 */
export const itemAudioTable = pgTable(
  'item_audio',
  {
    entity: text('entity').notNull(),
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull(),
    media_id: integer('media_id').notNull(),
    /** The characters read, and whether the text was cut at `AUDIO_LIMITS.maxChars`. */
    characters: integer('characters').notNull(),
    truncated: boolean('truncated').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'item_audio_pkey', columns: [table.entity, table.item_id, table.lang] }),
    foreignKey({ name: 'item_audio_media_id_fk', columns: [table.media_id], foreignColumns: [mediaTable.id] }).onDelete(
      'cascade',
    ),
    index('item_audio_media_id_idx').on(table.media_id),
  ],
);

/**
 * The experiences of the open-data feed (issue #34, content.md "Open-data item";
 * `server/integrations/feeds/`), upserted by their feed id (`external_id`) at each import. An
 * experience gone from the feed is deleted, unless an editor chose a status for it: then it is kept
 * with `in_feed` false. `municipality_ids` are the municipalities its locations were matched to.
 */
export const feedExperiencesTable = pgTable(
  'feed_experiences',
  {
    id: serial('id').primaryKey(),
    external_id: text('external_id').notNull(),
    title: text('title').notNull(),
    types: jsonb('types').$type<string[]>().notNull().default([]),
    targets: jsonb('targets').$type<string[]>().notNull().default([]),
    price_amount: doublePrecision('price_amount'),
    price_currency: text('price_currency'),
    structure_name: text('structure_name'),
    /** `[{address, city_name, city_code, province_code}]`. */
    locations: jsonb('locations').$type<Record<string, string | null>[]>().notNull().default([]),
    municipality_ids: integer('municipality_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** `[{start_date, end_date}]`, `YYYY-MM-DD`. */
    dates: jsonb('dates').$type<Record<string, string | null>[]>().notNull().default([]),
    /** The earliest start date (the list's `date` order). */
    first_date: text('first_date'),
    abstract: text('abstract'),
    thumbnails: jsonb('thumbnails').$type<string[]>().notNull().default([]),
    in_feed: boolean('in_feed').notNull().default(true),
    imported_at: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [unique('feed_experiences_external_id_unique').on(table.external_id)],
);

/**
 * The editors' interest in an experience (content.md section 4: 'Non mi interessa', 'Mi
 * interessa', 'Copiato'; no row is 'non definito'), by the experience's feed id, in a table of its
 * own that no import writes: an experience that leaves the feed and comes back keeps it.
 */
export const feedExperienceStatusesTable = pgTable(
  'feed_experience_statuses',
  {
    external_id: text('external_id').primaryKey(),
    /** not_interested, interested or copied (`core/feeds.ts`). */
    status: text('status').notNull(),
    updated_by: integer('updated_by'),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'feed_experience_statuses_updated_by_fk',
      columns: [table.updated_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    check('feed_experience_statuses_status_check', sql`${table.status} in ('not_interested', 'interested', 'copied')`),
  ],
);

/**
 * The activities of the trekking feed (issue #34, content.md "Trekking activity"), upserted by
 * their feed id at each import; those gone from the feed are deleted. An activity an editor
 * deleted is kept hidden (`deleted_at`), so the next import does not bring it back.
 * `municipality_id` is the municipality its place was matched to by name.
 */
export const feedTrekkingTable = pgTable(
  'feed_trekking',
  {
    id: serial('id').primaryKey(),
    trekksoft_id: text('trekksoft_id').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    location_name: text('location_name'),
    municipality_id: integer('municipality_id'),
    /** `YYYY-MM-DD`. */
    date: text('date'),
    description: text('description'),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    imported_at: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [
    unique('feed_trekking_trekksoft_id_unique').on(table.trekksoft_id),
    foreignKey({
      name: 'feed_trekking_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }).onDelete('set null'),
    index('feed_trekking_municipality_id_idx').on(table.municipality_id),
  ],
);

/**
 * The preview links of items (issue #35, `server/preview/`, docs/preview.md): every preview secret
 * names one of these rows, so a link can be revoked before it expires. An item is named by its
 * entity and id (an id is one item's since issue #48); the row stays when the item goes (its
 * preview answers 404).
 */
export const previewLinksTable = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull(),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    foreignKey({
      name: 'preview_links_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('preview_links_item_idx').on(table.entity, table.item_id),
  ],
);

/**
 * The history of every change of an entity's items (issue #35, `server/history/`, docs/history.md):
 * append-only (a trigger refuses UPDATE and DELETE, migration 35-history), written in the
 * transaction of the change. No foreign key: a deleted item, or user, keeps its history. `user_id`
 * null is the seed (the system); `user_name` is the name the user had then. `changes` lists the
 * changed fields (`core/history.ts`), `snapshot` the item as the editor reads it after the change
 * (before it, for a delete), so a restore replays nothing.
 */
export const itemHistoryTable = pgTable(
  'item_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    user_id: integer('user_id'),
    user_name: text('user_name'),
    entity: text('entity').notNull(),
    item_id: integer('item_id').notNull(),
    /** The item's version after the change (before it, for a delete). */
    version: integer('version').notNull(),
    /** create, update, status, delete or restore. */
    action: text('action').notNull(),
    /** The one language the change touched, or null (shared fields, several languages). */
    lang: text('lang'),
    changes: jsonb('changes').notNull(),
    snapshot: jsonb('snapshot').notNull(),
  },
  (table) => [
    index('item_history_item_idx').on(table.entity, table.item_id, table.id),
    index('item_history_at_idx').on(table.at),
    index('item_history_user_idx').on(table.user_id),
  ],
);

/**
 * The items renumbered when ids became unique across content types (issue #48, migration
 * 48-item-ids, docs/migrations.md): an item of `entity` once numbered `old_id` is now `new_id`, so a
 * link naming the entity and the old id (`GET <entity>/{id}`, the editor's address) still finds it.
 * New ids come from one sequence (`item_ids`) and never repeat, so no row is added after that.
 */
export const itemIdMovesTable = pgTable(
  'item_id_moves',
  {
    entity: text('entity').notNull(),
    old_id: integer('old_id').notNull(),
    new_id: integer('new_id').notNull(),
  },
  (table) => [primaryKey({ name: 'item_id_moves_pkey', columns: [table.entity, table.old_id] })],
);

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
  menuItemContentsTable,
  jobsTable,
  tdhItemsTable,
  tdhSendsTable,
  itemAudioTable,
  feedExperiencesTable,
  feedExperienceStatusesTable,
  feedTrekkingTable,
  mediaTable,
  redirectsTable,
  settingsTable,
  geocodeCacheTable,
  listCountsTable,
  listCountSourcesTable,
  previewLinksTable,
  itemHistoryTable,
  itemIdMovesTable,
} as const;
