// Generated from 7 schemas under schemas/ by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categoriesTable, municipalitiesTable, platformTables, usersTable } from '#core/db/platform';

export * from '#core/db/platform';
/** The JSON value of a jsonb column. */
export type DownloadAttachmentsValue = Array<{ id: number; name: string; url?: string }>;
/** The JSON value of a jsonb column. */
export type NewsAttachmentsValue = Array<{
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}>;
/** The JSON value of a jsonb column. */
export type NewsGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type NewsLocationsValue = {
  venue?: string;
  address?: string;
  number?: string;
  city?: {
    id: number;
    city: string;
    province?: string;
    province_short?: string;
    region?: string;
    zip_code?: string;
    country?: string;
  } | null;
  lat?: number | null;
  lng?: number | null;
};
/** The JSON value of a jsonb column. */
export type NewsPortalValue = Array<1 | 2 | 3>;
/** The JSON value of a jsonb column. */
export type NewsSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type TemplatesParamsValue = Record<string, string>;
/** The JSON value of a jsonb column. */
export type WebcamLocationsValue = {
  venue?: string;
  address?: string;
  number?: string;
  city?: {
    id: number;
    city: string;
    province?: string;
    province_short?: string;
    region?: string;
    zip_code?: string;
    country?: string;
  } | null;
  lat?: number | null;
  lng?: number | null;
};
/** The JSON value of a jsonb column. */
export type WebcamWebcamValue = { url?: string; note?: string };

/** Press review: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const diconoTable = pgTable(
  'dicono',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
  },
  (table) => [
    foreignKey({ name: 'dicono_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'dicono_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('dicono_original_id_idx').on(table.original_id),
    unique('dicono_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Press review: the fields held per language, one row per item and language. */
