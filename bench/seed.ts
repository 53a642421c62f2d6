/**
 * Bulk seed of the API benchmark: `items` news items written straight into the generated tables
 * with set-based SQL (`insert ... select ... from generate_series`, in chunks), not through the
 * API, so 100,000 items take seconds. Every value is derived from the item's number with
 * `hashint8`, so both engines get the same data on every run:
 *
 * - `news`: draft 0, created by the administrator, dates spread over 11 years (newer ids newer);
 * - `news_contents`: Italian for every item, English for about half, German for about a fifth;
 *   title, slug (unique per language: it ends with the id), subtitle, excerpt, a description of
 *   a few paragraphs, status 1 (60 %), 2 (25 %) or 3 (15 %), author, publication date, SEO;
 * - `news_municipalities` (field `comune`): one municipality per item, Bologna for 15 % of them,
 *   a second one for 30 %;
 * - `news_categories` (field `theme`): children of main category 5 created here, a primary
 *   theme for 60 % of the items and a second one for 20 %.
 *
 * `seedPlaces` seeds the second entity of the benchmark the same way: `place` items whose
 * municipality is the `city` of their address (a JSON column of the main table, not a relation),
 * Bologna for 15 % of them, with Italian contents for every item and English for half, status
 * 1 (60 %), 2 (25 %) or 3 (15 %).
 *
 * `seedEvents` seeds events: one stage each whose schedule gives 1 to 10 days (85 %), a weekly day
 * over 2 to 6 months (12 %) or a whole year (3 %), with the occurrence days the server keeps.
 *
 * Then VACUUM ANALYZE of the seeded tables: fresh statistics and visibility map, the state
 * autovacuum reaches on PostgreSQL shortly after a bulk insert.
 */
import { sql, type SQL } from 'drizzle-orm';
import { categoriesTable, categoryContentsTable } from '../core/db/platform';
import { OCCURRENCE_COLUMN } from '../core/occurrence-days';
import { rows, type Db } from '../server/db/client';
import { categoryContents } from '../server/db/seed/categories';

/** ISTAT code of Bologna: the municipality the filtered scenario asks for. */
export const BOLOGNA_ISTAT = '037006';

/** Main category of the news `theme` field. */
const THEME_MAIN_CATEGORY = 5;

const THEMES: readonly { it: string; en: string }[] = [
  { it: 'Arte e cultura', en: 'Art and culture' },
  { it: 'Mare', en: 'Seaside' },
  { it: 'Natura e outdoor', en: 'Nature and outdoors' },
  { it: 'Enogastronomia', en: 'Food and wine' },
  { it: 'Benessere', en: 'Wellness' },
  { it: 'Sport', en: 'Sport' },
  { it: 'Musica', en: 'Music' },
  { it: 'Borghi', en: 'Villages' },
];

interface LanguageText {
  readonly kinds: readonly string[];
  readonly subjects: readonly string[];
  readonly sentences: readonly string[];
  readonly keywords: string;
}

