// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
/**
 * Titles per language.
 */
export type CategoryNodeContents = {
  [key: string]: {
    title: string;
  };
};

export interface CategoryNode {
  id: number;
  /** Titles per language. */
  contents: CategoryNodeContents;
  children: CategoryNode[];
}

export interface CategoryTreeResult {
  data: CategoryNode;
}

/**
 * Role names held by the user.
 */
export type CurrentUserRoles = { [key: string]: unknown };

/**
 * Abilities held by the user (`news-edit`, `*`).
 */
export type CurrentUserAbilities = { [key: string]: number | boolean };

/**
 * The kind of editorial desk the user belongs to.
 */
export type CurrentUserRedazioneTipo = string | null;

export interface CurrentUser {
  id: number;
  username?: string;
  first_name: string;
  last_name: string;
  email?: string;
  /** Role names held by the user. */
  roles: CurrentUserRoles;
  /** Abilities held by the user (`news-edit`, `*`). */
  abilities: CurrentUserAbilities;
  /** The kind of editorial desk the user belongs to. */
  redazione_tipo: CurrentUserRedazioneTipo;
}

export interface CurrentUserResult {
  data: CurrentUser;
}

export interface DashboardDraft {
  id: number;
  title: string;
  status: number;
  entity_type: string;
}

export interface DashboardDraftGroup {
  label: string;
  children: DashboardDraft[];
}

export type DashboardResultData = {
  summary: DashboardSummary[];
  drafts: DashboardDraftGroup[];
};

export interface DashboardResult {
  data: DashboardResultData;
}

export interface DashboardSummary {
  tipo: string;
  label: string;
  /** @minimum 0 */
  conto: number;
}

/**
 * Status. 0 Nascosto, 1 Pubblico, 2 Bozza, 3 Validazione richiesta, 4 In revisione, 5 Validazione richiesta (revisione), 6 Accettato, 7 Non accettato.
 */
export type DiconoContentStatus = (typeof DiconoContentStatus)[keyof typeof DiconoContentStatus];

export const DiconoContentStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
  NUMBER_7: 7,
} as const;

/**
 * Author. User id; defaults to the current user.
 * @minimum 1
 * @maximum 2147483647
 */
export type DiconoContentAuthor = number | null;

/**
 * Press review item: the fields of one language.
 */
export interface DiconoContent {
  /**
   * Title
   * @maxLength 524288
   */
  title: string;
  /**
   * Slug. Filled from title when left empty.
   * @maxLength 255
   * @pattern ^([a-z0-9]+(-[a-z0-9]+)*)?$
   */
  slug?: string;
  /**
   * Description. HTML as produced by the rich-text editor; sanitised on save.
   * @maxLength 262144
   */
  description?: string;
  /** Status. 0 Nascosto, 1 Pubblico, 2 Bozza, 3 Validazione richiesta, 4 In revisione, 5 Validazione richiesta (revisione), 6 Accettato, 7 Non accettato. */
  status?: DiconoContentStatus;
  /**
   * Author. User id; defaults to the current user.
   * @minimum 1
   * @maximum 2147483647
   */
  author?: DiconoContentAuthor;
  /**
   * Publication date. YYYY-MM-DD HH:mm:ss; empty for no date.
   * @maxLength 19
   * @pattern ^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$
   */
  pub_date?: string;
  /**
   * URL
   * @maxLength 524288
   */
  url?: string;
  /**
   * Quotation date. YYYY-MM-DD; empty for no date.
   * @maxLength 10
   * @pattern ^(\d{4}-\d{2}-\d{2})?$
   */
  dicono_pub_date?: string;
}

/**
 * The live item a revision draft belongs to.
 */
export type DiconoItemOriginalId = number | null;

/**
 * The statuses the current user may choose, per language.
 */
export type DiconoItemNextStatuses = {
  readonly it?: StatusOption[];
  readonly en?: StatusOption[];
};

/**
 * The id of the revision draft waiting for approval, if any.
 */
export type DiconoItemRevision = number | null;

/**
 * The revision draft's status per language (empty without a revision).
 */
export type DiconoItemRevisionStatuses = {
  /**
   * @minimum -1
   * @maximum 7
   */
  readonly it?: number;
  /**
   * @minimum -1
   * @maximum 7
   */
  readonly en?: number;
};

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type DiconoItemCategoryPrimary = number | null;

/**
 * Category. Categories under main category 4.
 */
export type DiconoItemCategory = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: DiconoItemCategoryPrimary;
};

export type DiconoItemContents = {
  it?: DiconoContent;
  en?: DiconoContent;
};

/**
 * Press review item
 */
export interface DiconoItem {
  readonly id: number;
  /** Incremented by every save; a save based on an older version answers 409. */
  version: number;
  /** YYYY-MM-DD HH:mm:ss */
  readonly created_at: string;
  /** YYYY-MM-DD HH:mm:ss */
  readonly updated_at: string;
  /** Whether the current user may save this item. */
  readonly canSave: boolean;
  /** 0 for a live item; otherwise a revision draft of `original_id`. */
  readonly draft: number;
  /** The live item a revision draft belongs to. */
  readonly original_id: DiconoItemOriginalId;
  /** The statuses the current user may choose, per language. */
  readonly nextStatuses: DiconoItemNextStatuses;
  /** The id of the revision draft waiting for approval, if any. */
  readonly revision: DiconoItemRevision;
  /** The revision draft's status per language (empty without a revision). */
  readonly revision_statuses: DiconoItemRevisionStatuses;
  /** Category. Categories under main category 4. */
  category?: DiconoItemCategory;
  contents: DiconoItemContents;
}

/**
 * The language being edited.
 */
export type DiconoItemInputLang = (typeof DiconoItemInputLang)[keyof typeof DiconoItemInputLang];

export const DiconoItemInputLang = {
  it: 'it',
  en: 'en',
} as const;

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type DiconoItemInputCategoryPrimary = number | null;

/**
 * Category. Categories under main category 4.
 */
export type DiconoItemInputCategory = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: DiconoItemInputCategoryPrimary;
};

export type DiconoItemInputContents = {
  it?: DiconoContent;
  en?: DiconoContent;
};