export const diconoContentsTable = pgTable(
  'dicono_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    title: text('title'),
    slug: text('slug'),
    description: text('description'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
    pub_date: timestamp('pub_date', { mode: 'string' }),
    url: text('url'),
    dicono_pub_date: date('dicono_pub_date', { mode: 'string' }),
  },
  (table) => [
    unique('dicono_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'dicono_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [diconoTable.id, diconoTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('dicono_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('dicono_contents_lang_status_item_id_idx').on(table.lang, table.status, table.item_id),
    foreignKey({
      name: 'dicono_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('dicono_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Press review: the categories chosen in each category field (`field`), one of them possibly primary. */
export const diconoCategoriesTable = pgTable(
  'dicono_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'dicono_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'dicono_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [diconoTable.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'dicono_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('dicono_categories_category_id_idx').on(table.category_id, table.field),
    uniqueIndex('dicono_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** The tables of dicono, by role, for the generic CRUD of the server. */
export const diconoTables = {
  main: diconoTable,
  contents: diconoContentsTable,
  categories: diconoCategoriesTable,
} as const;

/** Brochures: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const downloadTable = pgTable(
  'download',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<DownloadAttachmentsValue>(),
    mappa: boolean('mappa').notNull().default(false),
  },
  (table) => [
    foreignKey({ name: 'download_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'download_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('download_original_id_idx').on(table.original_id),
    unique('download_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Brochures: the fields held per language, one row per item and language. */
export const downloadContentsTable = pgTable(
  'download_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    title: text('title'),
    slug: text('slug'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
    descrizioneFile: text('descrizione_file'),
  },
  (table) => [
    unique('download_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'download_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [downloadTable.id, downloadTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('download_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('download_contents_lang_status_item_id_idx').on(table.lang, table.status, table.item_id),
    foreignKey({
      name: 'download_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
  ],
);

/** Brochures: the categories chosen in each category field (`field`), one of them possibly primary. */
export const downloadCategoriesTable = pgTable(
  'download_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'download_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'download_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [downloadTable.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'download_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('download_categories_category_id_idx').on(table.category_id, table.field),
    uniqueIndex('download_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Brochures: the municipalities chosen in each municipality field (`field`). */
export const downloadMunicipalitiesTable = pgTable(
  'download_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'download_municipalities_pkey', columns: [table.item_id, table.field, table.municipality_id] }),
    foreignKey({
      name: 'download_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [downloadTable.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'download_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('download_municipalities_municipality_id_idx').on(table.municipality_id, table.field),
  ],
);

/** The tables of download, by role, for the generic CRUD of the server. */
export const downloadTables = {
  main: downloadTable,
  contents: downloadContentsTable,
  categories: downloadCategoriesTable,
  municipalities: downloadMunicipalitiesTable,
} as const;

/** Licences: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const licenceTable = pgTable(
  'licence',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
  },
  (table) => [
    foreignKey({ name: 'licence_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'licence_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('licence_original_id_idx').on(table.original_id),
    unique('licence_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Licences: the fields held per language, one row per item and language. */
export const licenceContentsTable = pgTable(
  'licence_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    title: text('title'),
    url: text('url'),
    description: text('description'),
    status: integer('status').notNull().default(2),
  },
  (table) => [
    unique('licence_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'licence_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [licenceTable.id, licenceTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('licence_contents_lang_status_item_id_idx').on(table.lang, table.status, table.item_id),
  ],
);

/** The tables of licence, by role, for the generic CRUD of the server. */
export const licenceTables = { main: licenceTable, contents: licenceContentsTable } as const;

/** News: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const newsTable = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<NewsAttachmentsValue>(),
    locations: jsonb('locations').$type<NewsLocationsValue>(),
    portal: jsonb('portal').$type<NewsPortalValue>(),
  },
  (table) => [
    foreignKey({ name: 'news_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'news_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('news_original_id_idx').on(table.original_id),
    unique('news_id_draft_unique').on(table.id, table.draft),
  ],
);

/** News: the fields held per language, one row per item and language. */
export const newsContentsTable = pgTable(
  'news_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    title: text('title'),
    slug: text('slug'),
    subtitle: text('subtitle'),
    excerpt: text('excerpt'),
    description: text('description'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
    pub_date: timestamp('pub_date', { mode: 'string' }),
    google: jsonb('google').$type<NewsGoogleValue>(),
    social: jsonb('social').$type<NewsSocialValue>(),
  },
  (table) => [
    unique('news_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'news_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [newsTable.id, newsTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('news_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('news_contents_lang_status_item_id_idx').on(table.lang, table.status, table.item_id),
    foreignKey({ name: 'news_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('news_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** News: the categories chosen in each category field (`field`), one of them possibly primary. */
export const newsCategoriesTable = pgTable(
  'news_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'news_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'news_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [newsTable.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'news_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('news_categories_category_id_idx').on(table.category_id, table.field),
    uniqueIndex('news_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** News: the municipalities chosen in each municipality field (`field`). */
export const newsMunicipalitiesTable = pgTable(
  'news_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'news_municipalities_pkey', columns: [table.item_id, table.field, table.municipality_id] }),
    foreignKey({
      name: 'news_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [newsTable.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'news_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('news_municipalities_municipality_id_idx').on(table.municipality_id, table.field),
  ],
);

/** News: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const newsTagsTable = pgTable(
  'news_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'news_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'news_tags_item_id_fk', columns: [table.item_id], foreignColumns: [newsTable.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'news_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] }).onDelete(
      'cascade',
    ),
    index('news_tags_tag_id_idx').on(table.tag_id, table.field),
  ],
);

/** The tables of news, by role, for the generic CRUD of the server. */
export const newsTables = {
  main: newsTable,
  contents: newsContentsTable,
  categories: newsCategoriesTable,
  municipalities: newsMunicipalitiesTable,
  tags: newsTagsTable,
} as const;

/** Tags: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const tagsTable = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    name: text('name'),
    lang: text('lang').default('it'),
  },
  (table) => [
    foreignKey({ name: 'tags_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'tags_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('tags_original_id_idx').on(table.original_id),
    index('tags_name_idx').on(table.name),
  ],
);

/** The tables of tags, by role, for the generic CRUD of the server. */
export const tagsTables = { main: tagsTable } as const;

/** Templates: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const templatesTable = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    name: text('name'),
    view: text('view'),
    params: jsonb('params').$type<TemplatesParamsValue>(),
  },
  (table) => [
    foreignKey({ name: 'templates_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'templates_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('templates_original_id_idx').on(table.original_id),
    index('templates_name_idx').on(table.name),
  ],
);

/** The tables of templates, by role, for the generic CRUD of the server. */
export const templatesTables = { main: templatesTable } as const;

/** Webcams: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const webcamTable = pgTable(
  'webcam',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    locations: jsonb('locations').$type<WebcamLocationsValue>(),
    webcam: jsonb('webcam').$type<WebcamWebcamValue>(),
  },
  (table) => [
    foreignKey({ name: 'webcam_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'webcam_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('webcam_original_id_idx').on(table.original_id),
    unique('webcam_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Webcams: the fields held per language, one row per item and language. */
export const webcamContentsTable = pgTable(
  'webcam_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    title: text('title'),
    slug: text('slug'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
    pub_date: timestamp('pub_date', { mode: 'string' }),
  },
  (table) => [
    unique('webcam_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'webcam_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [webcamTable.id, webcamTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('webcam_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('webcam_contents_lang_status_item_id_idx').on(table.lang, table.status, table.item_id),
    foreignKey({
      name: 'webcam_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('webcam_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Webcams: the categories chosen in each category field (`field`), one of them possibly primary. */
export const webcamCategoriesTable = pgTable(
  'webcam_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'webcam_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'webcam_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [webcamTable.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'webcam_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('webcam_categories_category_id_idx').on(table.category_id, table.field),
    uniqueIndex('webcam_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** The tables of webcam, by role, for the generic CRUD of the server. */
export const webcamTables = {
  main: webcamTable,
  contents: webcamContentsTable,
  categories: webcamCategoriesTable,
} as const;

/** Every table of the database, platform tables included (drizzle-kit and the server read this). */
export const schemaTables = {
  ...platformTables,
  diconoTable,
  diconoContentsTable,
  diconoCategoriesTable,
  downloadTable,
  downloadContentsTable,
  downloadCategoriesTable,
  downloadMunicipalitiesTable,
  licenceTable,
  licenceContentsTable,
  newsTable,
  newsContentsTable,
  newsCategoriesTable,
  newsMunicipalitiesTable,
  newsTagsTable,
  tagsTable,
  templatesTable,
  webcamTable,
  webcamContentsTable,
  webcamCategoriesTable,
} as const;
