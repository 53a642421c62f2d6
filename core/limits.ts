/**
 * Upper bounds of every input: one source for the generator (defaults a schema may override),
 * the validators, the server's edge guard and the tests. A value past a bound is refused with a
 * 4xx naming it before anything else looks at it, so no input reaches PostgreSQL, a regular
 * expression or an HTML parser unbounded.
 */

/** PostgreSQL's `integer` range: ids of every table, and integer fields stored in columns. */
export const MAX_ID = 2_147_483_647;
export const MIN_INTEGER = -2_147_483_648;
export const MAX_INTEGER = MAX_ID;

/** Years a date may have: PostgreSQL has no year 0, and the wire format has four digits. */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/** The highest place a schema may give its entity's dashboard card (`dashboard.order`). */
export const MAX_DASHBOARD_ORDER = 1000;

/** Default bounds of schema fields; a schema's own `max` overrides them. */
/** `POST {path}/search` (an entity's quick search by title, for its reference combos). */
export const SEARCH_CALL_LIMITS = {
  /** Longest keywords accepted. */
  keywords: 100,
  /** Shortest keywords searched (spec: destination combos start at 2 typed characters). */
  minChars: 2,
  /** Rows answered at most. */
  rows: 10,
} as const;

export const FIELD_LIMITS = {
  /** Entries of a list-valued field (spec: media and contact maximums default to 100). */
  items: 100,
  /** Images or files attached to one field. */
  attachments: 10,
  /** Chosen categories of one category field. */
  categories: 100,
  /** Municipalities of one field (Emilia-Romagna has 328). */
  municipalities: 500,
  /** Short strings inside structured values: names, titles, labels, types. */
  shortText: 255,
  /** Addresses (URLs) of images, files and links. */
  url: 2048,
  /** Values inside key/value parameters, and the JSON text that holds them. */
  paramValue: 4096,
  paramsText: 65_536,
  /**
   * HTML of one rich-text field, markup included (a long article is some tens of kB): parsing
   * the worst HTML of this size takes the sanitiser about 0.2 s on this project's machines.
   */
  richTextHtml: 256 * 1024,
  /**
   * Elements open inside one another in a rich text. Quill nests a handful (a paragraph, a link,
   * four or five inline formats); the HTML parser's cost grows with the square of this depth, so
   * deeper markup (`<b>` × 80,000, unclosed) is refused before it costs seconds.
   */
  richTextDepth: 100,
} as const;

/**
 * Schedule fields (`kind: schedule`, an event stage's dates): defaults a schema may lower or raise
 * up to the ceilings. The occurrence index holds one row per day of a schedule, so the span and the
 * lists are bounded before any day is expanded.
 */
export const SCHEDULE_LIMITS = {
  /** Longest range start..end, in days (start and end included): 3 years. */
  days: 1096,
  /** Most included days, and most excluded days (each list). */
  dates: 366,
  /** Characters of the 'Maggiori informazioni' text (a textarea's default, content.md). */
  moreInfo: 300,
  /** The most a schema may set `maxDays` to (10 years). */
  maxDays: 3660,
  /** The most a schema may set `maxDates` to. */
  maxDates: 3660,
  /** The most a schema may set `moreInfoMax` to. */
  maxMoreInfo: 65_536,
} as const;

/**
 * Raw HTML a rich-text field may hold, for `max` visible characters: markup comes on top of the
 * text, up to a fixed ceiling, checked before the HTML is measured or parsed.
 */
export function richTextMarkupMax(visibleMax: number): number {
  return Math.min(visibleMax * 10 + 10_000, FIELD_LIMITS.richTextHtml);
}

/**
 * What the server's edge guard accepts in any request (query, path parameters, JSON body),
 * whatever the call: the outer bounds for calls and values no schema describes in detail.
 */
export const EDGE_LIMITS = {
  /** Nesting of objects and arrays in a body. */
  depth: 32,
  /** Elements of any one array. */
  arrayItems: 10_000,
  /** Keys of any one object. */
  objectKeys: 1_000,
  /** Characters of any one string (the body limit bounds the whole). */
  string: 5 * 1024 * 1024,
  /** Characters of a query or path parameter. */
  parameter: 12_000,
  /** Characters of a key. */
  key: 200,
} as const;

/** List calls: pages, page sizes and the characters of a query parameter. */
export const LIST_LIMITS = {
  defaultLimit: 25,
  maxLimit: 100,
  maxPage: 1_000_000,
  /** Characters of a keyword or filter value. */
  parameter: 200,
  /** Rows of an entity's CSV export (`exportCall`) at most: the newest, when there are more. */
  exportRows: 10_000,
} as const;

/**
 * The occurrence days an item keeps (`core/occurrence-days.ts`: the union of the days of every
 * value of a kind that occurs, written by the server on each save) and the list's date-range
 * filter. Each value's span is bounded by its kind; this bounds the item: a save whose days number
 * more is refused (422 `tooManyDays`), so the index, the save's work and the stored value stay
 * bounded whatever the number of stages.
 */