/**
 * Press review item as sent by a save: the whole item.
 */
export interface DiconoItemInput {
  /** The version the edit started from (omit for a new item). */
  version?: number;
  /** The language being edited. */
  lang?: DiconoItemInputLang;
  /** Category. Categories under main category 4. */
  category?: DiconoItemInputCategory;
  contents: DiconoItemInputContents;
}

export interface DiconoItemResult {
  data: DiconoItem;
}

export interface DiconoListResult {
  data: DiconoListRow[];
  meta: ListMeta;
}

/**
 * Status per language; -1 when the language has no content.
 */
export type DiconoListRowStatuses = {
  /**
   * @minimum -1
   * @maximum 7
   */
  it?: number;
  /**
   * @minimum -1
   * @maximum 7
   */
  en?: number;
};

export type DiconoListRowPermalink = string | null;

export interface DiconoListRow {
  id: number;
  /** The title of the item. */
  title: string;
  /** Status per language; -1 when the language has no content. */
  statuses: DiconoListRowStatuses;
  permalink: DiconoListRowPermalink;
}

/**
 * The body of every error answer.
 */
export interface ErrorMessage {
  message: string;
}

export type HealthStatus = (typeof HealthStatus)[keyof typeof HealthStatus];

export const HealthStatus = {
  ok: 'ok',
} as const;

export interface Health {
  status: HealthStatus;
}

/**
 * Status. 0 Nascosto, 1 Pubblico, 2 Bozza, 3 Validazione richiesta, 4 In revisione, 5 Validazione richiesta (revisione), 6 Accettato, 7 Non accettato.
 */
export type LicenceContentStatus = (typeof LicenceContentStatus)[keyof typeof LicenceContentStatus];

export const LicenceContentStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
  NUMBER_7: 7,
} as const;

/**
 * Licence: the fields of one language.
 */
export interface LicenceContent {
  /**
   * Licence name
   * @maxLength 524288
   */
  title?: string;
  /**
   * Url
   * @maxLength 524288
   */
  url?: string;
  /**
   * Description. HTML as produced by the rich-text editor; sanitised on save.
   * @maxLength 262144
   */
  description?: string;
  /** Status. 0 Nascosto, 1 Pubblico, 2 Bozza, 3 Validazione richiesta, 4 In revisione, 5 Validazione richiesta (revisione), 6 Accettato, 7 Non accettato. */
  status?: LicenceContentStatus;
}

/**
 * The live item a revision draft belongs to.
 */
export type LicenceItemOriginalId = number | null;

/**
 * The statuses the current user may choose, per language.
 */
export type LicenceItemNextStatuses = {
  readonly it?: StatusOption[];
  readonly en?: StatusOption[];
};

/**
 * The id of the revision draft waiting for approval, if any.
 */
export type LicenceItemRevision = number | null;

/**
 * The revision draft's status per language (empty without a revision).
 */
export type LicenceItemRevisionStatuses = {
  /**
   * @minimum -1
   * @maximum 7
   */
  readonly it?: number;
  /**
   * @minimum -1
   * @maximum 7
   */
  readonly en?: number;
};

export type LicenceItemContents = {
  it?: LicenceContent;
  en?: LicenceContent;
};

/**
 * Licence
 */
export interface LicenceItem {
  readonly id: number;
  /** Incremented by every save; a save based on an older version answers 409. */
  version: number;
  /** YYYY-MM-DD HH:mm:ss */
  readonly created_at: string;
  /** YYYY-MM-DD HH:mm:ss */
  readonly updated_at: string;
  /** Whether the current user may save this item. */
  readonly canSave: boolean;
  /** 0 for a live item; otherwise a revision draft of `original_id`. */
  readonly draft: number;
  /** The live item a revision draft belongs to. */
  readonly original_id: LicenceItemOriginalId;
  /** The statuses the current user may choose, per language. */
  readonly nextStatuses: LicenceItemNextStatuses;
  /** The id of the revision draft waiting for approval, if any. */
  readonly revision: LicenceItemRevision;
  /** The revision draft's status per language (empty without a revision). */
  readonly revision_statuses: LicenceItemRevisionStatuses;
  contents: LicenceItemContents;
}

/**
 * The language being edited.
 */
export type LicenceItemInputLang = (typeof LicenceItemInputLang)[keyof typeof LicenceItemInputLang];

export const LicenceItemInputLang = {
  it: 'it',
  en: 'en',
} as const;

export type LicenceItemInputContents = {
  it?: LicenceContent;
  en?: LicenceContent;
};

/**
 * Licence as sent by a save: the whole item.
 */
export interface LicenceItemInput {
  /** The version the edit started from (omit for a new item). */
  version?: number;
  /** The language being edited. */
  lang?: LicenceItemInputLang;
  contents: LicenceItemInputContents;
}

export interface LicenceItemResult {
  data: LicenceItem;
}

export interface LicenceListResult {
  data: LicenceListRow[];
  meta: ListMeta;
}

/**
 * Status per language; -1 when the language has no content.
 */
export type LicenceListRowStatuses = {
  /**
   * @minimum -1
   * @maximum 7
   */
  it?: number;
  /**
   * @minimum -1
   * @maximum 7
   */
  en?: number;
};

export type LicenceListRowPermalink = string | null;

/**
 * URL
 */
export type LicenceListRowUrl = string | null;

export interface LicenceListRow {
  id: number;
  /** The title of the item. */
  title: string;
  /** Status per language; -1 when the language has no content. */
  statuses: LicenceListRowStatuses;
  permalink: LicenceListRowPermalink;
  /** URL */
  url?: LicenceListRowUrl;
}

export interface ListMeta {
  /** @minimum 0 */
  total: number;
}

export interface LoginRequest {
  /** @minLength 1 */
  username: string;
  /** @minLength 1 */
  password: string;
}

export type LoginResultData = {
  access_token: string;
};

export interface LoginResult {
  data: LoginResultData;
}

export type MessageResultData = {
  message: string;
};

export interface MessageResult {
  data: MessageResultData;
}

export interface MunicipalitiesResult {
  data: Municipality[];
}

export interface Municipality {
  id: number;
  city: string;
  province: string;
  istat: string;
}

