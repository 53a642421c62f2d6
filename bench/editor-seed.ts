/**
 * The items `npm run bench:editor` opens, made through the server's own HTTP calls as an editor
 * would save them: a handful of small images uploaded once to the media library (generated with
 * sharp), then the largest item of each editor the benchmark measures, every language the entity
 * has filled, at status 1 (Pubblico) when the server takes it, else at status 2 (Bozza).
 *
 * Where a schema holds fewer entries than the brief asks (issue #49: an event with 50 stages), the
 * item has the schema's most, and the editor's `notes` say so.
 */
import sharp from 'sharp';
import type {
  BlogItemInput,
  DestinationItemInput,
  EventItemInput,
  ItineraryItemInput,
  MediaItemResult,
  MenuItemRequest,
  MunicipalitiesResult,
  Municipality,
  NewsItemInput,
  SaveResult,
  ViaemiliaItemInput,
} from '../generated/api/schemas';

export const LANGUAGES = ['it', 'en', 'de'] as const;
export type Lang = (typeof LANGUAGES)[number];
type PerLanguage<T> = Record<Lang, T>;

/** The editors measured, the news item first (the baseline of every ratio). */
export const EDITOR_KEYS = ['news', 'viaemilia', 'itinerary', 'event', 'blog', 'destination', 'menu'] as const;
export type EditorKey = (typeof EDITOR_KEYS)[number];

/** Where the typing of the nested measure goes. */
export interface NestedTarget {
  /**
   * A Quill editor (found beside `anchor`), a plain input (`anchor` itself), or the title of the
   * menu's edit form in the tree row `anchor` (a test id) whose 'Modifica' opens it.
   */
  readonly kind: 'richtext' | 'input' | 'menu';
  /** A form field name (`tappe.19.contents.it.title`) in the row, the input itself, or the menu's row. */
  readonly anchor: string;
  /** What is typed into, as printed. */
  readonly what: string;
  /** An accordion panel's header to open first (its accessible name), if the row is folded. */
  readonly openHeader?: string;
}

/** The repeated rows of an editor: how to drag one and add one. */
export interface RowsTarget {
  /** What the rows are, as printed ('20 stages'). */
  readonly what: string;
  /** The title of the last-but-one row (its drag handle's name), the row the drag moves. */
  readonly draggedRow: string;
  /** The editor card holding the list (its accessible name) and its add button's label. */
  readonly card: string;
  readonly addButton: string;
  /** The first input of the row an add creates. */
  readonly newRowInput: string;
  /** The drag measure's list, when it is not the rows themselves (the info points are not sortable). */
  readonly dragWhat?: string;
}

export interface EditorTarget {
  readonly key: EditorKey;
  /** The editor's address (`/viaemilia/12`) and the list it is opened from. */
  readonly editorPath: string;
  readonly listPath: string;
  /** The API path of the item (`viaemilia/12`), whose PUT a save sends. */
  readonly apiPath: string;
  /** A sidebar group to open on the list page, whose link opens the editor (the menu's 'Impostazioni'). */
  readonly sidebarGroup?: string;
  /** The input whose typing is the title measure. */
  readonly title: string;
  readonly titleWhat: string;
  readonly nested: NestedTarget | null;
  readonly rows: RowsTarget | null;
  /** The status the item was saved at (1, or 2 when the server refused 1). */
  readonly status: number;
  /** What the item holds, and where it differs from the brief. */
  readonly summary: string;
  readonly notes: readonly string[];
}

interface Api {
  <T>(method: string, path: string, body?: unknown): Promise<T>;
}

function apiOf(base: string, token: string): Api {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api/v1/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiFailure(method, path, response.status, text);
    return JSON.parse(text) as T;
  };
}