const TEXTS: Readonly<Record<'it' | 'en' | 'de', LanguageText>> = {
  it: {
    kinds: ['Sagra', 'Festival', 'Mostra', 'Concerto', 'Mercatino', 'Rassegna', 'Fiera', 'Visita guidata'],
    subjects: [
      'del tartufo bianco',
      'della piadina romagnola',
      "d'arte contemporanea",
      'di musica barocca',
      "dell'antiquariato",
      "del cinema all'aperto",
      'del Sangiovese',
      'dei castelli matildici',
      'del Parmigiano Reggiano',
      'sul delta del Po',
    ],
    sentences: [
      'Un appuntamento atteso da tutta la regione, con ospiti, laboratori e degustazioni.',
      'Il programma prevede visite guidate gratuite su prenotazione nel centro storico.',
      "L'evento si svolge anche in caso di maltempo negli spazi coperti della piazza.",
      'Parcheggi gratuiti e navette dalla stazione ferroviaria per tutta la durata.',
      'Ingresso libero fino a esaurimento posti; consigliata la prenotazione online.',
      'Le botteghe del territorio presentano i prodotti tipici e le ricette tradizionali.',
      'Per le famiglie sono previste attività dedicate ai bambini nel pomeriggio.',
      'Informazioni e aggiornamenti presso lo IAT e sui canali social del Comune.',
    ],
    keywords: 'eventi, emilia-romagna, turismo',
  },
  en: {
    kinds: ['Festival', 'Fair', 'Exhibition', 'Concert', 'Market', 'Season', 'Show', 'Guided tour'],
    subjects: [
      'of white truffle',
      'of Romagna piadina',
      'of contemporary art',
      'of baroque music',
      'of antiques',
      'of open-air cinema',
      'of Sangiovese wine',
      'of the Matildic castles',
      'of Parmigiano Reggiano',
      'on the Po delta',
    ],
    sentences: [
      'An event the whole region looks forward to, with guests, workshops and tastings.',
      'The programme includes free guided tours of the old town, on booking.',
      'The event takes place in the covered areas of the square in case of bad weather.',
      'Free parking and shuttles from the railway station for the whole event.',
      'Free admission while seats last; online booking is recommended.',
      'Local workshops present typical products and traditional recipes.',
      'Families will find activities for children in the afternoon.',
      'Information and updates at the tourist office and on the social channels of the town.',
    ],
    keywords: 'events, emilia-romagna, tourism',
  },
  de: {
    kinds: ['Fest', 'Messe', 'Ausstellung', 'Konzert', 'Markt', 'Reihe', 'Vorstellung', 'Führung'],
    subjects: [
      'des weißen Trüffels',
      'der Piadina',
      'der Gegenwartskunst',
      'der Barockmusik',
      'der Antiquitäten',
      'des Freiluftkinos',
      'des Sangiovese',
      'der Burgen Mathildes',
      'des Parmigiano Reggiano',
      'im Po-Delta',
    ],
    sentences: [
      'Ein Termin, auf den sich die ganze Region freut, mit Gästen, Werkstätten und Verkostungen.',
      'Das Programm umfasst kostenlose Führungen durch die Altstadt nach Anmeldung.',
      'Bei schlechtem Wetter findet die Veranstaltung in den überdachten Bereichen statt.',
      'Kostenlose Parkplätze und Shuttlebusse vom Bahnhof während der ganzen Veranstaltung.',
      'Freier Eintritt solange Plätze frei sind; Online-Anmeldung empfohlen.',
      'Die Werkstätten der Gegend stellen typische Produkte und traditionelle Rezepte vor.',
      'Für Familien gibt es am Nachmittag Aktivitäten für Kinder.',
      'Informationen beim Fremdenverkehrsamt und auf den sozialen Kanälen der Gemeinde.',
    ],
    keywords: 'veranstaltungen, emilia-romagna, tourismus',
  },
};

/** Share of the items that have each language (per cent). */
const LANGUAGE_SHARE: Readonly<Record<keyof typeof TEXTS, number>> = { it: 100, en: 50, de: 20 };

const CHUNK = 25_000;
const YEARS = 11;

/** An integer written into the SQL (only numbers this module computes). */
const int = (value: number): SQL => sql.raw(String(Math.trunc(value)));

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map(literal).join(', ')}]::text[]`);
}

/** A deterministic pseudo-random integer in [0, 2^32) from the item number `g` and a salt. */
function hash(g: SQL, salt: number): SQL {
  return sql`(hashint8((${g}::bigint << 8) | ${int(salt)})::bigint + 2147483648)`;
}

/** Element `hash % length` (1-based) of a SQL array of `length` elements. */
function pick(array: SQL, length: number, g: SQL, salt: number): SQL {
  return sql`(${array})[1 + ${hash(g, salt)} % ${int(length)}]`;
}

export interface SeedSummary {
  readonly items: number;
  readonly contents: Readonly<Record<string, number>>;
  readonly municipalityLinks: number;
  readonly themeLinks: number;
  readonly bolognaId: number;
  readonly seconds: number;
}

async function count(db: Db, table: string, where = 'true'): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return row?.n ?? 0;
}

/** What a seed needs from the base seed, and the last id of `table` (the seeded ids follow it). */
async function seedStart(
  db: Db,
  adminUsername: string,
  table: string,
): Promise<{ admin: { id: number }; bologna: { id: number }; municipalityIds: number[]; offset: number }> {
  const [admin] = await rows<{ id: number }>(db, sql`select id from users where username = ${adminUsername}`);
  const [bologna] = await rows<{ id: number }>(db, sql`select id from municipalities where istat = ${BOLOGNA_ISTAT}`);
  const municipalityIds = (await rows<{ id: number }>(db, sql`select id from municipalities order by id`)).map(
    (row) => row.id,
  );
  if (!admin || !bologna || municipalityIds.length === 0) throw new Error('seed: run the base seed first');
  const [last] = await rows<{ max: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as max from ${sql.identifier(table)}`,
  );
  return { admin, bologna, municipalityIds, offset: last?.max ?? 0 };
}