export interface NamedOption {
  id: number;
  name: string;
}

export interface NamedOptionsResult {
  data: NamedOption[];
}

export type NewsContentTagsItem = {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  /** @maxLength 255 */
  name: string;
};

/**
 * Status. 0 Nascosto, 1 Pubblico, 2 Bozza, 3 Validazione richiesta, 4 In revisione, 5 Validazione richiesta (revisione), 6 Accettato, 7 Non accettato.
 */
export type NewsContentStatus = (typeof NewsContentStatus)[keyof typeof NewsContentStatus];

export const NewsContentStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
  NUMBER_7: 7,
} as const;

/**
 * Author. User id; defaults to the current user.
 * @minimum 1
 * @maximum 2147483647
 */
export type NewsContentAuthor = number | null;

/**
 * Google
 */
export type NewsContentGoogle = {
  /**
   * Keywords
   * @maxLength 524288
   */
  keywords?: string;
  /**
   * Title
   * @maxLength 524288
   */
  title?: string;
  /**
   * Meta description
   * @maxLength 170
   */
  description?: string;
};

/**
 * Social
 */
export type NewsContentSocial = {
  /**
   * Title
   * @maxLength 524288
   */
  title?: string;
  /**
   * Description
   * @maxLength 300
   */
  description?: string;
};

/**
 * News item: the fields of one language.
 */
export interface NewsContent {
  /**
   * Title
   * @maxLength 524288
   */
  title: string;
  /**
   * Slug. Filled from title when left empty.
   * @maxLength 255
   * @pattern ^([a-z0-9]+(-[a-z0-9]+)*)?$
   */
  slug?: string;
  /**
   * Subtitle
   * @maxLength 140
   */
  subtitle?: string;
  /**
   * Introduction
   * @maxLength 250
   */
  excerpt?: string;
  /**
   * Description. HTML as produced by the rich-text editor; sanitised on save.
   * @maxLength 262144
   */
  description?: string;
  /**
   * Tags
   * @maxItems 100
   */
  tags?: NewsContentTagsItem[];
  /** Status. 0 Nascosto, 1 Pubblico, 2 Bozza, 3 Validazione richiesta, 4 In revisione, 5 Validazione richiesta (revisione), 6 Accettato, 7 Non accettato. */
  status?: NewsContentStatus;
  /**
   * Author. User id; defaults to the current user.
   * @minimum 1
   * @maximum 2147483647
   */
  author?: NewsContentAuthor;
  /**
   * Publication date. YYYY-MM-DD HH:mm:ss; empty for no date.
   * @maxLength 19
   * @pattern ^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$
   */
  pub_date?: string;
  /** Google */
  google?: NewsContentGoogle;
  /** Social */
  social?: NewsContentSocial;
}

/**
 * The live item a revision draft belongs to.
 */
export type NewsItemOriginalId = number | null;

/**
 * The statuses the current user may choose, per language.
 */
export type NewsItemNextStatuses = {
  readonly it?: StatusOption[];
  readonly en?: StatusOption[];
  readonly de?: StatusOption[];
};

/**
 * The id of the revision draft waiting for approval, if any.
 */
export type NewsItemRevision = number | null;

/**
 * The revision draft's status per language (empty without a revision).
 */
export type NewsItemRevisionStatuses = {
  /**
   * @minimum -1
   * @maximum 7
   */
  readonly it?: number;
  /**
   * @minimum -1
   * @maximum 7
   */
  readonly en?: number;
  /**
   * @minimum -1
   * @maximum 7
   */
  readonly de?: number;
};

export type NewsItemAttachmentsItem = {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  /** @maxLength 4096 */
  title?: string;
  /**
   * An absolute http(s) address or one relative to the site (/...).
   * @maxLength 2048
   */
  url?: string;
  /**
   * An absolute http(s) address or one relative to the site (/...).
   * @maxLength 2048
   */
  url_thumb?: string;
  is_primary?: boolean;
  /**
   * @minimum -2147483648
   * @maximum 2147483647
   */
  order?: number;
};

export type NewsItemLocationsCityAnyOf = {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  /** @maxLength 255 */
  city: string;
  /** @maxLength 255 */
  province?: string;
  /** @maxLength 255 */
  province_short?: string;
  /** @maxLength 255 */
  region?: string;
  /** @maxLength 255 */
  zip_code?: string;
  /** @maxLength 255 */
  country?: string;
};

export type NewsItemLocationsCity = NewsItemLocationsCityAnyOf | null;

/**
 * @minimum -90
 * @maximum 90
 */
export type NewsItemLocationsLat = number | null;

/**
 * @minimum -180
 * @maximum 180
 */
export type NewsItemLocationsLng = number | null;

/**
 * Address
 */
export type NewsItemLocations = {
  /** @maxLength 255 */
  venue?: string;
  /** @maxLength 255 */
  address?: string;
  /** @maxLength 20 */
  number?: string;
  city?: NewsItemLocationsCity;
  /**
   * @minimum -90
   * @maximum 90
   */
  lat?: NewsItemLocationsLat;
  /**
   * @minimum -180
   * @maximum 180
   */
  lng?: NewsItemLocationsLng;
};

export type NewsItemPortalItem = (typeof NewsItemPortalItem)[keyof typeof NewsItemPortalItem];

export const NewsItemPortalItem = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type NewsItemDestinazionePrimary = number | null;

/**
 * Destination. Categories under main category 2.
 */
export type NewsItemDestinazione = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: NewsItemDestinazionePrimary;
};

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type NewsItemCategoryPrimary = number | null;

/**
 * Category. Categories under main category 1.
 */
export type NewsItemCategory = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: NewsItemCategoryPrimary;
};

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type NewsItemTargetPrimary = number | null;

/**
 * Target. Categories under main category 6.
 */
export type NewsItemTarget = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: NewsItemTargetPrimary;
};

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type NewsItemThemePrimary = number | null;

/**
 * Interest. Categories under main category 5.
 */
export type NewsItemTheme = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: NewsItemThemePrimary;
};

export type NewsItemContents = {
  it?: NewsContent;
  en?: NewsContent;
  de?: NewsContent;
};

