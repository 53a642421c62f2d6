/**
 * Demo content, so that a fresh back office has something to show: news, press review, webcams,
 * licences, tags and templates about tourism in Emilia-Romagna. Items are API payloads (the
 * POST bodies, typed with the generated input types and valid under the generated validators)
 * handed to the server's save engine through `create`, which validates them, fills what the
 * server fills (author, slugs left empty, permalinks) and inserts them; nothing here writes an
 * entity row. Only the demo categories (children of fixed main categories) are written directly.
 *
 * Places, dates and facts are real where they are stated; press-review sources and webcam
 * streams are fictitious and point to reserved example domains.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  categoriesTable,
  categoryContentsTable,
  municipalitiesTable,
  provincesTable,
  systemStateTable,
} from '../../../core/db/platform';
import { slugify } from '../../../core/slugify';
import type { z } from 'zod';
import type { diconoMeta } from '../../../generated/entities/dicono/meta';
import type { DiconoItem, diconoContent } from '../../../generated/entities/dicono/schema';
import type { licenceMeta } from '../../../generated/entities/licence/meta';
import type { LicenceItem, licenceContent } from '../../../generated/entities/licence/schema';
import type { newsMeta } from '../../../generated/entities/news/meta';
import type { NewsItem, newsContent } from '../../../generated/entities/news/schema';
import type { TagsItem } from '../../../generated/entities/tags/schema';
import type { TemplatesItem } from '../../../generated/entities/templates/schema';
import type { webcamMeta } from '../../../generated/entities/webcam/meta';
import type { WebcamItem, webcamContent } from '../../../generated/entities/webcam/schema';
import { entityNames, type EntityName } from '../../../generated/registry';
import type { Executor } from '../client';
import { categoryContents } from './categories';

/** The server's generic save: validates the body, inserts the item and answers its id. */
export type CreateEntity = (entity: EntityName, body: unknown) => Promise<number>;

/** Demo items created so far (demo key → id), so that a failed run resumes without duplicates. */
export const DEMO_PROGRESS_KEY = 'seed.demo.progress';

// ---------------------------------------------------------------------------------------------
// Categories

interface DemoCategory {
  readonly parent: number;
  readonly it: string;
  readonly en: string;
}

/**
 * Children of fixed main categories that the demo items use. Destinations are the fixed ones
 * (2001-2003, created by `seedCategories`). Main 15 (news categories) gets children too, for the
 * category screens, although the news schema has no main-15 field.
 */
const DEMO_CATEGORIES = {
  festival: { parent: 1, it: 'Festival e manifestazioni', en: 'Festivals and events' },
  museums: { parent: 1, it: 'Mostre e musei', en: 'Exhibitions and museums' },
  guidedTours: { parent: 1, it: 'Visite guidate', en: 'Guided tours' },
  outdoor: { parent: 1, it: 'Sport e outdoor', en: 'Sport and outdoors' },
  pressNational: { parent: 4, it: 'Stampa nazionale', en: 'National press' },
  pressInternational: { parent: 4, it: 'Stampa internazionale', en: 'International press' },
  pressWeb: { parent: 4, it: 'Web e blog', en: 'Web and blogs' },
  art: { parent: 5, it: 'Arte e cultura', en: 'Art and culture' },
  seaside: { parent: 5, it: 'Mare', en: 'Seaside' },
  apennines: { parent: 5, it: 'Appennino e natura', en: 'Apennines and nature' },
  food: { parent: 5, it: 'Enogastronomia', en: 'Food and wine' },
  motorValley: { parent: 5, it: 'Motor Valley', en: 'Motor Valley' },
  spas: { parent: 5, it: 'Terme e benessere', en: 'Spas and wellness' },
  cycling: { parent: 5, it: 'Cicloturismo', en: 'Cycling holidays' },
  families: { parent: 6, it: 'Famiglie', en: 'Families' },
  couples: { parent: 6, it: 'Coppie', en: 'Couples' },
  young: { parent: 6, it: 'Giovani', en: 'Young people' },
  sporty: { parent: 6, it: 'Sportivi', en: 'Sports lovers' },
  schools: { parent: 6, it: 'Scuole e gruppi', en: 'Schools and groups' },
  webcamSea: { parent: 7, it: 'Mare', en: 'Seaside' },
  webcamMountain: { parent: 7, it: 'Montagna', en: 'Mountains' },
  webcamCity: { parent: 7, it: 'Città', en: 'Cities' },
  newsLocal: { parent: 15, it: 'Notizie dal territorio', en: 'Local news' },
  newsEvents: { parent: 15, it: 'Eventi', en: 'Events' },
  newsPress: { parent: 15, it: 'Comunicati stampa', en: 'Press releases' },
} as const satisfies Record<string, DemoCategory>;

type DemoCategoryKey = keyof typeof DEMO_CATEGORIES;

/** The fixed destinations (content.md, "Destination options"). */
const EMILIA = 2001;
const ROMAGNA = 2002;
const BOLOGNA_MODENA = 2003;

/**
 * Creates the demo categories that are missing, looked up by parent and Italian title (a category
 * an editor has renamed is created again under its demo title).
 */
async function seedDemoCategories(db: Executor): Promise<Record<DemoCategoryKey, number>> {
  const keys = Object.keys(DEMO_CATEGORIES) as DemoCategoryKey[];
  const parents = [...new Set(keys.map((key) => DEMO_CATEGORIES[key].parent))];
  const existing = await db
    .select({ id: categoriesTable.id, parent: categoriesTable.parent_id, title: categoryContentsTable.title })
    .from(categoriesTable)
    .innerJoin(
      categoryContentsTable,
      and(eq(categoryContentsTable.category_id, categoriesTable.id), eq(categoryContentsTable.lang, 'it')),
    )
    .where(inArray(categoriesTable.parent_id, parents));
  const ids = {} as Record<DemoCategoryKey, number>;
  const order = new Map<number, number>();
  for (const key of keys) {
    const category = DEMO_CATEGORIES[key];
    const position = (order.get(category.parent) ?? 0) + 1;
    order.set(category.parent, position);
    const found = existing.find((row) => row.parent === category.parent && row.title === category.it);
    if (found) {
      ids[key] = found.id;
      continue;
    }
    const [row] = await db
      .insert(categoriesTable)
      .values({ parent_id: category.parent, order: position })
      .returning({ id: categoriesTable.id });
    if (!row) throw new Error(`cannot create the demo category '${category.it}'`);
    await db.insert(categoryContentsTable).values(categoryContents(row.id, category));
    ids[key] = row.id;
  }
  return ids;
}

/** The ids of some chosen categories, the first one primary. */
function chosen(ids: readonly number[]): { ids: number[]; primary: number | null } {
  return { ids: [...ids], primary: ids[0] ?? null };
}

// ---------------------------------------------------------------------------------------------
// Municipalities

const ISTAT = {
  bagnoDiRomagna: '040001',
  bologna: '037006',
  brisighella: '039004',
  castellArquato: '033012',
  castrocaro: '040005',
  cattolica: '099002',
  cervia: '039007',
  cesenatico: '040008',
  comacchio: '038006',
  dozza: '037025',
  fanano: '036011',
  ferrara: '038008',
  imola: '037032',
  langhirano: '034018',
  lizzanoInBelvedere: '037033',
  maranello: '036019',
  mirandola: '036022',
  modena: '036023',
  parma: '034027',
  ravenna: '039014',
  riccione: '099013',
  rimini: '099014',
  salaBolognese: '037050',
  salsomaggiore: '034032',
  sestola: '036043',
} as const;

type ComuneKey = keyof typeof ISTAT;

/** A municipality as an address's `city` (the shape of the address box). */
interface City {
  id: number;
  city: string;
  province: string;
  province_short: string;
  region: string;
  zip_code: string;
  country: string;
}