export async function seedNews(
  db: Db,
  options: { items: number; adminUsername: string; log: (message: string) => void },
): Promise<SeedSummary> {
  const started = performance.now();
  const { items } = options;
  const { admin, bologna, municipalityIds, offset } = await seedStart(db, options.adminUsername, 'news');

  const themes = await db
    .insert(categoriesTable)
    .values(THEMES.map((_, index) => ({ parent_id: THEME_MAIN_CATEGORY, order: index })))
    .returning({ id: categoriesTable.id });
  await db
    .insert(categoryContentsTable)
    .values(themes.flatMap((row, index) => categoryContents(row.id, THEMES[index] ?? { it: '', en: '' })));
  const themeIds = sql.raw(`array[${themes.map((row) => row.id).join(', ')}]::int[]`);
  const municipalities = sql.raw(`array[${municipalityIds.join(', ')}]::int[]`);

  const g = sql`g`;
  const id = sql`(${int(offset)} + g)`;
  // Publication date: spread evenly over the years by item number, with a few days of jitter.
  const published = sql`(timestamp '2015-01-01 08:00:00'
    + make_interval(secs => (g - 1)::float8 / ${int(items)} * ${int(YEARS * 365 * 86_400)}
    + (${hash(g, 1)} % 864000)::float8 - 432000))`;

  for (let low = 1; low <= items; low += CHUNK) {
    const high = Math.min(items, low + CHUNK - 1);
    const series = sql`generate_series(${int(low)}, ${int(high)}) g`;
    await db.execute(sql`insert into news (id, version, draft, created_at, updated_at, created_by, portal)
      select ${id}, 1, 0, ${published}, ${published}, ${int(admin.id)},
             case when ${hash(g, 2)} % 4 = 0 then '[1, 2]'::jsonb else '[2]'::jsonb end
        from ${series}`);

    for (const [lang, text] of Object.entries(TEXTS) as [keyof typeof TEXTS, LanguageText][]) {
      const share = LANGUAGE_SHARE[lang];
      const salt = { it: 10, en: 30, de: 50 }[lang];
      const kinds = textArray(text.kinds);
      const subjects = textArray(text.subjects);
      const sentences = textArray(text.sentences);
      const sentence = (n: number): SQL => pick(sentences, text.sentences.length, g, salt + 3 + n);
      const status = sql`case when ${hash(g, salt + 2)} % 100 < 60 then 1
        when ${hash(g, salt + 2)} % 100 < 85 then 2 else 3 end`;
      await db.execute(sql`insert into news_contents
          (item_id, draft, lang, title, slug, subtitle, excerpt, description, status, author, pub_date, google, social)
        select t.id, 0, ${lang}, t.title,
               trim(both '-' from regexp_replace(lower(t.title), '[^a-z0-9]+', '-', 'g')) || '-' || t.id,
               t.subtitle, t.excerpt, t.description, t.status, ${int(admin.id)},
               date_trunc('second', t.published),
               case when t.status = 1 then jsonb_build_object('keywords', ${text.keywords}::text,
                 'title', t.title, 'description', t.excerpt) end,
               case when t.status = 1 then jsonb_build_object('title', t.title, 'description', t.excerpt) end
          from (select ${id} as id,
                       ${pick(kinds, text.kinds.length, g, salt)} || ' ' || ${pick(subjects, text.subjects.length, g, salt + 1)}
                         || ' ' || extract(year from ${published})::int as title,
                       ${sentence(0)} as subtitle,
                       ${sentence(1)} || ' ' || ${sentence(2)} as excerpt,
                       '<p>' || ${sentence(3)} || ' ' || ${sentence(4)} || ' ' || ${sentence(5)} || '</p><p>'
                         || ${sentence(6)} || ' ' || ${sentence(7)} || '</p><p>' || ${sentence(8)} || '</p>' as description,
                       ${status} as status,
                       ${published} as published
                  from ${series}
                 where ${share >= 100 ? sql`true` : sql`${hash(g, salt + 9)} % 100 < ${int(share)}`}) t`);
    }

    await db.execute(sql`insert into news_municipalities (item_id, field, municipality_id)
      select ${id}, 'comune', case when ${hash(g, 70)} % 100 < 15 then ${int(bologna.id)}
                                   else ${pick(municipalities, municipalityIds.length, g, 71)} end
        from ${series}
      union
      select ${id}, 'comune', ${pick(municipalities, municipalityIds.length, g, 72)}
        from ${series} where ${hash(g, 73)} % 100 < 30`);

    await db.execute(sql`insert into news_categories (item_id, field, category_id, is_primary)
      select ${id}, 'theme', ${pick(themeIds, themes.length, g, 80)}, true
        from ${series} where ${hash(g, 81)} % 100 < 60
      union all
      select ${id}, 'theme', (${themeIds})[1 + (${hash(g, 80)} % ${int(themes.length)} + 1
                                               + ${hash(g, 82)} % ${int(themes.length - 1)}) % ${int(themes.length)}], false
        from ${series} where ${hash(g, 81)} % 100 < 60 and ${hash(g, 83)} % 100 < 33`);
    options.log(`  seeded ${high.toLocaleString('en')} / ${items.toLocaleString('en')} items`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('news', 'id'), (select max(id) from news))`);
  for (const table of ['news', 'news_contents', 'news_municipalities', 'news_categories', 'categories']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }

  const contents: Record<string, number> = {};
  for (const lang of Object.keys(TEXTS)) contents[lang] = await count(db, 'news_contents', `lang = '${lang}'`);
  return {
    items: await count(db, 'news', 'draft = 0'),
    contents,
    municipalityLinks: await count(db, 'news_municipalities'),
    themeLinks: await count(db, 'news_categories', `field = 'theme'`),
    bolognaId: bologna.id,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Kinds of place of the second entity's titles, per language. */
const PLACE_TITLES: Readonly<Record<'it' | 'en', readonly string[]>> = {
  it: ['Museo', 'Rocca', 'Chiesa', 'Teatro', 'Parco', 'Palazzo', 'Pieve', 'Torre'],
  en: ['Museum', 'Fortress', 'Church', 'Theatre', 'Park', 'Palace', 'Parish church', 'Tower'],
};

export interface PlaceSeedSummary {
  readonly items: number;
  readonly bolognaId: number;
  readonly seconds: number;
}

/** `items` places (see the head of this module), after the base seed. */
export async function seedPlaces(
  db: Db,
  options: { items: number; adminUsername: string; log: (message: string) => void },
): Promise<PlaceSeedSummary> {
  const started = performance.now();
  const { items } = options;
  const { admin, bologna, municipalityIds, offset } = await seedStart(db, options.adminUsername, 'place');
  const municipalities = sql.raw(`array[${municipalityIds.join(', ')}]::int[]`);
  const g = sql`g`;
  const id = sql`(${int(offset)} + g)`;
  const city = sql`case when ${hash(g, 90)} % 100 < 15 then ${int(bologna.id)}
    else ${pick(municipalities, municipalityIds.length, g, 91)} end`;

  for (let low = 1; low <= items; low += CHUNK) {
    const high = Math.min(items, low + CHUNK - 1);
    const series = sql`generate_series(${int(low)}, ${int(high)}) g`;
    await db.execute(sql`insert into place (id, version, draft, created_by, locations)
      select t.id, 1, 0, ${int(admin.id)},
             jsonb_build_object('address', 'Via Emilia', 'number', (t.id % 300 + 1)::text,
               'city', jsonb_build_object('id', mu.id, 'city', mu.name, 'province', p.nome,
                 'province_short', p.sigla, 'region', 'Emilia-Romagna', 'country', 'Italia'),
               'lat', 44 + (t.id % 1000) / 1000.0, 'lng', 10 + (t.id % 2000) / 1000.0)
        from (select ${id} as id, ${city} as city from ${series}) t
        join municipalities mu on mu.id = t.city join provinces p on p.id = mu.province_id`);
    for (const [lang, titles] of Object.entries(PLACE_TITLES) as ['it' | 'en', readonly string[]][]) {
      const salt = lang === 'it' ? 100 : 110;
      const status = sql`case when ${hash(g, salt + 2)} % 100 < 60 then 1
        when ${hash(g, salt + 2)} % 100 < 85 then 2 else 3 end`;
      await db.execute(sql`insert into place_contents (item_id, draft, lang, title, slug, status, author)
        select t.id, 0, ${lang}, t.title,
               trim(both '-' from regexp_replace(lower(t.title), '[^a-z0-9]+', '-', 'g')) || '-' || t.id,
               t.status, ${int(admin.id)}
          from (select ${id} as id, ${pick(textArray(titles), titles.length, g, salt)} || ' ' || ${id} as title,
                       ${status} as status
                  from ${series}
                 where ${lang === 'it' ? sql`true` : sql`${hash(g, salt + 9)} % 100 < 50`}) t`);
    }
    options.log(`  seeded ${high.toLocaleString('en')} / ${items.toLocaleString('en')} places`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('place', 'id'), (select max(id) from place))`);
  for (const table of ['place', 'place_contents']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return {
    items: await count(db, 'place', 'draft = 0'),
    bolognaId: bologna.id,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Children of main category 4 (Durata) the itineraries are spread over, as the editors name them. */
const DURATIONS: readonly { it: string; en: string }[] = [
  { it: 'Mezza giornata', en: 'Half a day' },
  { it: 'Una giornata', en: 'One day' },
  { it: 'Un weekend', en: 'A weekend' },
  { it: 'Più giorni', en: 'Several days' },
];

/** Main category of the itineraries' `durata` field (content.md section 9). */
const DURATION_MAIN_CATEGORY = 4;

const ITINERARY_TITLES: Readonly<Record<'it' | 'en', readonly string[]>> = {
  it: ['Sulle colline', 'Lungo il Po', 'Tra i castelli', 'In bicicletta', 'A piedi', 'Nei borghi', 'Al mare'],
  en: ['On the hills', 'Along the Po', 'Among the castles', 'By bike', 'On foot', 'In the villages', 'By the sea'],
};

export interface ItinerarySeedSummary {
  readonly items: number;
  /** The Durata category the filtered scenario asks for, and its items. */
  readonly durationId: number;
  readonly durationItems: number;
  readonly seconds: number;
}

/**
 * `items` itineraries after the base seed: Italian contents for every item and English for half,
 * status 1 (60 %), 2 (25 %) or 3 (15 %), and one Durata (a child of main category 4, created here)
 * in the categories relation (`itinerary_categories`, field `durata`) for 90 % of them, spread
 * evenly over the four durations.
 */
export async function seedItineraries(
  db: Db,
  options: { items: number; adminUsername: string; log: (message: string) => void },
): Promise<ItinerarySeedSummary> {
  const started = performance.now();
  const { items } = options;
  const { admin, offset } = await seedStart(db, options.adminUsername, 'itinerary');
  const durations = await db
    .insert(categoriesTable)
    .values(DURATIONS.map((_, index) => ({ parent_id: DURATION_MAIN_CATEGORY, order: index })))
    .returning({ id: categoriesTable.id });
  await db
    .insert(categoryContentsTable)
    .values(durations.flatMap((row, index) => categoryContents(row.id, DURATIONS[index] ?? { it: '', en: '' })));
  const durationIds = sql.raw(`array[${durations.map((row) => row.id).join(', ')}]::int[]`);
  const g = sql`g`;
  const id = sql`(${int(offset)} + g)`;
  for (let low = 1; low <= items; low += CHUNK) {
    const high = Math.min(items, low + CHUNK - 1);
    const series = sql`generate_series(${int(low)}, ${int(high)}) g`;
    await db.execute(sql`insert into itinerary (id, version, draft, created_by)
      select ${id}, 1, 0, ${int(admin.id)} from ${series}`);
    for (const [lang, titles] of Object.entries(ITINERARY_TITLES) as ['it' | 'en', readonly string[]][]) {
      const salt = lang === 'it' ? 200 : 210;
      const status = sql`case when ${hash(g, salt + 2)} % 100 < 60 then 1
        when ${hash(g, salt + 2)} % 100 < 85 then 2 else 3 end`;
      await db.execute(sql`insert into itinerary_contents (item_id, draft, lang, title, slug, status, author)
        select t.id, 0, ${lang}, t.title,
               trim(both '-' from regexp_replace(lower(t.title), '[^a-z0-9]+', '-', 'g')) || '-' || t.id,
               t.status, ${int(admin.id)}
          from (select ${id} as id, ${pick(textArray(titles), titles.length, g, salt)} || ' ' || ${id} as title,
                       ${status} as status
                  from ${series}
                 where ${lang === 'it' ? sql`true` : sql`${hash(g, salt + 9)} % 100 < 50`}) t`);
    }
    await db.execute(sql`insert into itinerary_categories (item_id, field, category_id, is_primary)
      select ${id}, 'durata', ${pick(durationIds, durations.length, g, 220)}, true
        from ${series} where ${hash(g, 221)} % 100 < 90`);
    options.log(`  seeded ${high.toLocaleString('en')} / ${items.toLocaleString('en')} itineraries`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('itinerary', 'id'), (select max(id) from itinerary))`);
  for (const table of ['itinerary', 'itinerary_contents', 'itinerary_categories', 'categories']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const durationId = durations[0]?.id ?? 0;
  return {
    items: await count(db, 'itinerary', 'draft = 0'),
    durationId,
    durationItems: await count(db, 'itinerary_categories', `field = 'durata' and category_id = ${durationId}`),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Titles of the events, per language. */
const EVENT_TITLES: Readonly<Record<'it' | 'en', readonly string[]>> = {
  it: ['Sagra', 'Festival', 'Mostra', 'Concerto', 'Mercatino', 'Rassegna', 'Fiera', 'Visita guidata'],
  en: ['Festival', 'Fair', 'Exhibition', 'Concert', 'Market', 'Season', 'Show', 'Guided tour'],
};

/** Where the events' days are: the list field whose entries hold a schedule, and that member. */
export interface EventDaysField {
  readonly list: string;
  readonly member: string;
}

export interface EventSeedSummary {
  readonly items: number;
  /** Days kept in all (the union per item), and the items that happen in the month asked for. */
  readonly days: number;
  readonly inMonth: number;
  readonly seconds: number;
}

/** The first and last day the events' days are spread over. */
export const EVENT_SPAN = { from: '2024-01-01', years: 4 } as const;

/**
 * `items` events after the base seed, each one stage whose schedule is written in `days.list`
 * (`[{order, <days.member>: {start, end, includes, excludes, weekdays}}]`) and, beside it, the
 * occurrence days the server would keep (`occurrence_days`, the same days as a `datemultirange`):
 * - 85 %: 1 to 10 consecutive days, every weekday, starting on any day of the four years from
 *   2024-01-01;
 * - 12 %: a weekly event (one of Friday, Saturday, Sunday) over 2 to 6 months;
 * - 3 %: a year-long event, every day.
 * Italian contents for every item and English for half, status 1 (60 %), 2 (25 %) or 3 (15 %).
 */
export async function seedEvents(
  db: Db,
  entity: string,
  days: EventDaysField,
  options: {
    items: number;
    adminUsername: string;
    month: { from: string; to: string };
    log: (message: string) => void;
  },
): Promise<EventSeedSummary> {
  const started = performance.now();
  const { items } = options;
  const { admin, offset } = await seedStart(db, options.adminUsername, entity);
  const contents = `${entity}_contents`;
  const g = sql`g`;
  const id = sql`(${int(offset)} + g)`;
  const spanDays = EVENT_SPAN.years * 365;
  // The shape of each event, its first day, its last day and its weekday (ISO: 5 Friday .. 7 Sunday).
  const shape = sql`case when ${hash(g, 300)} % 100 < 85 then 'short' when ${hash(g, 300)} % 100 < 97 then 'weekly'
    else 'year' end`;
  const start = sql`(${EVENT_SPAN.from}::date + (${hash(g, 301)} % ${int(spanDays)})::int)`;
  const length = sql`case t.shape when 'short' then (${hash(g, 302)} % 10)::int
    when 'weekly' then (60 + ${hash(g, 303)} % 121)::int else 364 end`;
  const weekday = sql`(5 + ${hash(g, 304)} % 3)::int`;
  const flags = (weekdaySql: SQL): SQL =>
    sql`jsonb_build_object('lun', 0, 'mar', 0, 'mer', 0, 'gio', 0,
      'ven', (${weekdaySql} = 5)::int, 'sab', (${weekdaySql} = 6)::int, 'dom', (${weekdaySql} = 7)::int)`;
  const everyDay = sql`jsonb_build_object('lun', 1, 'mar', 1, 'mer', 1, 'gio', 1, 'ven', 1, 'sab', 1, 'dom', 1)`;
  for (let low = 1; low <= items; low += CHUNK) {
    const high = Math.min(items, low + CHUNK - 1);
    const series = sql`generate_series(${int(low)}, ${int(high)}) g`;
    await db.execute(sql`insert into ${sql.identifier(entity)} (id, version, draft, created_by, ${sql.identifier(days.list)}, ${sql.identifier(OCCURRENCE_COLUMN)})
      select u.id, 1, 0, ${int(admin.id)},
             jsonb_build_array(jsonb_build_object('order', 1, ${days.member}::text, jsonb_build_object(
               'start', to_char(u.first, 'YYYY-MM-DD'), 'end', to_char(u.last, 'YYYY-MM-DD'),
               'includes', '[]'::jsonb, 'excludes', '[]'::jsonb,
               'weekdays', case when u.shape = 'weekly' then ${flags(sql`u.weekday`)} else ${everyDay} end))),
             case when u.shape = 'weekly'
               then (select range_agg(daterange(d::date, d::date, '[]')) from generate_series(u.first, u.last, interval '1 day') d
                      where extract(isodow from d) = u.weekday)
               else datemultirange(daterange(u.first, u.last, '[]')) end
        from (select t.id, t.shape, t.first, t.first + ${length} as last, t.weekday
                from (select ${id} as id, ${shape} as shape, ${start} as first, ${weekday} as weekday, g
                        from ${series}) t) u`);
    for (const [lang, titles] of Object.entries(EVENT_TITLES) as ['it' | 'en', readonly string[]][]) {
      const salt = lang === 'it' ? 310 : 320;
      const status = sql`case when ${hash(g, salt + 2)} % 100 < 60 then 1
        when ${hash(g, salt + 2)} % 100 < 85 then 2 else 3 end`;
      await db.execute(sql`insert into ${sql.identifier(contents)} (item_id, draft, lang, title, slug, status, author)
        select t.id, 0, ${lang}, t.title,
               trim(both '-' from regexp_replace(lower(t.title), '[^a-z0-9]+', '-', 'g')) || '-' || t.id,
               t.status, ${int(admin.id)}
          from (select ${id} as id, ${pick(textArray(titles), titles.length, g, salt)} || ' ' || ${id} as title,
                       ${status} as status
                  from ${series}
                 where ${lang === 'it' ? sql`true` : sql`${hash(g, salt + 9)} % 100 < 50`}) t`);
    }
    options.log(`  seeded ${high.toLocaleString('en')} / ${items.toLocaleString('en')} events`);
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${entity}, 'id'), (select max(id) from ${sql.identifier(entity)}))`,
  );
  for (const table of [entity, contents]) await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  const column = sql.identifier(OCCURRENCE_COLUMN);
  const [kept] = await rows<{ days: number; month: number }>(
    db,
    sql`select coalesce(sum((select sum(upper(r) - lower(r)) from unnest(${column}) r)), 0)::int as days,
               count(*) filter (where ${column} && daterange(${options.month.from}::date, ${options.month.to}::date, '[]'))::int as month
          from ${sql.identifier(entity)} where draft = 0`,
  );
  return {
    items: await count(db, entity, 'draft = 0'),
    days: kept?.days ?? 0,
    inMonth: kept?.month ?? 0,
    seconds: (performance.now() - started) / 1000,
  };
}