/**
 * News item
 */
export interface NewsItem {
  readonly id: number;
  /** Incremented by every save; a save based on an older version answers 409. */
  version: number;
  /** YYYY-MM-DD HH:mm:ss */
  readonly created_at: string;
  /** YYYY-MM-DD HH:mm:ss */
  readonly updated_at: string;
  /** Whether the current user may save this item. */
  readonly canSave: boolean;
  /** 0 for a live item; otherwise a revision draft of `original_id`. */
  readonly draft: number;
  /** The live item a revision draft belongs to. */
  readonly original_id: NewsItemOriginalId;
  /** The statuses the current user may choose, per language. */
  readonly nextStatuses: NewsItemNextStatuses;
  /** The id of the revision draft waiting for approval, if any. */
  readonly revision: NewsItemRevision;
  /** The revision draft's status per language (empty without a revision). */
  readonly revision_statuses: NewsItemRevisionStatuses;
  /**
   * Images
   * @maxItems 10
   */
  attachments?: NewsItemAttachmentsItem[];
  /** Address */
  locations?: NewsItemLocations;
  /**
   * Portal. Active portals: 1 Emilia-Romagna, 2 Emilia, 3 Romagna.
   * @maxItems 3
   */
  portal?: NewsItemPortalItem[];
  /**
   * Municipalities. Municipality ids.
   * @maxItems 500
   */
  comune?: number[];
  /** Destination. Categories under main category 2. */
  destinazione?: NewsItemDestinazione;
  /** Category. Categories under main category 1. */
  category?: NewsItemCategory;
  /** Target. Categories under main category 6. */
  target?: NewsItemTarget;
  /** Interest. Categories under main category 5. */
  theme?: NewsItemTheme;
  contents: NewsItemContents;
}

/**
 * The language being edited.
 */
export type NewsItemInputLang = (typeof NewsItemInputLang)[keyof typeof NewsItemInputLang];

export const NewsItemInputLang = {
  it: 'it',
  en: 'en',
  de: 'de',
} as const;

export type NewsItemInputAttachmentsItem = {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  /** @maxLength 4096 */
  title?: string;
  /**
   * An absolute http(s) address or one relative to the site (/...).
   * @maxLength 2048
   */
  url?: string;
  /**
   * An absolute http(s) address or one relative to the site (/...).
   * @maxLength 2048
   */
  url_thumb?: string;
  is_primary?: boolean;
  /**
   * @minimum -2147483648
   * @maximum 2147483647
   */
  order?: number;
};

export type NewsItemInputLocationsCityAnyOf = {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  /** @maxLength 255 */
  city: string;
  /** @maxLength 255 */
  province?: string;
  /** @maxLength 255 */
  province_short?: string;
  /** @maxLength 255 */
  region?: string;
  /** @maxLength 255 */
  zip_code?: string;
  /** @maxLength 255 */
  country?: string;
};

export type NewsItemInputLocationsCity = NewsItemInputLocationsCityAnyOf | null;

/**
 * @minimum -90
 * @maximum 90
 */
export type NewsItemInputLocationsLat = number | null;

/**
 * @minimum -180
 * @maximum 180
 */
export type NewsItemInputLocationsLng = number | null;

/**
 * Address
 */
export type NewsItemInputLocations = {
  /** @maxLength 255 */
  venue?: string;
  /** @maxLength 255 */
  address?: string;
  /** @maxLength 20 */
  number?: string;
  city?: NewsItemInputLocationsCity;
  /**
   * @minimum -90
   * @maximum 90
   */
  lat?: NewsItemInputLocationsLat;
  /**
   * @minimum -180
   * @maximum 180
   */
  lng?: NewsItemInputLocationsLng;
};

export type NewsItemInputPortalItem = (typeof NewsItemInputPortalItem)[keyof typeof NewsItemInputPortalItem];

export const NewsItemInputPortalItem = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type NewsItemInputDestinazionePrimary = number | null;

/**
 * Destination. Categories under main category 2.
 */
export type NewsItemInputDestinazione = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: NewsItemInputDestinazionePrimary;
};

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type NewsItemInputCategoryPrimary = number | null;

/**
 * Category. Categories under main category 1.
 */
export type NewsItemInputCategory = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: NewsItemInputCategoryPrimary;
};

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type NewsItemInputTargetPrimary = number | null;

/**
 * Target. Categories under main category 6.
 */
export type NewsItemInputTarget = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: NewsItemInputTargetPrimary;
};

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type NewsItemInputThemePrimary = number | null;

/**
 * Interest. Categories under main category 5.
 */