class ApiFailure extends Error {
  constructor(
    method: string,
    path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} ${path}: ${status} ${body.slice(0, 1500)}`);
  }
}

/** Creates an item at status 1; on a 422 at status 1, again at status 2 (draft), saying why. */
async function createItem<T extends { contents: Partial<Record<Lang, { status: number }>> }>(
  api: Api,
  path: string,
  body: T,
  notes: string[],
): Promise<{ id: number; status: number }> {
  try {
    const saved = await api<SaveResult>('POST', path, body);
    return { id: saved.data.id, status: 1 };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status !== 422) throw error;
    notes.push(`refused at status 1 (${error.body.slice(0, 300)}), saved at status 2`);
    const draft = structuredClone(body);
    for (const content of Object.values(draft.contents)) if (content) content.status = 2;
    const saved = await api<SaveResult>('POST', path, draft);
    return { id: saved.data.id, status: 2 };
  }
}

// ---------------------------------------------------------------- texts

const TOWNS = [
  'Piacenza',
  "Fiorenzuola d'Arda",
  'Alseno',
  'Fidenza',
  'Parma',
  "Sant'Ilario d'Enza",
  'Reggio Emilia',
  'Rubiera',
  'Modena',
  'Castelfranco Emilia',
  "Anzola dell'Emilia",
  'Bologna',
  'San Lazzaro di Savena',
  'Castel San Pietro Terme',
  'Imola',
  'Faenza',
  'Forlì',
  'Cesena',
  'Santarcangelo di Romagna',
  'Rimini',
] as const;

const WORDS: PerLanguage<{ stage: string; paragraph: string; text: readonly string[] }> = {
  it: {
    stage: 'Tappa',
    paragraph: 'Paragrafo',
    text: [
      'La strada consolare romana attraversa la pianura da Piacenza a Rimini, tra portici, pievi e mercati.',
      'Si cammina tra campi di grano e filari di viti, con soste nelle botteghe del Parmigiano Reggiano.',
      'Nel centro storico si visitano il duomo, il battistero e i palazzi comunali affacciati sulla piazza.',
    ],
  },
  en: {
    stage: 'Stage',
    paragraph: 'Paragraph',
    text: [
      'The Roman consular road crosses the plain from Piacenza to Rimini, past arcades, parish churches and markets.',
      'The walk runs between wheat fields and vineyards, with stops at the Parmigiano Reggiano dairies.',
      'In the old town you visit the cathedral, the baptistery and the town halls facing the square.',
    ],
  },
  de: {
    stage: 'Etappe',
    paragraph: 'Absatz',
    text: [
      'Die römische Konsularstraße durchquert die Ebene von Piacenza bis Rimini, vorbei an Laubengängen und Märkten.',
      'Man wandert zwischen Weizenfeldern und Weinbergen und hält in den Käsereien des Parmigiano Reggiano.',
      'In der Altstadt besichtigt man den Dom, das Baptisterium und die Rathäuser am Platz.',
    ],
  },
};

function sentence(lang: Lang, index: number): string {
  const texts = WORDS[lang].text;
  return texts[index % texts.length] ?? '';
}

/** Rich text of a few paragraphs, as the Quill editor writes it. */
function richText(lang: Lang, seed: number, paragraphs = 3): string {
  return Array.from({ length: paragraphs }, (_, index) => {
    const text = sentence(lang, seed + index);
    return index === 1 ? `<p><strong>${text}</strong> ${sentence(lang, seed + 2)}</p>` : `<p>${text}</p>`;
  }).join('');
}

function perLanguage<T>(make: (lang: Lang) => T): PerLanguage<T> {
  return { it: make('it'), en: make('en'), de: make('de') };
}

const slugOf = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/** The article-like texts (content-item and seo) of one language. */
function articleTexts(lang: Lang, title: string, subtitleMax: number, descriptionMax: number) {
  const localTitle = `${title} (${lang.toUpperCase()})`;
  return {
    title: localTitle,
    slug: slugOf(`${title}-${lang}`),
    subtitle: sentence(lang, 1).slice(0, subtitleMax),
    excerpt: sentence(lang, 0),
    description: richText(lang, 0, 4),
    google: {
      keywords: 'emilia-romagna, via emilia, turismo',
      title: localTitle,
      description: sentence(lang, 2).slice(0, descriptionMax),
    },
    social: { title: localTitle, description: sentence(lang, 0) },
    status: 1 as const,
  };
}

function contacts(lang: Lang, count: number) {
  const label = lang === 'it' ? 'Ufficio' : lang === 'en' ? 'Office' : 'Büro';
  const types = ['telephone', 'email', 'website', 'whatsapp', 'fax'] as const;
  return Array.from({ length: count }, (_, index) => {
    const type = types[index % types.length] ?? 'telephone';
    const n = index + 1;
    const value =
      type === 'email'
        ? `ufficio${n}@example.org`
        : type === 'website'
          ? `https://www.example.org/${lang}/ufficio-${n}`
          : `+39 051 ${String(100000 + n * 37).slice(0, 6)}`;
    return { type, value, label: `${label} ${n}` };
  });
}