async function loadCities(db: Executor): Promise<Record<ComuneKey, City>> {
  const keys = Object.keys(ISTAT) as ComuneKey[];
  const found = await db
    .select({
      id: municipalitiesTable.id,
      istat: municipalitiesTable.istat,
      name: municipalitiesTable.name,
      cap: municipalitiesTable.cap,
      province: provincesTable.nome,
      sigla: provincesTable.sigla,
    })
    .from(municipalitiesTable)
    .innerJoin(provincesTable, eq(provincesTable.id, municipalitiesTable.province_id))
    .where(
      inArray(
        municipalitiesTable.istat,
        keys.map((key) => ISTAT[key]),
      ),
    );
  const cities = {} as Record<ComuneKey, City>;
  for (const key of keys) {
    const row = found.find((candidate) => candidate.istat === ISTAT[key]);
    if (!row) throw new Error(`municipality ${ISTAT[key]} (${key}) missing: seed the geography first`);
    cities[key] = {
      id: row.id,
      city: row.name,
      province: row.province,
      province_short: row.sigla,
      region: 'Emilia-Romagna',
      zip_code: row.cap[0] ?? '',
      country: 'Italia',
    };
  }
  return cities;
}

// ---------------------------------------------------------------------------------------------
// Payloads

/**
 * Payload types derived from the generated input types (`NewsItem`...), loosened where those are
 * off (both are typing issues of core/validation.ts, reported; the runtime validators are right):
 * - they lack `contents`: `item()` returns a union of the object with contents and the one
 *   without, which TypeScript reduces to the latter (the former is its subtype);
 * - they mark optional fields as required keys accepting undefined (`presence()` returns
 *   `ZodOptional<T> | T`), hence `Partial`.
 * Property names and value types are still checked; the test validates every payload with the
 * generated validators.
 */
type Loose<Item> = Partial<Item>;
type Payload<Item, Content extends z.ZodType, Meta extends { readonly languages: readonly string[] }> = Loose<Item> & {
  contents: Partial<Record<Meta['languages'][number], Loose<z.input<Content>>>>;
};

type NewsPayload = Payload<NewsItem, typeof newsContent, typeof newsMeta>;
type DiconoPayload = Payload<DiconoItem, typeof diconoContent, typeof diconoMeta>;
type LicencePayload = Payload<LicenceItem, typeof licenceContent, typeof licenceMeta>;
type WebcamPayload = Payload<WebcamItem, typeof webcamContent, typeof webcamMeta>;

interface Tag {
  id: number;
  name: string;
}

interface Refs {
  readonly category: Record<DemoCategoryKey, number>;
  readonly city: Record<ComuneKey, City>;
  readonly tag: (name: TagName) => Tag;
}

const TAG_NAMES = [
  'Mare',
  'Appennino',
  "Città d'arte",
  'Enogastronomia',
  'Borghi',
  'Cicloturismo',
  'Terme',
  'Motor Valley',
  'UNESCO',
  'Famiglie',
] as const;

type TagName = (typeof TAG_NAMES)[number];