export type NewsItemInputTheme = {
  /** @maxItems 100 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: NewsItemInputThemePrimary;
};

export type NewsItemInputContents = {
  it?: NewsContent;
  en?: NewsContent;
  de?: NewsContent;
};

/**
 * News item as sent by a save: the whole item.
 */
export interface NewsItemInput {
  /** The version the edit started from (omit for a new item). */
  version?: number;
  /** The language being edited. */
  lang?: NewsItemInputLang;
  /**
   * Images
   * @maxItems 10
   */
  attachments?: NewsItemInputAttachmentsItem[];
  /** Address */
  locations?: NewsItemInputLocations;
  /**
   * Portal. Active portals: 1 Emilia-Romagna, 2 Emilia, 3 Romagna.
   * @maxItems 3
   */
  portal?: NewsItemInputPortalItem[];
  /**
   * Municipalities. Municipality ids.
   * @maxItems 500
   */
  comune?: number[];
  /** Destination. Categories under main category 2. */
  destinazione?: NewsItemInputDestinazione;
  /** Category. Categories under main category 1. */
  category?: NewsItemInputCategory;
  /** Target. Categories under main category 6. */
  target?: NewsItemInputTarget;
  /** Interest. Categories under main category 5. */
  theme?: NewsItemInputTheme;
  contents: NewsItemInputContents;
}

export interface NewsItemResult {
  data: NewsItem;
}

export interface NewsListResult {
  data: NewsListRow[];
  meta: ListMeta;
}

/**
 * Status per language; -1 when the language has no content.
 */
export type NewsListRowStatuses = {
  /**
   * @minimum -1
   * @maximum 7
   */
  it?: number;
  /**
   * @minimum -1
   * @maximum 7
   */
  en?: number;
  /**
   * @minimum -1
   * @maximum 7
   */
  de?: number;
};

export type NewsListRowPermalink = string | null;

/**
 * MUNICIPALITY
 */
export type NewsListRowComune = string | null;

/**
 * PUB. DATE (YYYY-MM-DD HH:mm:ss or YYYY-MM-DD)
 */
export type NewsListRowPubDate = string | null;

export interface NewsListRow {
  id: number;
  /** The title of the item. */
  title: string;
  /** Status per language; -1 when the language has no content. */
  statuses: NewsListRowStatuses;
  permalink: NewsListRowPermalink;
  /** MUNICIPALITY */
  comune?: NewsListRowComune;
  /** PUB. DATE (YYYY-MM-DD HH:mm:ss or YYYY-MM-DD) */
  pub_date?: NewsListRowPubDate;
}

export interface Province {
  id: number;
  nome: string;
}

export interface ProvincesResult {
  data: Province[];
}

/**
 * Status options per language.
 */
export type RelatedStatusesResultData = { [key: string]: StatusOption[] };

export interface RelatedStatusesResult {
  /** Status options per language. */
  data: RelatedStatusesResultData;
}

export type SaveResultDataPermalink = string | null;

export type SaveResultData = {
  id: number;
  message: string;
  permalink: SaveResultDataPermalink;
};

export interface SaveResult {
  data: SaveResultData;
}

export type StatusOptionId = (typeof StatusOptionId)[keyof typeof StatusOptionId];

export const StatusOptionId = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
  NUMBER_7: 7,
} as const;

export type StatusOptionActive = (typeof StatusOptionActive)[keyof typeof StatusOptionActive];

export const StatusOptionActive = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;

/**
 * A status a language may be saved with; `active` 0 is shown disabled.
 */
export interface StatusOption {
  id: StatusOptionId;
  name: string;
  active: StatusOptionActive;
}

/**
 * The live item a revision draft belongs to.
 */
export type TagsItemOriginalId = number | null;

/**
 * Language
 */
export type TagsItemLang = (typeof TagsItemLang)[keyof typeof TagsItemLang];

export const TagsItemLang = {
  it: 'it',
  en: 'en',
  de: 'de',
  fr: 'fr',
} as const;

/**
 * Tag
 */
export interface TagsItem {
  readonly id: number;
  /** Incremented by every save; a save based on an older version answers 409. */
  version: number;
  /** YYYY-MM-DD HH:mm:ss */
  readonly created_at: string;
  /** YYYY-MM-DD HH:mm:ss */
  readonly updated_at: string;
  /** Whether the current user may save this item. */
  readonly canSave: boolean;
  /** 0 for a live item; otherwise a revision draft of `original_id`. */
  readonly draft: number;
  /** The live item a revision draft belongs to. */
  readonly original_id: TagsItemOriginalId;
  /**
   * Title
   * @maxLength 255
   */
  name: string;
  /** Language */
  lang: TagsItemLang;
}

/**
 * Language
 */
export type TagsItemInputLang = (typeof TagsItemInputLang)[keyof typeof TagsItemInputLang];

export const TagsItemInputLang = {
  it: 'it',
  en: 'en',
  de: 'de',
  fr: 'fr',
} as const;

/**
 * Tag as sent by a save: the whole item.
 */
export interface TagsItemInput {
  /** The version the edit started from (omit for a new item). */
  version?: number;
  /**
   * Title
   * @maxLength 255
   */
  name: string;
  /** Language */
  lang: TagsItemInputLang;
}

export interface TagsItemResult {
  data: TagsItem;
}

export interface TagsListResult {
  data: TagsListRow[];
  /** @minimum 0 */
  total: number;
}

export type TagsListRowPermalink = string | null;

/**
 * TITLE
 */
export type TagsListRowName = string | null;

export interface TagsListRow {
  id: number;
  /** The name of the item. */
  title: string;
  permalink: TagsListRowPermalink;
  /** TITLE */
  name?: TagsListRowName;
  /**
   * TOTAL
   * @minimum 0
   */
  count?: number;
}

/**
 * The live item a revision draft belongs to.
 */
export type TemplatesItemOriginalId = number | null;

/**
 * Template
 */
export interface TemplatesItem {
  readonly id: number;
  /** Incremented by every save; a save based on an older version answers 409. */
  version: number;
  /** YYYY-MM-DD HH:mm:ss */
  readonly created_at: string;
  /** YYYY-MM-DD HH:mm:ss */
  readonly updated_at: string;
  /** Whether the current user may save this item. */
  readonly canSave: boolean;
  /** 0 for a live item; otherwise a revision draft of `original_id`. */
  readonly draft: number;
  /** The live item a revision draft belongs to. */
  readonly original_id: TemplatesItemOriginalId;
  /**
   * Title
   * @maxLength 255
   */
  name: string;
  /**
   * View
   * @maxLength 255
   */
  view?: string;
  /**
   * Parameters. Key/value parameters as the JSON text of an object of strings, e.g. {"layout":"wide"}.
   * @maxLength 65536
   */
  params?: string;
}

/**
 * The language being edited.
 */
export type TemplatesItemInputLang = (typeof TemplatesItemInputLang)[keyof typeof TemplatesItemInputLang];

export const TemplatesItemInputLang = {
  it: 'it',
} as const;

/**
 * Template as sent by a save: the whole item.
 */
export interface TemplatesItemInput {
  /** The version the edit started from (omit for a new item). */
  version?: number;
  /** The language being edited. */
  lang?: TemplatesItemInputLang;
  /**
   * Title
   * @maxLength 255
   */
  name: string;
  /**
   * View
   * @maxLength 255
   */
  view?: string;
  /**
   * Parameters. Key/value parameters as the JSON text of an object of strings, e.g. {"layout":"wide"}.
   * @maxLength 65536
   */
  params?: string;
}

export interface TemplatesItemResult {
  data: TemplatesItem;
}

export interface TemplatesListResult {
  data: TemplatesListRow[];
  meta: ListMeta;
}