// ---------------------------------------------------------------- images and places

interface Picture {
  readonly id: number;
  readonly title: string;
  readonly url: string;
  readonly url_thumb?: string;
}

/** Ten small photos (JPEG and PNG, 800×600 and 640×480): colour gradients with a few shapes. */
async function uploadPictures(base: string, token: string, count: number): Promise<Picture[]> {
  const pictures: Picture[] = [];
  for (let index = 0; index < count; index++) {
    const png = index % 2 === 1;
    const width = png ? 640 : 800;
    const height = png ? 480 : 600;
    const raw = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 3;
        const inCircle = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / (3 + (index % 3))) ** 2;
        raw[at] = inCircle ? 240 - index * 9 : Math.floor((x / width) * 200) + index * 5;
        raw[at + 1] = inCircle ? 180 : Math.floor((y / height) * 180) + 40;
        raw[at + 2] = inCircle ? 60 + index * 12 : 120 + ((x + y + index * 31) % 60);
      }
    }
    const image = sharp(raw, { raw: { width, height, channels: 3 } });
    const bytes = png ? await image.png().toBuffer() : await image.jpeg({ quality: 82 }).toBuffer();
    const form = new FormData();
    const name = `bench-editor-${index + 1}.${png ? 'png' : 'jpg'}`;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: png ? 'image/png' : 'image/jpeg' }), name);
    const response = await fetch(`${base}/api/v1/media/upload/images/0`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`upload of ${name}: ${response.status} ${text.slice(0, 300)}`);
    const media = (JSON.parse(text) as MediaItemResult).data;
    pictures.push({
      id: media.id,
      title: `Foto ${index + 1}`,
      url: media.url,
      ...(media.url_thumb ? { url_thumb: media.url_thumb } : {}),
    });
  }
  return pictures;
}

const attach = (pictures: readonly Picture[], from: number, count: number, cover: boolean) =>
  Array.from({ length: count }, (_, index) => {
    const picture = pictures[(from + index) % pictures.length];
    if (!picture) throw new Error('no pictures');
    return { ...picture, is_primary: cover && index === 0, order: index + 1 };
  });

type City = NonNullable<NonNullable<NonNullable<NewsItemInput['locations']>['city']>>;

function cityOf(municipality: Municipality): City {
  return {
    id: municipality.id,
    city: municipality.city,
    province: municipality.province,
    province_short: municipality.province_short,
  };
}

// ---------------------------------------------------------------- the items

export interface SeedResult {
  readonly targets: readonly EditorTarget[];
  readonly pictures: number;
  readonly seconds: number;
}

/** Makes the items of `keys` (and the pictures they reference) through the API. */
export async function seedItems(base: string, token: string, keys: readonly EditorKey[]): Promise<SeedResult> {
  const started = performance.now();
  const api = apiOf(base, token);
  const pictures = await uploadPictures(base, token, 10);
  const municipalities = (await api<MunicipalitiesResult>('GET', 'operations/comuni')).data;
  const bologna = municipalities.find((municipality) => municipality.city === 'Bologna') ?? municipalities[0];
  if (!bologna) throw new Error('no municipalities in the database');
  const town = (index: number): { name: string; city: City } => {
    const name = TOWNS[index % TOWNS.length] ?? 'Bologna';
    const found = municipalities.find((municipality) => municipality.city === name) ?? bologna;
    return { name, city: cityOf(found) };
  };
  const address = (index: number) => {
    const { name, city } = town(index);
    // Along the road, from Piacenza (45.05, 9.69) to Rimini (44.06, 12.57).
    const along = (index % TOWNS.length) / (TOWNS.length - 1);
    const lat = Number((45.05 - along * 0.99).toFixed(5));
    const lng = Number((9.69 + along * 2.88).toFixed(5));
    return { venue: `Piazza di ${name}`, address: 'Via Emilia', number: String(10 + index), city, lat, lng };
  };
  const context: SeedContext = { api, pictures, town, address, bologna };
  const targets: EditorTarget[] = [];
  for (const key of keys) targets.push(await SEEDERS[key](context));
  return { targets, pictures: pictures.length, seconds: (performance.now() - started) / 1000 };
}