function tagPayloads(): Loose<TagsItem>[] {
  return TAG_NAMES.map((name) => ({ name, lang: 'it' }));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Paragraphs as the rich-text editor writes them. */
function html(paragraphs: readonly string[]): string {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
}

type NewsContent = Loose<z.input<typeof newsContent>>;

interface ArticleText {
  readonly title: string;
  readonly subtitle: string;
  readonly excerpt: string;
  readonly paragraphs: readonly string[];
  /** Search-engine and social texts: required to publish. */
  readonly seo?: {
    readonly keywords: string;
    readonly title: string;
    /** At most 170 characters. */
    readonly description: string;
    readonly socialTitle: string;
    readonly socialDescription: string;
  };
}

/** One language of a news item; `tags` only in Italian (the demo tags are Italian). */
function article(text: ArticleText, status: 1 | 2 | 3, pubDate: string, tags: readonly Tag[] = []): NewsContent {
  const content = {
    title: text.title,
    slug: slugify(text.title),
    subtitle: text.subtitle,
    excerpt: text.excerpt,
    description: html(text.paragraphs),
    pub_date: pubDate,
    tags: [...tags],
    ...(text.seo && {
      google: { keywords: text.seo.keywords, title: text.seo.title, description: text.seo.description },
      social: { title: text.seo.socialTitle, description: text.seo.socialDescription },
    }),
  };
  return status === 1 ? { ...content, status } : { ...content, status };
}

function newsPayloads({ category: c, city, tag }: Refs): NewsPayload[] {
  return [
    {
      contents: {
        it: article(
          {
            title: 'Bologna, i portici patrimonio UNESCO: nuove passeggiate guidate',
            subtitle:
              'Dal centro storico al Santuario di San Luca, quasi 62 chilometri di storia da percorrere a piedi',
            excerpt:
              'Quasi 62 chilometri di portici, patrimonio mondiale UNESCO dal 2021, raccontati in una serie di passeggiate guidate per scoprire Bologna al riparo da sole e pioggia.',
            paragraphs: [
              "I portici di Bologna sono iscritti nella Lista del patrimonio mondiale dell'UNESCO dal 2021: un sistema unico al mondo che accompagna residenti e visitatori per quasi 62 chilometri, dal cuore medievale della città fino alle colline.",
              'Le nuove passeggiate guidate partono da Piazza Maggiore e toccano i portici più rappresentativi: quello di Santa Maria dei Servi, il portico in legno di Casa Isolani in Strada Maggiore e il lungo porticato che sale al Santuario della Madonna di San Luca, con i suoi 666 archi.',
              'Le visite durano circa due ore e sono adatte anche alle famiglie. Si consiglia di indossare scarpe comode: il tratto finale verso San Luca è in salita.',
            ],
            seo: {
              keywords: 'Bologna, portici, UNESCO, passeggiate guidate, San Luca',
              title: 'Portici di Bologna UNESCO: passeggiate guidate',
              description:
                'Passeggiate guidate sotto i portici di Bologna, patrimonio mondiale UNESCO: dal centro storico al Santuario di San Luca.',
              socialTitle: 'Bologna e i suoi portici UNESCO',
              socialDescription:
                'Quasi 62 chilometri di portici da scoprire con una guida, dal centro storico fino a San Luca.',
            },
          },
          1,
          '2026-11-16 10:00:00',
          [tag('UNESCO'), tag("Città d'arte")],
        ),
        en: article(
          {
            title: "Bologna's UNESCO porticoes: new guided walks",
            subtitle: 'From the historic centre to the Sanctuary of San Luca, almost 62 kilometres of history on foot',
            excerpt:
              'Almost 62 kilometres of porticoes, a UNESCO World Heritage Site since 2021, explored on a series of guided walks to discover Bologna sheltered from sun and rain.',
            paragraphs: [
              "The porticoes of Bologna have been on UNESCO's World Heritage List since 2021: a system unique in the world that accompanies residents and visitors for almost 62 kilometres, from the medieval heart of the city up into the hills.",
              'The new guided walks start from Piazza Maggiore and take in the most representative porticoes: Santa Maria dei Servi, the wooden portico of Casa Isolani on Strada Maggiore and the long arcade climbing to the Sanctuary of the Madonna di San Luca, with its 666 arches.',
              'Walks last about two hours and are suitable for families. Comfortable shoes are recommended: the final stretch towards San Luca is uphill.',
            ],
            seo: {
              keywords: 'Bologna, porticoes, UNESCO, guided walks, San Luca',
              title: "Bologna's UNESCO porticoes: guided walks",
              description:
                'Guided walks under the porticoes of Bologna, a UNESCO World Heritage Site: from the historic centre to the Sanctuary of San Luca.',
              socialTitle: 'Bologna and its UNESCO porticoes',
              socialDescription:
                'Almost 62 kilometres of porticoes to discover with a guide, from the historic centre to San Luca.',
            },
          },
          1,
          '2026-11-16 10:00:00',
        ),
        de: article(
          {
            title: 'Bolognas Laubengänge, UNESCO-Welterbe: neue geführte Spaziergänge',
            subtitle: 'Von der Altstadt bis zur Wallfahrtskirche San Luca: fast 62 Kilometer Geschichte zu Fuß',
            excerpt:
              'Fast 62 Kilometer Laubengänge, seit 2021 UNESCO-Welterbe, auf geführten Spaziergängen entdecken: Bologna geschützt vor Sonne und Regen.',
            paragraphs: [
              'Die Laubengänge von Bologna stehen seit 2021 auf der Welterbeliste der UNESCO: ein weltweit einzigartiges System, das Einheimische und Besucher auf fast 62 Kilometern begleitet, vom mittelalterlichen Stadtkern bis in die Hügel.',
              'Die neuen Führungen beginnen an der Piazza Maggiore und führen zu den schönsten Laubengängen: Santa Maria dei Servi, dem hölzernen Portikus der Casa Isolani in der Strada Maggiore und dem langen Bogengang mit seinen 666 Bögen hinauf zur Wallfahrtskirche Madonna di San Luca.',
              'Die Spaziergänge dauern etwa zwei Stunden und eignen sich auch für Familien. Bequeme Schuhe werden empfohlen: Das letzte Stück nach San Luca führt bergauf.',
            ],
            seo: {
              keywords: 'Bologna, Laubengänge, UNESCO, Führungen, San Luca',
              title: 'Laubengänge von Bologna: geführte Spaziergänge',
              description:
                'Geführte Spaziergänge unter den Laubengängen von Bologna, UNESCO-Welterbe: von der Altstadt bis zur Wallfahrtskirche San Luca.',
              socialTitle: 'Bologna und seine Laubengänge',
              socialDescription:
                'Fast 62 Kilometer Laubengänge mit einem Guide entdecken, von der Altstadt bis nach San Luca.',
            },
          },
          1,
          '2026-11-16 10:00:00',
        ),
      },
      locations: {
        venue: 'Piazza Maggiore',
        address: 'Piazza Maggiore',
        number: '6',
        city: city.bologna,
        lat: 44.4938,
        lng: 11.3426,
      },
      portal: [1, 2],
      comune: [city.bologna.id],
      destinazione: chosen([BOLOGNA_MODENA]),
      category: chosen([c.guidedTours]),
      target: chosen([c.families, c.couples]),
      theme: chosen([c.art]),
    },
    {
      contents: {
        it: article(
          {
            title: 'La Notte Rosa accende la Riviera romagnola',
            subtitle:
              "Concerti, spettacoli e fuochi d'artificio lungo 110 chilometri di costa, da Comacchio a Cattolica",
            excerpt:
              "Torna il capodanno dell'estate: un fine settimana di musica, spettacoli e fuochi d'artificio sulle spiagge e nelle piazze della Riviera, da vivere fino all'alba.",
            paragraphs: [
              "La Notte Rosa è la grande festa dell'estate in Riviera: per un intero fine settimana le località della costa, dai Lidi di Comacchio a Cattolica, si colorano di rosa con concerti, spettacoli di strada, mostre e fuochi d'artificio a mezzanotte.",
              "Il programma coinvolge spiagge, piazze, porti e centri storici, con appuntamenti gratuiti per tutte le età. Molti stabilimenti balneari restano aperti fino all'alba, per salutare il sorgere del sole sul mare.",
              "Per muoversi tra una località e l'altra è consigliato l'uso dei mezzi pubblici e delle navette attivate per l'occasione.",
            ],
            seo: {
              keywords: "Notte Rosa, Riviera romagnola, concerti, fuochi d'artificio, estate",
              title: 'Notte Rosa in Riviera romagnola: il programma',
              description:
                "Concerti, spettacoli e fuochi d'artificio sulla Riviera romagnola: la Notte Rosa, il capodanno dell'estate, da Comacchio a Cattolica.",
              socialTitle: "Notte Rosa, il capodanno dell'estate",
              socialDescription:
                "Un fine settimana di musica e spettacoli sulla Riviera romagnola, da vivere fino all'alba.",
            },
          },
          1,
          '2026-06-10 09:00:00',
          [tag('Mare')],
        ),
        en: article(
          {
            title: 'La Notte Rosa lights up the Romagna Riviera',
            subtitle: 'Concerts, shows and fireworks along 110 kilometres of coast, from Comacchio to Cattolica',
            excerpt:
              "The summer's New Year's Eve is back: a weekend of music, shows and fireworks on the beaches and squares of the Riviera, lasting until dawn.",
            paragraphs: [
              'La Notte Rosa (the Pink Night) is the great summer festival of the Riviera: for a whole weekend the coastal resorts, from the Lidi di Comacchio to Cattolica, turn pink with concerts, street performances, exhibitions and fireworks at midnight.',
              'The programme takes in beaches, squares, harbours and historic centres, with free events for all ages. Many beach clubs stay open until dawn to greet the sunrise over the sea.',
              'Public transport and the shuttle buses laid on for the occasion are the best way to move between resorts.',
            ],
            seo: {
              keywords: 'Notte Rosa, Romagna Riviera, concerts, fireworks, summer',
              title: 'Notte Rosa on the Romagna Riviera: the programme',
              description:
                "Concerts, shows and fireworks on the Romagna Riviera: the Notte Rosa, the summer's New Year's Eve, from Comacchio to Cattolica.",
              socialTitle: "Notte Rosa, the summer's New Year's Eve",
              socialDescription: 'A weekend of music and shows on the Romagna Riviera, lasting until dawn.',
            },
          },
          1,
          '2026-06-10 09:00:00',
        ),
      },
      portal: [1, 3],
      comune: [city.rimini.id, city.riccione.id, city.cattolica.id, city.cesenatico.id, city.cervia.id],
      destinazione: chosen([ROMAGNA]),
      category: chosen([c.festival]),
      target: chosen([c.young, c.families]),
      theme: chosen([c.seaside]),
    },
    {
      contents: {
        it: article(
          {
            title: 'Parma, nella Food Valley tra prosciutto e Parmigiano Reggiano',
            subtitle:
              'Caseifici e prosciuttifici aprono le porte ai visitatori per raccontare le eccellenze del territorio',
            excerpt:
              'Un itinerario del gusto tra caseifici, prosciuttifici e cantine: nella provincia di Parma le grandi eccellenze DOP si scoprono direttamente nei luoghi in cui nascono.',
            paragraphs: [
              'Parma, Città Creativa UNESCO per la gastronomia, è il cuore della Food Valley emiliana. Qui nascono due simboli della cucina italiana nel mondo: il Prosciutto di Parma e il Parmigiano Reggiano.',
              'Molti caseifici accolgono i visitatori al mattino presto, quando il latte diventa formaggio sotto gli occhi degli ospiti; a Langhirano, sulle colline lungo il torrente Parma, i prosciuttifici mostrano le sale di stagionatura dove le cosce riposano per mesi.',
              'Le visite si concludono con una degustazione e si possono abbinare a una sosta nelle cantine dei Colli di Parma. È consigliata la prenotazione.',
            ],
            seo: {
              keywords: 'Parma, Food Valley, Parmigiano Reggiano, Prosciutto di Parma, enogastronomia',
              title: 'Parma e la Food Valley: visite a caseifici e prosciuttifici',
              description:
                'Visite guidate e degustazioni nei caseifici del Parmigiano Reggiano e nei prosciuttifici di Langhirano, nel cuore della Food Valley.',
              socialTitle: 'Nella Food Valley di Parma',
              socialDescription:
                'Caseifici e prosciuttifici aperti ai visitatori: le eccellenze di Parma si scoprono dove nascono.',
            },
          },
          1,
          '2026-10-05 11:30:00',
          [tag('Enogastronomia')],
        ),
        en: article(
          {
            title: 'Parma, in the Food Valley of ham and Parmigiano Reggiano',
            subtitle: "Cheese dairies and ham producers open their doors to tell the story of the area's specialities",
            excerpt:
              'A food trail among cheese dairies, ham producers and wineries: in the province of Parma the great PDO specialities can be discovered where they are made.',
            paragraphs: [
              "Parma, a UNESCO Creative City of Gastronomy, is the heart of Emilia's Food Valley. It is the home of two symbols of Italian cuisine around the world: Prosciutto di Parma and Parmigiano Reggiano.",
              "Many dairies welcome visitors early in the morning, when milk turns into cheese before the guests' eyes; in Langhirano, in the hills along the Parma stream, ham producers show the curing rooms where the hams rest for months.",
              'Visits end with a tasting and can be combined with a stop at the wineries of the Colli di Parma. Booking is recommended.',
            ],
            seo: {
              keywords: 'Parma, Food Valley, Parmigiano Reggiano, Parma ham, food and wine',
              title: 'Parma and the Food Valley: dairy and ham producer visits',
              description:
                'Guided visits and tastings at Parmigiano Reggiano dairies and Langhirano ham producers, in the heart of the Food Valley.',
              socialTitle: "In Parma's Food Valley",
              socialDescription:
                "Cheese dairies and ham producers open to visitors: Parma's specialities discovered where they are made.",
            },
          },
          1,
          '2026-10-05 11:30:00',
        ),
      },
      portal: [1, 2],
      comune: [city.parma.id, city.langhirano.id],
      destinazione: chosen([EMILIA]),
      category: chosen([c.guidedTours]),
      target: chosen([c.couples]),
      theme: chosen([c.food]),
    },
    {
      contents: {
        it: article(
          {
            title: 'Il Delta del Po in bicicletta, tra valli e lagune',
            subtitle: 'Percorsi pianeggianti sugli argini per scoprire il Parco del Delta e i suoi fenicotteri',
            excerpt:
              'Argini, valli salmastre e antichi casoni: il Delta del Po si esplora al meglio in bicicletta, su itinerari pianeggianti adatti a tutti, con soste per il birdwatching.',
            paragraphs: [
              "Il Parco del Delta del Po dell'Emilia-Romagna è una delle zone umide più importanti d'Europa. Le sue valli e lagune ospitano colonie di fenicotteri rosa, aironi e cavalieri d'Italia, osservabili da capanni e torrette lungo i percorsi.",
              'Da Comacchio, la piccola Venezia dei Trepponti, partono itinerari ciclabili sugli argini delle Valli di Comacchio e verso la costa. I percorsi sono pianeggianti e adatti anche a chi pedala poco.',
              'In primavera e in autunno la luce e le migrazioni rendono il paesaggio particolarmente suggestivo. Nei centri principali è possibile noleggiare biciclette, anche a pedalata assistita.',
            ],
            seo: {
              keywords: 'Delta del Po, Comacchio, bicicletta, cicloturismo, birdwatching',
              title: 'Delta del Po in bicicletta: itinerari tra valli e lagune',
              description:
                'Itinerari in bicicletta nel Parco del Delta del Po: da Comacchio lungo gli argini delle valli, tra fenicotteri rosa e antichi casoni.',
              socialTitle: 'Il Delta del Po in bicicletta',
              socialDescription:
                'Percorsi pianeggianti tra valli e lagune, con fenicotteri rosa e aironi a portata di binocolo.',
            },
          },
          1,
          '2026-09-12 08:45:00',
          [tag('Cicloturismo')],
        ),
        de: article(
          {
            title: 'Das Po-Delta mit dem Fahrrad, zwischen Lagunen und Valli',
            subtitle: 'Flache Wege auf den Deichen durch den Park des Po-Deltas und zu seinen Flamingos',
            excerpt:
              'Deiche, Brackwasserlagunen und alte Fischerhütten: Das Po-Delta entdeckt man am besten mit dem Fahrrad, auf flachen Routen für alle, mit Pausen zur Vogelbeobachtung.',
            paragraphs: [
              'Der Park des Po-Deltas in der Emilia-Romagna ist eines der wichtigsten Feuchtgebiete Europas. In seinen Lagunen leben Kolonien von Rosaflamingos, Reihern und Stelzenläufern, die man von Beobachtungshütten und Türmen entlang der Wege aus sehen kann.',
              'Von Comacchio, dem kleinen Venedig mit der Brücke Trepponti, führen Radwege über die Deiche der Valli di Comacchio bis zur Küste. Die Strecken sind flach und auch für Gelegenheitsradler geeignet.',
              'Im Frühjahr und im Herbst machen das Licht und der Vogelzug die Landschaft besonders reizvoll. In den größeren Orten kann man Fahrräder und E-Bikes mieten.',
            ],
            seo: {
              keywords: 'Po-Delta, Comacchio, Fahrrad, Radtourismus, Vogelbeobachtung',
              title: 'Das Po-Delta mit dem Fahrrad: Routen durch die Lagunen',
              description:
                'Radtouren im Park des Po-Deltas: von Comacchio über die Deiche der Lagunen, zwischen Rosaflamingos und alten Fischerhütten.',
              socialTitle: 'Das Po-Delta mit dem Fahrrad',
              socialDescription: 'Flache Routen durch Lagunen und Valli, mit Flamingos und Reihern in Sichtweite.',
            },
          },
          1,
          '2026-09-12 08:45:00',
        ),
      },
      locations: {
        venue: 'Trepponti',
        address: 'Via della Pescheria',
        city: city.comacchio,
        lat: 44.6946,
        lng: 12.1833,
      },
      portal: [1, 2],
      comune: [city.comacchio.id],
      destinazione: chosen([EMILIA]),
      category: chosen([c.outdoor]),
      target: chosen([c.families, c.sporty]),
      theme: chosen([c.cycling, c.apennines]),
    },
    {
      contents: {
        it: article(
          {
            title: 'Motor Valley, la terra dei motori apre musei e collezioni',
            subtitle: "Da Maranello a Imola, un viaggio tra i marchi che hanno fatto la storia dell'automobilismo",
            excerpt:
              "Musei, collezioni private e autodromi: nella Motor Valley dell'Emilia-Romagna la passione per i motori si vive tutto l'anno, tra Maranello, Modena, Bologna e Imola.",
            paragraphs: [
              "La Motor Valley è il distretto dei motori dell'Emilia-Romagna: qui hanno sede case automobilistiche e motociclistiche famose in tutto il mondo, insieme a musei, collezioni private e circuiti.",
              "A Maranello e a Modena i musei raccontano la storia delle auto sportive più celebri; a Bologna e dintorni si visitano le collezioni dedicate a moto e automobili, mentre l'Autodromo Enzo e Dino Ferrari di Imola ospita gare e giornate in pista.",
              'Molte strutture propongono visite guidate e simulatori di guida. Il calendario delle aperture è pubblicato sui siti dei singoli musei.',
            ],
            seo: {
              keywords: 'Motor Valley, Maranello, Modena, Imola, musei dei motori',
              title: "Motor Valley: musei e circuiti dell'Emilia-Romagna",
              description:
                'Musei, collezioni e autodromi della Motor Valley: un viaggio tra Maranello, Modena, Bologna e Imola nella terra dei motori.',
              socialTitle: 'Benvenuti nella Motor Valley',
              socialDescription: 'Da Maranello a Imola, musei e circuiti per chi ama i motori.',
            },
          },
          1,
          '2026-10-20 10:00:00',
          [tag('Motor Valley')],
        ),
        en: article(
          {
            title: 'Motor Valley, the land of engines opens its museums and collections',
            subtitle: 'From Maranello to Imola, a journey among the brands that made motoring history',
            excerpt:
              "Museums, private collections and racetracks: in Emilia-Romagna's Motor Valley the passion for engines can be enjoyed all year round, in Maranello, Modena, Bologna and Imola.",
            paragraphs: [
              "The Motor Valley is Emilia-Romagna's motoring district: it is home to world-famous car and motorcycle makers, along with museums, private collections and racetracks.",
              'In Maranello and Modena, museums tell the story of the most celebrated sports cars; in and around Bologna there are collections devoted to motorcycles and cars, while the Enzo e Dino Ferrari racetrack in Imola hosts races and track days.',
              "Many venues offer guided tours and driving simulators. Opening calendars are published on each museum's website.",
            ],
            seo: {
              keywords: 'Motor Valley, Maranello, Modena, Imola, motor museums',
              title: "Motor Valley: Emilia-Romagna's museums and racetracks",
              description:
                'Museums, collections and racetracks of the Motor Valley: a journey through Maranello, Modena, Bologna and Imola, the land of engines.',
              socialTitle: 'Welcome to the Motor Valley',
              socialDescription: 'From Maranello to Imola, museums and racetracks for motoring enthusiasts.',
            },
          },
          1,
          '2026-10-20 10:00:00',
        ),
      },
      portal: [1, 2],
      comune: [city.maranello.id, city.modena.id, city.bologna.id, city.imola.id],
      destinazione: chosen([BOLOGNA_MODENA]),
      category: chosen([c.museums]),
      target: chosen([c.young, c.couples]),
      theme: chosen([c.motorValley]),
    },
    {
      contents: {
        it: article(
          {
            title: "Terme dell'Emilia-Romagna: il benessere tutto l'anno",
            subtitle: "Dalle colline di Salsomaggiore all'Appennino romagnolo, le località termali della regione",
            excerpt:
              "Acque salsobromoiodiche e sulfuree, fanghi e percorsi benessere: una rassegna delle località termali della regione, dall'Appennino alla costa.",
            paragraphs: [
              "L'Emilia-Romagna è una delle regioni italiane più ricche di acque termali. Da Salsomaggiore Terme, sulle colline parmensi, a Castrocaro Terme e Bagno di Romagna, nell'Appennino romagnolo, fino alla costa, le terme offrono cure e percorsi di benessere.",
              'Da completare con le proposte per la stagione invernale e i pacchetti per il fine settimana.',
            ],
          },
          2,
          '2026-11-18 15:00:00',
          [tag('Terme')],
        ),
      },
      comune: [city.salsomaggiore.id, city.castrocaro.id, city.bagnoDiRomagna.id],
      destinazione: chosen([EMILIA, ROMAGNA]),
      theme: chosen([c.spas]),
      target: chosen([c.couples]),
    },
    {
      contents: {
        it: article(
          {
            title: 'Appennino: sentieri e rifugi per scoprire il crinale',
            subtitle: 'Dal Cimone al Corno alle Scale, escursioni per tutti tra boschi e panorami',
            excerpt:
              "Dal Monte Cimone al Corno alle Scale, l'Appennino emiliano offre sentieri per ogni livello, rifugi dove fermarsi a mangiare e panorami che nelle giornate limpide arrivano fino al mare.",
            paragraphs: [
              "Il crinale dell'Appennino tosco-emiliano è percorso da sentieri segnalati che collegano rifugi, laghi e faggete. Il Monte Cimone, con i suoi 2.165 metri, è la vetta più alta dell'Appennino settentrionale.",
              'Tra Sestola, Fanano e Lizzano in Belvedere le escursioni vanno dalle passeggiate per famiglie ai percorsi più impegnativi lungo la Grande Escursione Appenninica. Prima di partire è bene informarsi sulle condizioni meteo e sugli orari di apertura dei rifugi.',
            ],
            seo: {
              keywords: 'Appennino, Monte Cimone, Corno alle Scale, escursioni, rifugi',
              title: 'Appennino emiliano: sentieri e rifugi',
              description:
                "Escursioni sull'Appennino emiliano, dal Monte Cimone al Corno alle Scale: sentieri per ogni livello, rifugi e panorami.",
              socialTitle: "In cammino sull'Appennino",
              socialDescription: 'Sentieri, rifugi e faggete tra Sestola, Fanano e Lizzano in Belvedere.',
            },
          },
          3,
          '2026-11-19 09:00:00',
          [tag('Appennino')],
        ),
      },
      portal: [1, 2],
      comune: [city.sestola.id, city.fanano.id, city.lizzanoInBelvedere.id],
      destinazione: chosen([BOLOGNA_MODENA]),
      category: chosen([c.outdoor]),
      target: chosen([c.sporty, c.families]),
      theme: chosen([c.apennines]),
    },
    {
      contents: {
        it: article(
          {
            title: 'Ravenna, capitale del mosaico: otto monumenti patrimonio UNESCO',
            subtitle:
              'Basiliche e mausolei che custodiscono i mosaici paleocristiani e bizantini più preziosi al mondo',
            excerpt:
              "Otto monumenti paleocristiani e bizantini iscritti nella Lista del patrimonio mondiale dal 1996: a Ravenna i mosaici di San Vitale, Galla Placidia e Sant'Apollinare brillano come quindici secoli fa.",
            paragraphs: [
              "Ravenna fu capitale dell'Impero romano d'Occidente, del regno di Teodorico e dell'esarcato bizantino. Di quei secoli restano basiliche, battisteri e mausolei decorati da mosaici straordinari, riconosciuti dall'UNESCO come patrimonio dell'umanità nel 1996.",
              "Il percorso classico comprende la Basilica di San Vitale, il Mausoleo di Galla Placidia, la Basilica di Sant'Apollinare Nuovo e, poco fuori città, Sant'Apollinare in Classe. Un biglietto cumulativo permette di visitare più monumenti.",
              'In città sono attivi anche laboratori dove si può imparare la tecnica del mosaico con i maestri artigiani.',
            ],
            seo: {
              keywords: 'Ravenna, mosaici, UNESCO, San Vitale, Galla Placidia',
              title: 'Ravenna e i mosaici UNESCO: cosa vedere',
              description:
                "Gli otto monumenti UNESCO di Ravenna: San Vitale, Galla Placidia, Sant'Apollinare Nuovo e in Classe, con i mosaici più preziosi al mondo.",
              socialTitle: 'Ravenna, capitale del mosaico',
              socialDescription:
                'Basiliche e mausolei che custodiscono mosaici di quindici secoli fa: un viaggio nella Ravenna patrimonio UNESCO.',
            },
          },
          1,
          '2026-09-28 10:15:00',
          [tag('UNESCO'), tag("Città d'arte")],
        ),
        en: article(
          {
            title: 'Ravenna, capital of mosaics: eight UNESCO World Heritage monuments',
            subtitle:
              "Basilicas and mausoleums holding the world's most precious early Christian and Byzantine mosaics",
            excerpt:
              "Eight early Christian and Byzantine monuments on the World Heritage List since 1996: in Ravenna the mosaics of San Vitale, Galla Placidia and Sant'Apollinare shine as they did fifteen centuries ago.",
            paragraphs: [
              "Ravenna was the capital of the Western Roman Empire, of Theodoric's kingdom and of the Byzantine Exarchate. From those centuries it keeps basilicas, baptisteries and mausoleums decorated with extraordinary mosaics, recognised by UNESCO as World Heritage in 1996.",
              "The classic route includes the Basilica of San Vitale, the Mausoleum of Galla Placidia, the Basilica of Sant'Apollinare Nuovo and, just outside the city, Sant'Apollinare in Classe. A combined ticket gives access to several monuments.",
              'The city also has workshops where master craftsmen teach the art of mosaic.',
            ],
            seo: {
              keywords: 'Ravenna, mosaics, UNESCO, San Vitale, Galla Placidia',
              title: 'Ravenna and its UNESCO mosaics: what to see',
              description:
                "Ravenna's eight UNESCO monuments: San Vitale, Galla Placidia, Sant'Apollinare Nuovo and in Classe, with the world's most precious mosaics.",
              socialTitle: 'Ravenna, capital of mosaics',
              socialDescription:
                'Basilicas and mausoleums holding mosaics fifteen centuries old: a journey through UNESCO-listed Ravenna.',
            },
          },
          1,
          '2026-09-28 10:15:00',
        ),
        de: article(
          {
            title: 'Ravenna, Hauptstadt des Mosaiks: acht Denkmäler des UNESCO-Welterbes',
            subtitle:
              'Basiliken und Mausoleen mit den kostbarsten frühchristlichen und byzantinischen Mosaiken der Welt',
            excerpt:
              "Acht frühchristliche und byzantinische Bauwerke stehen seit 1996 auf der Welterbeliste: In Ravenna leuchten die Mosaiken von San Vitale, Galla Placidia und Sant'Apollinare wie vor fünfzehn Jahrhunderten.",
            paragraphs: [
              'Ravenna war Hauptstadt des Weströmischen Reiches, des Reiches Theoderichs und des byzantinischen Exarchats. Aus diesen Jahrhunderten sind Basiliken, Baptisterien und Mausoleen mit außergewöhnlichen Mosaiken erhalten, die die UNESCO 1996 zum Welterbe erklärt hat.',
              "Der klassische Rundgang umfasst die Basilika San Vitale, das Mausoleum der Galla Placidia, die Basilika Sant'Apollinare Nuovo und, etwas außerhalb der Stadt, Sant'Apollinare in Classe. Mit einem Sammelticket lassen sich mehrere Denkmäler besichtigen.",
              'In der Stadt gibt es außerdem Werkstätten, in denen Mosaikmeister ihre Technik weitergeben.',
            ],
            seo: {
              keywords: 'Ravenna, Mosaiken, UNESCO, San Vitale, Galla Placidia',
              title: 'Ravenna und seine UNESCO-Mosaiken: Sehenswürdigkeiten',
              description:
                "Die acht UNESCO-Denkmäler Ravennas: San Vitale, Galla Placidia, Sant'Apollinare Nuovo und in Classe, mit den kostbarsten Mosaiken der Welt.",
              socialTitle: 'Ravenna, Hauptstadt des Mosaiks',
              socialDescription:
                'Basiliken und Mausoleen mit fünfzehnhundert Jahre alten Mosaiken: eine Reise durch das UNESCO-Welterbe Ravenna.',
            },
          },
          1,
          '2026-09-28 10:15:00',
        ),
      },
      locations: {
        venue: 'Basilica di San Vitale',
        address: 'Via San Vitale',
        number: '17',
        city: city.ravenna,
        lat: 44.4206,
        lng: 12.1965,
      },
      portal: [1, 3],
      comune: [city.ravenna.id],
      destinazione: chosen([ROMAGNA]),
      category: chosen([c.museums]),
      target: chosen([c.couples, c.schools]),
      theme: chosen([c.art]),
    },
    {
      contents: {
        it: article(
          {
            title: 'Ferrara, città della bicicletta e del Rinascimento',
            subtitle: 'Sulle Mura Estensi, nove chilometri di percorso intorno al centro storico',
            excerpt:
              "Un giro in bicicletta sulle Mura Estensi e tra i palazzi dell'Addizione Erculea, la città ideale del Rinascimento patrimonio UNESCO.",
            paragraphs: [
              'Ferrara è la città italiana della bicicletta: le Mura Estensi, lunghe circa nove chilometri, formano un anello verde percorribile a piedi e in bici intorno al centro storico, dal Castello Estense al Palazzo dei Diamanti.',
            ],
          },
          2,
          '2026-11-20 12:00:00',
          [tag('Cicloturismo'), tag("Città d'arte")],
        ),
        en: article(
          {
            title: 'Ferrara, city of bicycles and the Renaissance',
            subtitle: 'On the Este Walls, nine kilometres around the historic centre',
            excerpt:
              'A bike ride along the Este Walls and among the palaces of the Addizione Erculea, the ideal Renaissance city and a UNESCO World Heritage Site.',
            paragraphs: [
              "Ferrara is Italy's city of bicycles: the Este Walls, about nine kilometres long, form a green ring around the historic centre that can be walked or cycled, from the Castello Estense to the Palazzo dei Diamanti.",
            ],
          },
          2,
          '2026-11-20 12:00:00',
        ),
      },
      portal: [1, 2],
      comune: [city.ferrara.id],
      destinazione: chosen([EMILIA]),
      theme: chosen([c.cycling, c.art]),
    },
    {
      contents: {
        it: article(
          {
            title: "Borghi da scoprire: Dozza, Brisighella e Castell'Arquato",
            subtitle: 'Tre piccoli centri tra colline, rocche e muri dipinti, ideali per una gita fuori porta',
            excerpt:
              "Dalla Romagna alle colline piacentine, tre borghi tra i più belli della regione: i muri dipinti di Dozza, i tre colli di Brisighella e la piazza medievale di Castell'Arquato.",
            paragraphs: [
              "Dozza, sulle colline tra Imola e Bologna, è un museo a cielo aperto: le facciate delle case sono decorate dai murales della Biennale del Muro Dipinto, e la Rocca ospita l'Enoteca Regionale dell'Emilia-Romagna.",
              "Brisighella, nella valle del Lamone, è dominata da tre pinnacoli di gesso su cui sorgono la Rocca, la Torre dell'Orologio e il Santuario del Monticino. Da non perdere la Via degli Asini, una strada medievale sopraelevata e coperta.",
              "Castell'Arquato, in Val d'Arda, conserva intatta la sua piazza monumentale con il Palazzo del Podestà, la Collegiata e la Rocca Viscontea.",
            ],
            seo: {
              keywords: "borghi, Dozza, Brisighella, Castell'Arquato, gite fuori porta",
              title: "Borghi dell'Emilia-Romagna: Dozza, Brisighella, Castell'Arquato",
              description:
                "Tre borghi tra i più belli dell'Emilia-Romagna: i muri dipinti di Dozza, i tre colli di Brisighella e la piazza medievale di Castell'Arquato.",
              socialTitle: 'Tre borghi da scoprire',
              socialDescription:
                "Murales, rocche e piazze medievali: Dozza, Brisighella e Castell'Arquato per una gita fuori porta.",
            },
          },
          1,
          '2026-10-11 09:30:00',
          [tag('Borghi')],
        ),
      },
      portal: [1, 2, 3],
      comune: [city.dozza.id, city.brisighella.id, city.castellArquato.id],
      destinazione: chosen([EMILIA, ROMAGNA, BOLOGNA_MODENA]),
      target: chosen([c.couples, c.families]),
      theme: chosen([c.art, c.food]),
    },
    {
      contents: {
        it: article(
          {
            title: 'Ciclovia del Sole: in bici da Mirandola a Sala Bolognese sulla vecchia ferrovia',
            subtitle: "Un tratto dell'itinerario europeo EuroVelo 7, pianeggiante e lontano dal traffico",
            excerpt:
              'Il tratto emiliano della Ciclovia del Sole corre sul tracciato della vecchia ferrovia Bologna-Verona: chilometri di pista ciclabile tra campi, ponti e piccole stazioni recuperate.',
            paragraphs: [
              "La Ciclovia del Sole fa parte di EuroVelo 7, l'itinerario ciclabile europeo che collega Capo Nord a Malta. In Emilia il percorso segue la ex ferrovia Bologna-Verona, tra Mirandola e Sala Bolognese, su una pista riservata alle biciclette.",
              'Il tracciato è pianeggiante e adatto a tutti; le vecchie stazioni lungo il percorso sono diventate punti di sosta.',
            ],
          },
          3,
          '2026-11-17 16:00:00',
          [tag('Cicloturismo')],
        ),
      },
      portal: [1, 2],
      comune: [city.mirandola.id, city.salaBolognese.id],
      destinazione: chosen([BOLOGNA_MODENA]),
      category: chosen([c.outdoor]),
      target: chosen([c.sporty, c.families]),
      theme: chosen([c.cycling]),
    },
    {
      contents: {
        it: article(
          {
            title: 'Natale in Emilia-Romagna: mercatini, presepi e luci',
            subtitle: "Dalle città d'arte ai borghi dell'Appennino, gli appuntamenti delle feste",
            excerpt:
              'Mercatini nelle piazze, presepi artistici e luminarie: le proposte per vivere le feste in Emilia-Romagna, in città e nei borghi.',
            paragraphs: [
              "Nelle settimane che precedono il Natale le piazze dell'Emilia-Romagna si riempiono di mercatini, luminarie e presepi. A Bologna torna la storica Fiera di Santa Lucia sotto il portico dei Servi; a Cesenatico il presepe della Marineria si specchia nelle acque del porto canale.",
            ],
          },
          2,
          '2026-11-20 17:00:00',
          [tag('Famiglie')],
        ),
        en: article(
          {
            title: 'Christmas in Emilia-Romagna: markets, nativity scenes and lights',
            subtitle: 'From the art cities to the villages of the Apennines, the festive events',
            excerpt:
              'Markets in the squares, artistic nativity scenes and illuminations: ideas for enjoying the festive season in Emilia-Romagna, in the cities and villages.',
            paragraphs: [
              'In the weeks before Christmas the squares of Emilia-Romagna fill with markets, lights and nativity scenes. In Bologna the historic Fiera di Santa Lucia returns under the portico of the Servi; in Cesenatico the seafaring nativity scene is reflected in the waters of the harbour canal.',
            ],
          },
          2,
          '2026-11-20 17:00:00',
        ),
      },
      portal: [1, 2, 3],
      comune: [city.bologna.id, city.cesenatico.id],
      destinazione: chosen([EMILIA, ROMAGNA]),
      category: chosen([c.festival]),
      target: chosen([c.families]),
      theme: chosen([c.art]),
    },
  ];
}

function licencePayloads(): LicencePayload[] {
  const licence = (
    it: { title: string; url: string; description: string },
    en: { title: string; url: string; description: string },
  ): LicencePayload => ({
    contents: {
      it: { title: it.title, url: it.url, description: html([it.description]), status: 1 },
      en: { title: en.title, url: en.url, description: html([en.description]), status: 1 },
    },
  });
  const copyrightLaw = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1941-04-22;633';
  return [
    licence(
      {
        title: 'Creative Commons Attribuzione 4.0 Internazionale (CC BY 4.0)',
        url: 'https://creativecommons.org/licenses/by/4.0/deed.it',
        description:
          "Consente di copiare, distribuire e adattare l'opera, anche per fini commerciali, a condizione di citarne l'autore.",
      },
      {
        title: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
        url: 'https://creativecommons.org/licenses/by/4.0/deed.en',
        description:
          'Allows the work to be copied, distributed and adapted, also for commercial purposes, provided the author is credited.',
      },
    ),
    licence(
      {
        title: 'Creative Commons Attribuzione - Condividi allo stesso modo 4.0 Internazionale (CC BY-SA 4.0)',
        url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.it',
        description:
          "Consente di copiare, distribuire e adattare l'opera, anche per fini commerciali, a condizione di citarne l'autore e di distribuire le opere derivate con la stessa licenza.",
      },
      {
        title: 'Creative Commons Attribution-ShareAlike 4.0 International (CC BY-SA 4.0)',
        url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.en',
        description:
          'Allows the work to be copied, distributed and adapted, also for commercial purposes, provided the author is credited and derivative works are shared under the same licence.',
      },
    ),
    licence(
      {
        title: 'CC0 1.0 Universale - Dedicazione al pubblico dominio',
        url: 'https://creativecommons.org/publicdomain/zero/1.0/deed.it',
        description:
          "L'autore rinuncia a tutti i diritti sull'opera, nei limiti consentiti dalla legge: l'opera può essere usata senza alcuna condizione.",
      },
      {
        title: 'CC0 1.0 Universal - Public Domain Dedication',
        url: 'https://creativecommons.org/publicdomain/zero/1.0/deed.en',
        description:
          'The author waives all rights to the work, to the extent allowed by law: the work may be used without any condition.',
      },
    ),
    licence(
      {
        title: 'Tutti i diritti riservati',
        url: copyrightLaw,
        description:
          "L'opera è protetta dal diritto d'autore (legge 22 aprile 1941, n. 633): ogni utilizzo richiede l'autorizzazione del titolare dei diritti.",
      },
      {
        title: 'All rights reserved',
        url: copyrightLaw,
        description:
          'The work is protected by Italian copyright law (law no. 633 of 22 April 1941): any use requires the permission of the rights holder.',
      },
    ),
  ];
}

function diconoPayloads({ category: c }: Refs): DiconoPayload[] {
  const item = (
    category: number,
    published: string,
    citedOn: string,
    url: string,
    it: { title: string; text: string; status: 1 | 2 | 3 },
    en?: { title: string; text: string; status: 1 | 2 | 3 },
  ): DiconoPayload => {
    const content = (text: {
      title: string;
      text: string;
      status: 1 | 2 | 3;
    }): Loose<z.input<typeof diconoContent>> => {
      const fields = {
        title: text.title,
        slug: slugify(text.title),
        description: html([text.text]),
        pub_date: published,
        url,
        dicono_pub_date: citedOn,
      };
      return text.status === 1 ? { ...fields, status: text.status } : { ...fields, status: text.status };
    };
    return {
      contents: en ? { it: content(it), en: content(en) } : { it: content(it) },
      category: chosen([category]),
    };
  };
  return [
    item(
      c.pressNational,
      '2026-07-15 09:00:00',
      '2026-07-14',
      'https://www.example.com/rassegna/riviera-famiglie',
      {
        title: 'La Riviera romagnola tra le mete preferite dalle famiglie',
        text: "Un'inchiesta sulle vacanze estive degli italiani cita la Riviera romagnola per la qualità dei servizi dedicati alle famiglie: spiagge attrezzate, parchi tematici e un'offerta di animazione che copre tutta la stagione.",
        status: 1,
      },
      {
        title: "The Romagna Riviera among families' favourite destinations",
        text: "A survey of Italians' summer holidays cites the Romagna Riviera for the quality of its services for families: well-equipped beaches, theme parks and entertainment all season long.",
        status: 1,
      },
    ),
    item(
      c.pressInternational,
      '2026-05-05 10:00:00',
      '2026-05-03',
      'https://www.example.org/travel/bologna-porticoes',
      {
        title: 'Bologna, la città dei portici conquista i viaggiatori stranieri',
        text: 'Un reportage di viaggio racconta Bologna attraverso i suoi portici, le osterie e i mercati storici del Quadrilatero, e la consiglia come meta ideale per un fine settimana.',
        status: 1,
      },
      {
        title: 'Bologna, the city of porticoes, wins over foreign travellers',
        text: 'A travel feature tells the story of Bologna through its porticoes, taverns and the historic markets of the Quadrilatero, recommending it as the ideal weekend break.',
        status: 1,
      },
    ),
    item(c.pressWeb, '2026-09-23 08:30:00', '2026-09-22', 'https://blog.example.net/food-valley-dieci-esperienze', {
      title: 'Food Valley: dieci esperienze del gusto tra Parma e Modena',
      text: "Un blog di viaggi propone dieci esperienze tra caseifici, acetaie e trattorie dell'Emilia, dalla visita all'alba in un caseificio alla degustazione di Aceto Balsamico Tradizionale di Modena.",
      status: 1,
    }),
    item(c.pressNational, '2026-11-11 12:00:00', '2026-11-10', 'https://www.example.com/rassegna/appennino-inverno', {
      title: "Appennino d'inverno: ciaspole e sci tra Cimone e Corno alle Scale",
      text: "Un quotidiano dedica un servizio alla stagione invernale sull'Appennino emiliano, tra piste da sci, escursioni con le ciaspole e rifugi aperti anche nei fine settimana.",
      status: 2,
    }),
    item(
      c.pressInternational,
      '2026-10-03 09:30:00',
      '2026-10-02',
      'https://www.example.org/nature/po-delta-birdwatching',
      {
        title: 'Il Delta del Po, paradiso del birdwatching',
        text: "Una rivista di natura segnala il Parco del Delta del Po tra le migliori destinazioni europee per l'osservazione degli uccelli, con i fenicotteri rosa delle Valli di Comacchio.",
        status: 3,
      },
      {
        title: "The Po Delta, a birdwatcher's paradise",
        text: 'A nature magazine lists the Po Delta Park among the best European destinations for birdwatching, with the pink flamingos of the Valli di Comacchio.',
        status: 2,
      },
    ),
  ];
}

function webcamPayloads({ category: c, city }: Refs): WebcamPayload[] {
  const webcam = (
    title: string,
    status: 1 | 2,
    category: number,
    location: NonNullable<WebcamItem['locations']>,
    stream: { url: string; note: string },
  ): WebcamPayload => ({
    contents: { it: { title, slug: slugify(title), status, pub_date: '2026-11-02 08:00:00' } },
    locations: location,
    webcam: stream,
    category: { ids: [category] },
  });
  return [
    webcam(
      'Rimini - Spiaggia di Marina Centro',
      1,
      c.webcamSea,
      {
        venue: 'Parco Federico Fellini',
        address: 'Parco Federico Fellini',
        city: city.rimini,
        lat: 44.0723,
        lng: 12.5793,
      },
      {
        url: 'https://webcam.example.org/rimini-marina-centro',
        note: 'Inquadratura sulla spiaggia e sul lungomare di Marina Centro, aggiornata ogni cinque minuti.',
      },
    ),
    webcam(
      'Bologna - Piazza Maggiore',
      1,
      c.webcamCity,
      { venue: 'Piazza Maggiore', address: 'Piazza Maggiore', city: city.bologna, lat: 44.4938, lng: 11.3426 },
      {
        url: 'https://webcam.example.org/bologna-piazza-maggiore',
        note: "Vista sulla Basilica di San Petronio e su Palazzo d'Accursio.",
      },
    ),
    webcam(
      'Cesenatico - Porto Canale Leonardesco',
      1,
      c.webcamSea,
      {
        venue: 'Porto Canale Leonardesco',
        address: 'Via Armellini',
        city: city.cesenatico,
        lat: 44.1993,
        lng: 12.3985,
      },
      {
        url: 'https://webcam.example.org/cesenatico-porto-canale',
        note: 'Il porto canale disegnato da Leonardo da Vinci, con le barche storiche del Museo della Marineria.',
      },
    ),
    webcam(
      'Corno alle Scale - Piste da sci',
      1,
      c.webcamMountain,
      {
        venue: 'Comprensorio sciistico Corno alle Scale',
        address: 'Località Cavone',
        city: city.lizzanoInBelvedere,
        lat: 44.126,
        lng: 10.832,
      },
      {
        url: 'https://webcam.example.org/corno-alle-scale',
        note: "Vista sulle piste del comprensorio; in inverno con lo stato dell'innevamento.",
      },
    ),
    webcam(
      'Monte Cimone - Passo del Lupo',
      2,
      c.webcamMountain,
      { venue: 'Passo del Lupo', address: 'Località Passo del Lupo', city: city.sestola, lat: 44.201, lng: 10.71 },
      {
        url: 'https://webcam.example.org/cimone-passo-del-lupo',
        note: 'Da verificare: inquadratura in fase di sostituzione.',
      },
    ),
  ];
}

function templatePayloads(): Loose<TemplatesItem>[] {
  return [
    { name: 'Pagina standard', view: 'pages.default', params: JSON.stringify({ layout: 'wide' }) },
    {
      name: 'Pagina con mappa',
      view: 'pages.map',
      params: JSON.stringify({ layout: 'full', map: 'true', zoom: '13' }),
    },
    {
      name: 'Landing destinazione',
      view: 'pages.landing',
      params: JSON.stringify({ layout: 'wide', hero: 'large', sidebar: 'interessi' }),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Loading

/** A stable key per demo item, for resuming: `news:1`, `tags:mare`. */
function demoKey(entity: EntityName, index: number, label?: string): string {
  return `${entity}:${label === undefined ? index + 1 : slugify(label)}`;
}

async function readProgress(db: Executor): Promise<Record<string, number>> {
  const [row] = await db
    .select({ value: systemStateTable.value })
    .from(systemStateTable)
    .where(eq(systemStateTable.key, DEMO_PROGRESS_KEY));
  const value = row?.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

async function writeProgress(db: Executor, progress: Record<string, number>): Promise<void> {
  await db
    .insert(systemStateTable)
    .values({ key: DEMO_PROGRESS_KEY, value: progress })
    .onConflictDoUpdate({ target: systemStateTable.key, set: { value: progress, updated_at: new Date() } });
}

/** Forgets the progress of a completed demo load. */
export async function clearDemoProgress(db: Executor): Promise<void> {
  await db.delete(systemStateTable).where(eq(systemStateTable.key, DEMO_PROGRESS_KEY));
}

/** Items created per entity by this call (a resumed load counts only what it created). */
export type DemoSummary = Record<EntityName, number>;

/**
 * Creates the demo categories, then the demo items through `create`: tags first (news refer to
 * them), then licences, press review, webcams, templates and news. Each created item is recorded
 * under `seed.demo.progress`, so that a load interrupted by an error resumes where it stopped.
 * Whether the demo was loaded at all is the caller's business (`runSeed` records `seed.demo`).
 */
export async function seedDemo(db: Executor, create: CreateEntity): Promise<DemoSummary> {
  const category = await seedDemoCategories(db);
  const city = await loadCities(db);
  const progress = await readProgress(db);
  const created = Object.fromEntries(entityNames.map((name) => [name, 0])) as DemoSummary;

  const load = async (entity: EntityName, key: string, body: unknown): Promise<number> => {
    const done = progress[key];
    if (done !== undefined) return done;
    const id = await create(entity, body);
    progress[key] = id;
    created[entity] += 1;
    await writeProgress(db, progress);
    return id;
  };

  const tags = new Map<string, Tag>();
  for (const [index, body] of tagPayloads().entries()) {
    const name = TAG_NAMES[index] ?? String(index);
    const id = await load('tags', demoKey('tags', index, name), body);
    tags.set(name, { id, name });
  }
  const refs: Refs = {
    category,
    city,
    tag: (name) => {
      const found = tags.get(name);
      if (!found) throw new Error(`demo tag '${name}' missing`);
      return found;
    },
  };

  const batches: [EntityName, readonly unknown[]][] = [
    ['licence', licencePayloads()],
    ['dicono', diconoPayloads(refs)],
    ['webcam', webcamPayloads(refs)],
    ['templates', templatePayloads()],
    ['news', newsPayloads(refs)],
  ];
  for (const [entity, bodies] of batches) {
    for (const [index, body] of bodies.entries()) await load(entity, demoKey(entity, index), body);
  }
  return created;
}

/** The demo categories (parent and Italian title), for tests. */
export function demoCategoryTitles(): { parent: number; it: string }[] {
  return Object.values(DEMO_CATEGORIES).map((category: DemoCategory) => ({ parent: category.parent, it: category.it }));
}