export type TemplatesListRowPermalink = string | null;

/**
 * TITLE
 */
export type TemplatesListRowName = string | null;

export interface TemplatesListRow {
  id: number;
  /** The name of the item. */
  title: string;
  permalink: TemplatesListRowPermalink;
  /** TITLE */
  name?: TemplatesListRowName;
}

/**
 * Messages per field path (`contents.it.title`, `comune`).
 */
export type ValidationErrorErrors = { [key: string]: string[] };

export interface ValidationError {
  message: string;
  /** Messages per field path (`contents.it.title`, `comune`). */
  errors: ValidationErrorErrors;
}

/**
 * Status. 0 Nascosto, 1 Pubblico, 2 Bozza, 3 Validazione richiesta, 4 In revisione, 5 Validazione richiesta (revisione), 6 Accettato, 7 Non accettato.
 */
export type WebcamContentStatus = (typeof WebcamContentStatus)[keyof typeof WebcamContentStatus];

export const WebcamContentStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
  NUMBER_7: 7,
} as const;

/**
 * Author. User id; defaults to the current user.
 * @minimum 1
 * @maximum 2147483647
 */
export type WebcamContentAuthor = number | null;

/**
 * Webcam: the fields of one language.
 */
export interface WebcamContent {
  /**
   * Title
   * @maxLength 524288
   */
  title: string;
  /**
   * Slug. Filled from title when left empty.
   * @maxLength 255
   * @pattern ^([a-z0-9]+(-[a-z0-9]+)*)?$
   */
  slug?: string;
  /** Status. 0 Nascosto, 1 Pubblico, 2 Bozza, 3 Validazione richiesta, 4 In revisione, 5 Validazione richiesta (revisione), 6 Accettato, 7 Non accettato. */
  status?: WebcamContentStatus;
  /**
   * Author. User id; defaults to the current user.
   * @minimum 1
   * @maximum 2147483647
   */
  author?: WebcamContentAuthor;
  /**
   * Publication date. YYYY-MM-DD HH:mm:ss; empty for no date.
   * @maxLength 19
   * @pattern ^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$
   */
  pub_date?: string;
}

/**
 * The live item a revision draft belongs to.
 */
export type WebcamItemOriginalId = number | null;

/**
 * The statuses the current user may choose, per language.
 */
export type WebcamItemNextStatuses = {
  readonly it?: StatusOption[];
};

/**
 * The id of the revision draft waiting for approval, if any.
 */
export type WebcamItemRevision = number | null;

/**
 * The revision draft's status per language (empty without a revision).
 */
export type WebcamItemRevisionStatuses = {
  /**
   * @minimum -1
   * @maximum 7
   */
  readonly it?: number;
};

export type WebcamItemLocationsCityAnyOf = {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  /** @maxLength 255 */
  city: string;
  /** @maxLength 255 */
  province?: string;
  /** @maxLength 255 */
  province_short?: string;
  /** @maxLength 255 */
  region?: string;
  /** @maxLength 255 */
  zip_code?: string;
  /** @maxLength 255 */
  country?: string;
};

export type WebcamItemLocationsCity = WebcamItemLocationsCityAnyOf | null;

/**
 * @minimum -90
 * @maximum 90
 */
export type WebcamItemLocationsLat = number | null;

/**
 * @minimum -180
 * @maximum 180
 */
export type WebcamItemLocationsLng = number | null;

/**
 * Address
 */
export type WebcamItemLocations = {
  /** @maxLength 255 */
  venue?: string;
  /** @maxLength 255 */
  address?: string;
  /** @maxLength 20 */
  number?: string;
  city?: WebcamItemLocationsCity;
  /**
   * @minimum -90
   * @maximum 90
   */
  lat?: WebcamItemLocationsLat;
  /**
   * @minimum -180
   * @maximum 180
   */
  lng?: WebcamItemLocationsLng;
};

/**
 * Webcam
 */
export type WebcamItemWebcam = {
  /**
   * Webcam URL
   * @maxLength 524288
   */
  url?: string;
  /**
   * Notes
   * @maxLength 300
   */
  note?: string;
};

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type WebcamItemCategoryPrimary = number | null;

/**
 * Type. Categories under main category 7.
 */