interface SeedContext {
  readonly api: Api;
  readonly pictures: readonly Picture[];
  readonly town: (index: number) => { name: string; city: City };
  readonly address: (index: number) => NonNullable<NewsItemInput['locations']>;
  readonly bologna: Municipality;
}

const stageTitle = (lang: Lang, index: number, name: string) => `${WORDS[lang].stage} ${index + 1}: ${name}`;

const SEEDERS: Record<EditorKey, (context: SeedContext) => Promise<EditorTarget>> = {
  async news({ api, pictures, address, bologna }) {
    const notes: string[] = [];
    const body: NewsItemInput = {
      attachments: attach(pictures, 0, 1, true),
      locations: address(11),
      comune: [bologna.id],
      portal: [1],
      contents: perLanguage((lang) => articleTexts(lang, 'Notizia: riapre la pinacoteca', 140, 170)),
    };
    const { id, status } = await createItem(api, 'news', body, notes);
    return {
      key: 'news',
      editorPath: `/news/${id}`,
      listPath: '/news',
      apiPath: `news/${id}`,
      title: 'contents.it.title',
      titleWhat: 'title',
      nested: { kind: 'richtext', anchor: 'contents.it.excerpt', what: 'description (no rows: its own rich text)' },
      rows: null,
      status,
      summary: 'a plain news item: title, texts, SEO and social texts in it/en/de, one image, an address',
      notes,
    };
  },

  async viaemilia({ api, pictures, town, address }) {
    const notes: string[] = [];
    const link = (lang: Lang, what: string, stage: number, n: number) =>
      `https://www.example.org/${lang}/${what}/tappa-${stage + 1}-${n + 1}`;
    const tappe: ViaemiliaItemInput['tappe'] = Array.from({ length: 20 }, (_, index) => {
      const { name } = town(index);
      return {
        order: index + 1,
        contents: perLanguage((lang) => ({ title: stageTitle(lang, index, name), description: richText(lang, index) })),
        info: perLanguage((lang) => sentence(lang, index + 1)),
        location: address(index),
        distanza: perLanguage(() => `${(index * 13.7).toFixed(1)} km`),
        video: perLanguage((lang) =>
          Array.from({ length: 5 }, (_, n) => ({
            order: n + 1,
            url: link(lang, 'video', index, n),
            title: `Video ${n + 1} – ${name}`,
          })),
        ),
        planning: perLanguage((lang) =>
          Array.from({ length: 6 }, (_, n) => ({
            order: n + 1,
            title: `${lang === 'it' ? 'Pianifica' : lang === 'en' ? 'Plan' : 'Planen'} ${n + 1} – ${name}`,
            url: link(lang, 'pianifica', index, n),
            image: attach(pictures, index + n, 1, false),
          })),
        ),
        ricette: perLanguage((lang) =>
          Array.from({ length: 3 }, (_, n) => ({
            order: n + 1,
            title: `${lang === 'it' ? 'Ricetta' : lang === 'en' ? 'Recipe' : 'Rezept'} ${n + 1} – ${name}`,
            url: link(lang, 'ricette', index, n),
            image: attach(pictures, index + n + 3, 1, false),
          })),
        ),
        podcast: perLanguage((lang) =>
          Array.from({ length: 2 }, (_, n) => ({
            order: n + 1,
            title: `Podcast ${n + 1} – ${name}`,
            url: link(lang, 'podcast', index, n),
          })),
        ),
        attachments: attach(pictures, index, 10, false),
      };
    });
    const body: ViaemiliaItemInput = {
      attachments: attach(pictures, 0, 10, true),
      portal: [1],
      tappe,
      contents: perLanguage((lang) => ({
        ...articleTexts(lang, 'Via Emilia da Piacenza a Rimini', 90, 160),
        contacts: contacts(lang, 3),
      })),
    };
    const { id, status } = await createItem(api, 'viaemilia', body, notes);
    const last = 19;
    return {
      key: 'viaemilia',
      editorPath: `/viaemilia/${id}`,
      listPath: '/viaemilia',
      apiPath: `viaemilia/${id}`,
      title: 'contents.it.title',
      titleWhat: 'title',
      nested: {
        kind: 'richtext',
        anchor: `tappe.${last}.contents.it.title`,
        what: `stage ${last + 1}'s description`,
      },
      rows: {
        what: '20 stages',
        draggedRow: stageTitle('it', 18, town(18).name),
        card: 'Tappe Itinerario',
        addButton: 'Aggiungi tappa',
        newRowInput: 'tappe.20.contents.it.title',
      },
      status,
      summary:
        '20 stages, each with description (rich text), distance, 5 videos, 6 planning links, 3 recipes, 2 podcasts ' +
        '(it/en/de) and 10 photos; 10 images, 3 contacts per language',
      notes,
    };
  },

  async itinerary({ api, pictures, town, address }) {
    const notes: string[] = [];
    // Thirty stops along the road and back: the towns again, on the way back.
    const stopName = (index: number) => (index >= 20 ? `${town(index).name} (ritorno)` : town(index).name);
    const tappe: ItineraryItemInput['tappe'] = Array.from({ length: 30 }, (_, index) => {
      const title = (lang: Lang) => stageTitle(lang, index, stopName(index));
      return {
        order: index + 1,
        contents: perLanguage((lang) => ({ title: title(lang), description: richText(lang, index) })),
        info: perLanguage((lang) => sentence(lang, index + 2)),
        location: address(index),
        attachments: attach(pictures, index, 3, false),
      };
    });
    const body: ItineraryItemInput = {
      attachments: attach(pictures, 0, 6, true),
      portal: [1],
      tappe,
      contents: perLanguage((lang) => ({
        ...articleTexts(lang, 'Itinerario lungo la Via Emilia, andata e ritorno', 90, 160),
        contacts: contacts(lang, 3),
      })),
    };
    const { id, status } = await createItem(api, 'itinerary', body, notes);
    const rowTitle = (index: number) => stageTitle('it', index, stopName(index));
    return {
      key: 'itinerary',
      editorPath: `/itinerary/${id}`,
      listPath: '/itinerary',
      apiPath: `itinerary/${id}`,
      title: 'contents.it.title',
      titleWhat: 'title',
      nested: { kind: 'richtext', anchor: 'tappe.29.contents.it.title', what: "stop 30's description" },
      rows: {
        what: '30 stops',
        draggedRow: rowTitle(28),
        card: 'Tappe',
        addButton: 'Aggiungi tappa',
        newRowInput: 'tappe.30.contents.it.title',
      },
      status,
      summary: '30 stops, each with title, description (rich text) and information in it/en/de, an address, 3 photos',
      notes,
    };
  },

  async event({ api, pictures, town, address }) {
    const notes = [
      'the event schema holds at most 30 stages (the brief asks 50): made with 29, so that the add button is still offered',
    ];
    const stagesCount = 29;
    const totalDates = 200;
    const day = (offset: number) => new Date(Date.UTC(2026, 2, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    let given = 0;
    const stages: EventItemInput['stages'] = Array.from({ length: stagesCount }, (_, index) => {
      const count = Math.round(((index + 1) * totalDates) / stagesCount) - given;
      given += count;
      const first = index * 9;
      const includes = Array.from({ length: count }, (_, n) => day(first + n * 2));
      const { name } = town(index);
      return {
        order: index + 1,
        title: perLanguage((lang) => stageTitle(lang, index, `Teatro di ${name}`)),
        location: address(index),
        dates: {
          start: includes[0] ?? day(first),
          end: includes[includes.length - 1] ?? day(first),
          includes,
          excludes: [],
          weekdays: { lun: 0, mar: 0, mer: 0, gio: 0, ven: 0, sab: 0, dom: 0 },
          moreInfo: sentence('it', index),
        },
        times: {
          type: 'timerange',
          morning: { start: '09:30', end: '12:30' },
          afternoon: { start: '15:00', end: '19:00' },
          evening: { start: '21:00', end: '23:00' },
        },
        ticketing: {
          ingresso: 1,
          info: perLanguage((lang) => ({
            tariffa_intera: '12 €',
            tariffa_ridotta: '8 €',
            tariffa_gratuita: lang === 'it' ? 'under 12' : 'children under 12',
            abbonamenti: '60 €',
            sito: `https://www.example.org/${lang}/biglietti/${index + 1}`,
          })),
        },
      };
    });
    const body: EventItemInput = {
      attachments: attach(pictures, 0, 4, true),
      stages,
      contents: perLanguage((lang) => {
        const texts = articleTexts(lang, 'Festival dei teatri della Via Emilia', 140, 170);
        return {
          title: texts.title,
          slug: texts.slug,
          subtitle: texts.subtitle,
          description: texts.description,
          google: texts.google,
          social: texts.social,
          contacts: contacts(lang, 4),
          status: texts.status,
        };
      }),
    };
    const { id, status } = await createItem(api, 'event', body, notes);
    const last = stagesCount - 1;
    const lastTitle = stageTitle('it', last, `Teatro di ${town(last).name}`);
    return {
      key: 'event',
      editorPath: `/events/${id}`,
      listPath: '/events',
      apiPath: `event/${id}`,
      title: 'contents.it.title',
      titleWhat: 'title',
      nested: {
        kind: 'input',
        anchor: `stages.${last}.title.it`,
        what: `stage ${last + 1}'s title (a stage has no rich text; its panel opened first)`,
        openHeader: lastTitle,
      },
      rows: {
        what: `${stagesCount} stages`,
        draggedRow: stageTitle('it', last - 1, `Teatro di ${town(last - 1).name}`),
        card: 'Dove e quando',
        addButton: 'Aggiungi tappa',
        newRowInput: `stages.${stagesCount}.title.it`,
      },
      status,
      summary:
        `${stagesCount} stages (accordion), ${totalDates} dates in all (included days, 6-7 a stage), each stage with ` +
        'morning, afternoon and evening times, ticketing in it/en/de and an address',
      notes,
    };
  },

  async blog({ api, pictures }) {
    const notes: string[] = [];
    const title = (lang: Lang, index: number) =>
      `${WORDS[lang].paragraph} ${index + 1}: ${TOWNS[index % TOWNS.length]}`;
    const paragrafi: BlogItemInput['paragrafi'] = Array.from({ length: 30 }, (_, index) => ({
      order: index + 1,
      title: perLanguage((lang) => title(lang, index)),
      description: perLanguage((lang) => richText(lang, index)),
      attachments: attach(pictures, index, 2, false),
    }));
    const body: BlogItemInput = {
      attachments: attach(pictures, 0, 3, true),
      annoriferimento: 2026,
      fonte: 'Redazione APT Servizi',
      paragrafi,
      contents: perLanguage((lang) => {
        const texts = articleTexts(lang, 'Trenta soste golose lungo la Via Emilia', 140, 170);
        return { ...texts, excerpt: sentence(lang, 0) };
      }),
    };
    const { id, status } = await createItem(api, 'blog', body, notes);
    return {
      key: 'blog',
      editorPath: `/blog/${id}`,
      listPath: '/blog',
      apiPath: `blog/${id}`,
      title: 'contents.it.title',
      titleWhat: 'title',
      nested: { kind: 'richtext', anchor: 'paragrafi.29.title.it', what: "paragraph 30's description" },
      rows: {
        what: '30 paragraphs',
        draggedRow: title('it', 28),
        card: 'Paragrafi',
        addButton: 'Aggiungi paragrafo',
        newRowInput: 'paragrafi.30.title.it',
      },
      status,
      summary: '30 paragraphs, each with title and description (rich text) in it/en/de and 2 images',
      notes,
    };
  },

  async destination({ api, pictures, town, address, bologna }) {
    const notes = [
      "the POI with info points and contacts is the destination ('Info points' and 'Contatti')",
      'info points are not sortable (no handle nor move buttons): the drag moves a contact instead',
    ];
    const infoTitle = (lang: Lang, index: number) =>
      `Info point ${index + 1} (${lang.toUpperCase()}): ${town(index).name}`;
    const body: DestinationItemInput = {
      attachments: attach(pictures, 0, 5, true),
      comuni: [bologna.id],
      locations: Array.from({ length: 20 }, (_, index) => ({
        order: index + 1,
        info: perLanguage((lang) => infoTitle(lang, index)),
        location: address(index),
      })),
      contents: perLanguage((lang) => ({
        ...articleTexts(lang, 'Destinazione Via Emilia', 140, 170),
        contacts: contacts(lang, 20),
      })),
    };
    const { id, status } = await createItem(api, 'destination', body, notes);
    return {
      key: 'destination',
      editorPath: `/destinations/${id}`,
      listPath: '/destinations',
      apiPath: `destination/${id}`,
      title: 'contents.it.title',
      titleWhat: 'title',
      nested: { kind: 'input', anchor: 'locations.19.info.it', what: "info point 20's name (a text input)" },
      rows: {
        what: '20 info points',
        draggedRow: 'Ufficio 19',
        card: 'Info points',
        addButton: 'Aggiungi info point',
        newRowInput: 'locations.20.info.it',
        dragWhat: 'contact 19 of 20',
      },
      status,
      summary: '20 info points (name in it/en/de, address) and 20 contacts in each of it/en/de',
      notes,
    };
  },

  async menu({ api }) {
    const notes = [
      'the menu is a tree page, not an entity editor: "title" is the add form\'s Titolo (IT), the nested text ' +
        "the last item's title in its edit-in-place form, the add is the add form's Aggiungi (a server round trip) " +
        'and the save the edit form\'s Salva (PUT menu/{id}); "open" waits for the last row too',
    ];
    const sections = 20;
    const children = 9;
    const label = (lang: Lang, section: number, child: number | null) => {
      const name = TOWNS[section % TOWNS.length] ?? 'Bologna';
      if (child === null) return `${name} (${lang.toUpperCase()})`;
      const what = { it: 'Voce', en: 'Item', de: 'Eintrag' }[lang];
      return `${what} ${section + 1}.${child + 1} ${name}`;
    };
    let lastId = 0;
    let lastTitle = '';
    for (let section = 0; section < sections; section++) {
      const top: MenuItemRequest = {
        target: '_self',
        parent_id: null,
        contents: perLanguage((lang) => ({
          title: label(lang, section, null),
          subtitle: sentence(lang, section).slice(0, 60),
          link: `/${lang}/${slugOf(TOWNS[section % TOWNS.length] ?? 'bologna')}`,
        })),
      };
      const parent = (await api<SaveResult>('POST', 'menu', top)).data.id;
      for (let child = 0; child < children; child++) {
        const item: MenuItemRequest = {
          target: child % 4 === 3 ? '_blank' : '_self',
          parent_id: parent,
          contents: perLanguage((lang) => ({
            title: label(lang, section, child),
            subtitle: null,
            link: `/${lang}/${slugOf(TOWNS[section % TOWNS.length] ?? 'bologna')}/${child + 1}`,
          })),
        };
        lastId = (await api<SaveResult>('POST', 'menu', item)).data.id;
        lastTitle = label('it', section, child);
      }
    }
    return {
      key: 'menu',
      editorPath: '/menu',
      listPath: '/dashboard',
      apiPath: `menu/${lastId}`,
      title: 'Titolo (IT)',
      titleWhat: "the add form's Titolo (IT)",
      nested: {
        kind: 'menu',
        anchor: `tree-row-${lastId}`,
        what: "the last item's title (edit in place)",
        openHeader: lastTitle,
      },
      sidebarGroup: 'Impostazioni',
      rows: {
        what: `${sections * (children + 1)} items`,
        draggedRow: label('it', sections - 1, children - 2),
        card: 'Nuova voce di menu',
        addButton: 'Aggiungi',
        newRowInput: '',
      },
      status: 1,
      summary: `${sections} top-level items with ${children} children each (${sections * (children + 1)} items), texts in it/en/de`,
      notes,
    };
  },
};