export const OCCURRENCE_LIMITS = {
  /** Distinct days of one item at most: ten years of daily occurrences. */
  days: 3660,
  /** Characters of the date-range filter's parameter (`YYYY-MM-DD..YYYY-MM-DD`). */
  rangeParameter: 22,
} as const;

/** Ids in one bulk delete (`DELETE {path}/1,2,3`): ten full pages of the largest list. */
export const MAX_DELETE_IDS = 1000;

/** Characters of a comma-joined id list of MAX_DELETE_IDS ids (the router's parameter bound). */
export const MAX_ID_LIST_LENGTH = MAX_DELETE_IDS * (String(MAX_ID).length + 1);

/** Unicode text that PostgreSQL can store: no NUL, no unpaired UTF-16 surrogate. */
export function isStorableText(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** A positive id in PostgreSQL's integer range. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

const MB = 1024 * 1024;

/** Upload limits of the spec (platform.md "Uploads" and "Constants"), for the server and the admin. */
export const UPLOAD_LIMITS = {
  /** Collection `images`. */
  imageBytes: 5 * MB,
  /** Every other collection. */
  fileBytes: 100 * MB,
  /** Longest side of an image of the images collection. */
  minLongestSide: 300,
  /** Characters of the uploader's file name. */
  name: 255,
  /** How long the admin waits for one upload. */
  timeoutMs: 300_000,
} as const;

/** Users, roles, desks and passwords (platform.md sections 5 and 9). */
export const USER_LIMITS = {
  /** Minimum password length (section 9). */
  minPassword: 8,
  /** Characters of a password: argon2 hashes any length, the bound keeps the work finite. */
  maxPassword: 256,
  username: 60,
  /** Names, company, desk name. */
  name: 120,
  email: 254,
  url: 2000,
  roleName: 60,
  roleTitle: 120,
  /** Abilities of one role: far more than the grid's rows times its five columns. */
  abilities: 2000,
  destinations: 100,
  /** Minutes a password-recovery link stays valid. */
  resetLinkMinutes: 60,
  /**
   * Recovery requests one client (IP address) may make in an hour, whatever the addresses: more
   * answer 429. Counted per client only, so another client's requests never refuse the owner's.
   */
  resetRequestsPerHour: 5,
  /**
   * Recovery e-mails one address receives in `resetLinkMinutes` (against mail bombing): further
   * requests for it get the usual answer and send nothing, while the last mail's link still works.
   * Above one client's budget, so one client cannot use it up.
   */
  resetMailsPerAddress: 10,
} as const;

/**
 * The entity picker (spec platform.md sections 5, 7 and 9): its page is 20 items plus the
 * picker's limit (so that excluding what is already picked never shortens a page), a picker holds
 * 5 items by default; the admin searches after a 700 ms pause, when the query is empty or has at
 * least 3 characters.
 */
export const PICKER_LIMITS = {
  pageSize: 20,
  defaultLimit: 5,
  /** Items a picker may hold at most (and so the `limit` of `GET entities/list`). */
  maxLimit: 100,
  /** Indices of one `excludes[]` or `indices[]` parameter. */
  maxIndices: 100,
  /** Characters of one index (`news-12`): an entity name (64) and an id. */
  indexLength: 80,
  debounceMs: 700,
  minQuery: 3,
} as const;

/** Category and menu trees (platform.md sections 4 and 7, content.md "Category editor", "Menu editor"). */
export const TREE_LIMITS = {
  /** Characters of a title, subtitle or slug of a category or menu item. */
  title: 255,
  /** Characters of a menu item's link (a site path or an http(s) address). */
  link: FIELD_LIMITS.url,
  /** Entries of one reorder call. */
  orderEntries: 1000,
  /** The largest order value a reorder call may give. */
  maxOrder: 1_000_000,
  /**
   * Levels below the root that may be reordered, and so the deepest level a node may be added
   * at: 0 the top level, 1 the first level (a drop lands only on the root or a top-level node).
   */
  reorderableDepth: 1,
} as const;

/** Site settings (`operations/settings`): the section names a call may carry. */
export const SETTINGS_LIMITS = {
  /** Sections in one call (the advanced settings screen saves four). */
  maxSections: 10,
  /** Length of one section name. */
  sectionName: 50,
  /** Length of the comma-separated list. */
  sectionList: 510,
} as const;

/** Geocoding ('calcola coordinate', `GET operations/geocode`). */
export const GEOCODE_LIMITS = {
  /** Length of 'street, number city'. */
  address: 300,
  /** Calls per user per minute (each may reach the paid provider). */
  perUserPerMinute: 30,
  /** The provider's answer time before the call fails. */
  timeoutMs: 8000,
  /** Length of a provider's error message passed on. */
  providerMessage: 300,
  /** Bytes of a provider's answer read; a longer answer is a failure (a real one is a few KB). */
  answerBytes: 1_048_576,
} as const;