export type WebcamItemCategory = {
  /** @maxItems 1 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: WebcamItemCategoryPrimary;
};

export type WebcamItemContents = {
  it?: WebcamContent;
};

/**
 * Webcam
 */
export interface WebcamItem {
  readonly id: number;
  /** Incremented by every save; a save based on an older version answers 409. */
  version: number;
  /** YYYY-MM-DD HH:mm:ss */
  readonly created_at: string;
  /** YYYY-MM-DD HH:mm:ss */
  readonly updated_at: string;
  /** Whether the current user may save this item. */
  readonly canSave: boolean;
  /** 0 for a live item; otherwise a revision draft of `original_id`. */
  readonly draft: number;
  /** The live item a revision draft belongs to. */
  readonly original_id: WebcamItemOriginalId;
  /** The statuses the current user may choose, per language. */
  readonly nextStatuses: WebcamItemNextStatuses;
  /** The id of the revision draft waiting for approval, if any. */
  readonly revision: WebcamItemRevision;
  /** The revision draft's status per language (empty without a revision). */
  readonly revision_statuses: WebcamItemRevisionStatuses;
  /** Address */
  locations?: WebcamItemLocations;
  /** Webcam */
  webcam?: WebcamItemWebcam;
  /** Type. Categories under main category 7. */
  category?: WebcamItemCategory;
  contents: WebcamItemContents;
}

/**
 * The language being edited.
 */
export type WebcamItemInputLang = (typeof WebcamItemInputLang)[keyof typeof WebcamItemInputLang];

export const WebcamItemInputLang = {
  it: 'it',
} as const;

export type WebcamItemInputLocationsCityAnyOf = {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  /** @maxLength 255 */
  city: string;
  /** @maxLength 255 */
  province?: string;
  /** @maxLength 255 */
  province_short?: string;
  /** @maxLength 255 */
  region?: string;
  /** @maxLength 255 */
  zip_code?: string;
  /** @maxLength 255 */
  country?: string;
};

export type WebcamItemInputLocationsCity = WebcamItemInputLocationsCityAnyOf | null;

/**
 * @minimum -90
 * @maximum 90
 */
export type WebcamItemInputLocationsLat = number | null;

/**
 * @minimum -180
 * @maximum 180
 */
export type WebcamItemInputLocationsLng = number | null;

/**
 * Address
 */
export type WebcamItemInputLocations = {
  /** @maxLength 255 */
  venue?: string;
  /** @maxLength 255 */
  address?: string;
  /** @maxLength 20 */
  number?: string;
  city?: WebcamItemInputLocationsCity;
  /**
   * @minimum -90
   * @maximum 90
   */
  lat?: WebcamItemInputLocationsLat;
  /**
   * @minimum -180
   * @maximum 180
   */
  lng?: WebcamItemInputLocationsLng;
};

/**
 * Webcam
 */
export type WebcamItemInputWebcam = {
  /**
   * Webcam URL
   * @maxLength 524288
   */
  url?: string;
  /**
   * Notes
   * @maxLength 300
   */
  note?: string;
};

/**
 * @minimum 1
 * @maximum 2147483647
 */
export type WebcamItemInputCategoryPrimary = number | null;

/**
 * Type. Categories under main category 7.
 */
export type WebcamItemInputCategory = {
  /** @maxItems 1 */
  ids: number[];
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  primary?: WebcamItemInputCategoryPrimary;
};

export type WebcamItemInputContents = {
  it?: WebcamContent;
};

/**
 * Webcam as sent by a save: the whole item.
 */
export interface WebcamItemInput {
  /** The version the edit started from (omit for a new item). */
  version?: number;
  /** The language being edited. */
  lang?: WebcamItemInputLang;
  /** Address */
  locations?: WebcamItemInputLocations;
  /** Webcam */
  webcam?: WebcamItemInputWebcam;
  /** Type. Categories under main category 7. */
  category?: WebcamItemInputCategory;
  contents: WebcamItemInputContents;
}

export interface WebcamItemResult {
  data: WebcamItem;
}

export interface WebcamListResult {
  data: WebcamListRow[];
  meta: ListMeta;
}

/**
 * Status per language; -1 when the language has no content.
 */
export type WebcamListRowStatuses = {
  /**
   * @minimum -1
   * @maximum 7
   */
  it?: number;
};

export type WebcamListRowPermalink = string | null;

/**
 * MUNICIPALITY
 */
export type WebcamListRowCity = string | null;

/**
 * OWNER
 */
export type WebcamListRowOwner = string | null;

export interface WebcamListRow {
  id: number;
  /** The title of the item. */
  title: string;
  /** Status per language; -1 when the language has no content. */
  statuses: WebcamListRowStatuses;
  permalink: WebcamListRowPermalink;
  /** MUNICIPALITY */
  city?: WebcamListRowCity;
  /** OWNER */
  owner?: WebcamListRowOwner;
}

/**
 * The save is based on a stale version of the item.
 */
export type ConflictResponse = ErrorMessage;

/**
 * The user lacks the ability this call needs.
 */
export type ForbiddenResponse = ErrorMessage;

/**
 * No such item.
 */
export type NotFoundResponse = ErrorMessage;

/**
 * The request body is too large.
 */
export type PayloadTooLargeResponse = ErrorMessage;

/**
 * Rate limited: retry later.
 */
export type TooManyRequestsResponse = ErrorMessage;

/**
 * The bearer token is missing or expired.
 */
export type UnauthenticatedResponse = ErrorMessage;

/**
 * Invalid input: `errors` maps each field path to its messages.
 */
export type ValidationFailedResponse = ValidationError;

export type AcceptLanguageParameter = (typeof AcceptLanguageParameter)[keyof typeof AcceptLanguageParameter];

export const AcceptLanguageParameter = {
  it: 'it',
  en: 'en',
} as const;

/**
 * Words searched in the list.
 */
export type KeywordsParameter = string;

/**
 * Rows per page.
 */
export type LimitParameter = number;

/**
 * Page number, from 1.
 */
export type PageParameter = number;

export type GetCategoryTreeParams = {
  /**
   * Main category id.
   * @minimum 0
   * @maximum 2147483647
   */
  main: number;
  /**
   * Content language of the names.
   */
  lang?: GetCategoryTreeLang;
};

export type GetCategoryTreeLang = (typeof GetCategoryTreeLang)[keyof typeof GetCategoryTreeLang];

export const GetCategoryTreeLang = {
  it: 'it',
  en: 'en',
  de: 'de',
  fr: 'fr',
} as const;

export type ListDiconoParams = {
  /**
   * Words searched in the list.
   * @maxLength 200
   */
  keywords?: KeywordsParameter;
  /**
   * Page number, from 1.
   * @minimum 1
   * @maximum 1000000
   */
  page?: PageParameter;
  /**
   * Rows per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
  /**
   * Sort: '+' (ascending) or '-' (descending) before a field.
   * @pattern ^[+-](id)$
   */
  orderBy?: ListDiconoOrderBy;
  /**
   * Status: 0 Hidden, 1 Published, 2 Draft, 3 Validation requested, 4 In review, 5 Validation requested (revision), 6 Accepted, 7 Not accepted; -1 for every status.
   * @minimum -1
   * @maximum 7
   */
  stato?: number;
};

export type ListDiconoOrderBy = (typeof ListDiconoOrderBy)[keyof typeof ListDiconoOrderBy];

export const ListDiconoOrderBy = {
  '+id': '+id',
  '-id': '-id',
} as const;

export type ListLicenceParams = {
  /**
   * Words searched in the list.
   * @maxLength 200
   */
  keywords?: KeywordsParameter;
  /**
   * Page number, from 1.
   * @minimum 1
   * @maximum 1000000
   */
  page?: PageParameter;
  /**
   * Rows per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
  /**
   * Sort: '+' (ascending) or '-' (descending) before a field.
   * @pattern ^[+-](id)$
   */
  orderBy?: ListLicenceOrderBy;
  /**
   * URL
   * @maxLength 200
   */
  url?: string;
};

export type ListLicenceOrderBy = (typeof ListLicenceOrderBy)[keyof typeof ListLicenceOrderBy];

export const ListLicenceOrderBy = {
  '+id': '+id',
  '-id': '-id',
} as const;

export type ListNewsParams = {
  /**
   * Words searched in the list.
   * @maxLength 200
   */
  keywords?: KeywordsParameter;
  /**
   * Page number, from 1.
   * @minimum 1
   * @maximum 1000000
   */
  page?: PageParameter;
  /**
   * Rows per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
  /**
   * Sort: '+' (ascending) or '-' (descending) before a field.
   * @pattern ^[+-](id|pub_date)$
   */
  orderBy?: ListNewsOrderBy;
  /**
   * Destination: a category id under main category 2.
   * @minimum -1
   * @maximum 2147483647
   */
  destinazione?: number;
  /**
   * Interest: a category id under main category 5.
   * @minimum -1
   * @maximum 2147483647
   */
  tema?: number;
  /**
   * Province: a province id; -1 for every province.
   * @minimum -1
   * @maximum 2147483647
   */
  provincia?: number;
  /**
   * Municipality: a municipality id.
   * @minimum -1
   * @maximum 2147483647
   */
  comune?: number;
  /**
   * Status: 0 Hidden, 1 Published, 2 Draft, 3 Validation requested, 4 In review, 5 Validation requested (revision), 6 Accepted, 7 Not accepted; -1 for every status.
   * @minimum -1
   * @maximum 7
   */
  stato?: number;
};

export type ListNewsOrderBy = (typeof ListNewsOrderBy)[keyof typeof ListNewsOrderBy];

export const ListNewsOrderBy = {
  '+id': '+id',
  '-id': '-id',
  '+pub_date': '+pub_date',
  '-pub_date': '-pub_date',
} as const;

export type ListOperationsCategoriesParams = {
  /**
   * Main category id.
   * @minimum 0
   * @maximum 2147483647
   */
  main: number;
  /**
   * Content language of the names.
   */
  lang?: ListOperationsCategoriesLang;
};

export type ListOperationsCategoriesLang =
  (typeof ListOperationsCategoriesLang)[keyof typeof ListOperationsCategoriesLang];

export const ListOperationsCategoriesLang = {
  it: 'it',
  en: 'en',
  de: 'de',
  fr: 'fr',
} as const;

export type ListOperationsComuniParams = {
  /**
   * One municipality by id.
   * @minimum 1
   * @maximum 2147483647
   */
  id?: number;
  /**
   * Part of the name (one of id, name, provincia is needed).
   * @maxLength 100
   */
  name?: string;
  /**
   * Only in this province.
   * @minimum -1
   * @maximum 2147483647
   */
  provincia?: number;
};

export type GetOperationsRelatedStatusesParams = {
  /**
   * The entity (`news`).
   * @maxLength 100
   */
  list: string;
  /**
   * The status field.
   * @maxLength 100
   */
  name?: string;
  /**
   * The item id, or 'new'.
   * @pattern ^(\d{1,10}|new)$
   */
  id: string;
};

export type ListOperationsTagsParams = {
  /**
   * Words searched in the list.
   * @maxLength 200
   */
  keywords?: KeywordsParameter;
  /**
   * Page number, from 1.
   * @minimum 1
   * @maximum 1000000
   */
  page?: PageParameter;
  /**
   * Rows per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
  /**
   * Sort: '+' (ascending) or '-' (descending) before a field.
   * @pattern ^[+-](id|name)$
   */
  orderBy?: ListOperationsTagsOrderBy;
};

export type ListOperationsTagsOrderBy = (typeof ListOperationsTagsOrderBy)[keyof typeof ListOperationsTagsOrderBy];

export const ListOperationsTagsOrderBy = {
  '+id': '+id',
  '-id': '-id',
  '+name': '+name',
  '-name': '-name',
} as const;

export type ListOperationsTagsBoxParams = {
  /**
   * Content language of the names.
   */
  lang?: ListOperationsTagsBoxLang;
  /**
   * Start of the tag name.
   * @maxLength 100
   */
  s?: string;
};

export type ListOperationsTagsBoxLang = (typeof ListOperationsTagsBoxLang)[keyof typeof ListOperationsTagsBoxLang];

export const ListOperationsTagsBoxLang = {
  it: 'it',
  en: 'en',
  de: 'de',
  fr: 'fr',
} as const;

export type ListTemplatesParams = {
  /**
   * Words searched in the list.
   * @maxLength 200
   */
  keywords?: KeywordsParameter;
  /**
   * Page number, from 1.
   * @minimum 1
   * @maximum 1000000
   */
  page?: PageParameter;
  /**
   * Rows per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
  /**
   * Sort: '+' (ascending) or '-' (descending) before a field.
   * @pattern ^[+-](id|name)$
   */
  orderBy?: ListTemplatesOrderBy;
};

export type ListTemplatesOrderBy = (typeof ListTemplatesOrderBy)[keyof typeof ListTemplatesOrderBy];

export const ListTemplatesOrderBy = {
  '+id': '+id',
  '-id': '-id',
  '+name': '+name',
  '-name': '-name',
} as const;

export type ListWebcamParams = {
  /**
   * Words searched in the list.
   * @maxLength 200
   */
  keywords?: KeywordsParameter;
  /**
   * Page number, from 1.
   * @minimum 1
   * @maximum 1000000
   */
  page?: PageParameter;
  /**
   * Rows per page.
   * @minimum 1
   * @maximum 100
   */
  limit?: LimitParameter;
  /**
   * Sort: '+' (ascending) or '-' (descending) before a field.
   * @pattern ^[+-](id)$
   */
  orderBy?: ListWebcamOrderBy;
  /**
   * Status: 0 Hidden, 1 Published, 2 Draft, 3 Validation requested, 4 In review, 5 Validation requested (revision), 6 Accepted, 7 Not accepted; -1 for every status.
   * @minimum -1
   * @maximum 7
   */
  stato?: number;
};

export type ListWebcamOrderBy = (typeof ListWebcamOrderBy)[keyof typeof ListWebcamOrderBy];

export const ListWebcamOrderBy = {
  '+id': '+id',
  '-id': '-id',
} as const;
