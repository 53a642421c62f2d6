// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
export type Attachment = { id: number; name: string; url: string; mime: string; bytes: number; created_at: string };

export type AttachmentResult = { data: Attachment };

export type AttachmentsPage = { data: Attachment[]; meta: { total: number; current_page: number; last_page: number } };

export type AudioFile = {
  media_id: number;
  url: string;
  mime: string;
  bytes: number;
  characters: number;
  truncated: boolean;
  created_at: string;
};

export type AudioResult = {
  data: {
    entity: string;
    id: number;
    lang: 'it' | 'en' | 'de';
    state: 'none' | 'queued' | 'running' | 'done' | 'failed';
    progress: number | null;
    job: number | null;
    message: string;
    audio: AudioFile | null;
  };
};

/** Article: the fields of one language. */
export type BlogContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  readonly permalink?: string | null;
};

/** Article */
export type BlogItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  annoriferimento?: number | null;
  fonte?: string;
  paragrafi: {
    id?: number;
    order?: number;
    title?: { it?: string; en?: string; de?: string };
    description?: { it?: string; en?: string; de?: string };
    attachments?: {
      id: number;
      title?: string;
      url?: string;
      url_thumb?: string;
      is_primary?: boolean;
      order?: number;
    }[];
  }[];
  files?: { id: number; name: string; url?: string }[];
  related?: {
    type:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    id: number;
    title?: string;
  }[];
  comune?: number[];
  theme?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: BlogContent; en?: BlogContent; de?: BlogContent };
};

/** Article as sent by a save: the whole item. */
export type BlogItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  annoriferimento?: number | null;
  fonte?: string;
  paragrafi: {
    id?: number;
    order?: number;
    title?: { it?: string; en?: string; de?: string };
    description?: { it?: string; en?: string; de?: string };
    attachments?: {
      id: number;
      title?: string;
      url?: string;
      url_thumb?: string;
      is_primary?: boolean;
      order?: number;
    }[];
  }[];
  files?: { id: number; name: string; url?: string }[];
  related?: {
    type:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    id: number;
    title?: string;
  }[];
  comune?: number[];
  theme?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: BlogContent; en?: BlogContent; de?: BlogContent };
};

export type BlogItemResult = { data: BlogItem };

export type BlogListResult = { data: BlogListRow[]; meta: ListMeta };

export type BlogListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
  pub_date?: string | null;
};

export type CategoryContentInput = { title: string; slug?: string; subtitle?: string };

export type CategoryCreateRequest = {
  parent_id: number;
  contents: {
    it: { title: string; slug?: string; subtitle?: string };
    en?: CategoryContentInput;
    de?: CategoryContentInput;
  };
  cover?: { id: number; url?: string; url_thumb?: string | null } | null;
};

export type CategoryNode = {
  id: number;
  parent_id?: number | null;
  order?: number;
  cover?: { id: number; url: string; url_thumb?: string | null } | null;
  contents: { [key: string]: { title: string; slug?: string; subtitle?: string | null } };
  children: CategoryNode[];
};

export type CategoryTreeResult = { data: CategoryNode };

export type CategoryUpdateRequest = {
  parent_id?: number;
  contents?: { it?: CategoryContentInput; en?: CategoryContentInput; de?: CategoryContentInput };
  cover?: { id: number; url?: string; url_thumb?: string | null } | null;
};

export type CategoryUsage = { data: { items: number; categories: number } };

export type ComboResult = { data: { id: number; nome: string }[] };

export type CurrentUser = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: { [key: string]: string };
  abilities: { [key: string]: number | boolean };
  redazione_tipo: string | null;
};

export type CurrentUserResult = { data: CurrentUser };

export type DashboardDraft = { id: number; title: string; status: number; entity_type: string };

export type DashboardDraftGroup = { label: string; children: DashboardDraft[] };

export type DashboardResult = { data: { summary: DashboardSummary[]; drafts: DashboardDraftGroup[] } };

export type DashboardSummary = { tipo: string; label: string; conto: number };

export type Desk = {
  id: number;
  nome: string;
  url_it: string;
  url_en: string;
  lang: string;
  users: DeskUser[];
  users_count: number;
  comuni_istat: DeskMunicipality[];
};

export type DeskMunicipality = {
  id: number;
  codice: string;
  nome: string;
  provincia: { nome: string };
  pivot: { comuni_istat_id: number; redazioni_id: number };
};

export type DeskOptions = { data: { id: number; nome: string }[] };

export type DeskPage = {
  data: DeskRow[];
  total: number;
  meta: { total: number; current_page: number; last_page: number };
};

export type DeskResult = { data: Desk };

export type DeskRow = { id: number; nome: string; url_it: string; url_en: string; lang: string; users_count: number };

export type DeskSaveRequest = { nome: string; url_it: string; url_en: string; lang: 'it' | 'en' | 'de' | 'fr' };

export type DeskUser = {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: 0 | 1;
};

/** Destination: the fields of one language. */
export type DestinationContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  readonly permalink?: string | null;
};

/** Destination */
export type DestinationItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  comuni?: number[];
  locations?: {
    id?: number;
    order?: number;
    info?: { it?: string; en?: string; de?: string };
    location?: {
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
  }[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: DestinationContent; en?: DestinationContent; de?: DestinationContent };
};

/** Destination as sent by a save: the whole item. */
export type DestinationItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  comuni?: number[];
  locations?: {
    id?: number;
    order?: number;
    info?: { it?: string; en?: string; de?: string };
    location?: {
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
  }[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: DestinationContent; en?: DestinationContent; de?: DestinationContent };
};

export type DestinationItemResult = { data: DestinationItem };

export type DestinationListResult = { data: DestinationListRow[]; meta: ListMeta };

export type DestinationListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
};

/** Press review item: the fields of one language. */
export type DiconoContent = {
  title: string;
  slug?: string;
  description?: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  url?: string;
  dicono_pub_date?: string;
  readonly permalink?: string | null;
};

/** Press review item */
export type DiconoItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number };
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: DiconoContent; en?: DiconoContent };
};

/** Press review item as sent by a save: the whole item. */
export type DiconoItemInput = {
  version?: number;
  lang?: 'it' | 'en';
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: DiconoContent; en?: DiconoContent };
};

export type DiconoItemResult = { data: DiconoItem };

export type DiconoListResult = { data: DiconoListRow[]; meta: ListMeta };

export type DiconoListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number };
  revision?: number | null;
  permalink: string | null;
};

/** Brochure: the fields of one language. */
export type DownloadContent = {
  title: string;
  slug?: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  descrizioneFile?: string;
  readonly permalink?: string | null;
};

/** Brochure */
export type DownloadItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[]; fr?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number; fr?: number };
  comune?: number[];
  attachments?: { id: number; name: string; url?: string }[];
  mappa?: boolean;
  destinazione?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: DownloadContent; en?: DownloadContent; de?: DownloadContent; fr?: DownloadContent };
};

/** Brochure as sent by a save: the whole item. */
export type DownloadItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de' | 'fr';
  comune?: number[];
  attachments?: { id: number; name: string; url?: string }[];
  mappa?: boolean;
  destinazione?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: DownloadContent; en?: DownloadContent; de?: DownloadContent; fr?: DownloadContent };
};

export type DownloadItemResult = { data: DownloadItem };

export type DownloadListResult = { data: DownloadListRow[]; meta: ListMeta };

export type DownloadListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number; fr?: number };
  revision?: number | null;
  permalink: string | null;
};

/** Restaurant: the fields of one language. */
export type EatContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  readonly permalink?: string | null;
};

/** Restaurant */
export type EatItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: EatContent; en?: EatContent; de?: EatContent };
};

/** Restaurant as sent by a save: the whole item. */
export type EatItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: EatContent; en?: EatContent; de?: EatContent };
};

export type EatItemResult = { data: EatItem };

export type EatListResult = { data: EatListRow[]; meta: ListMeta };

export type EatListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
  city?: string | null;
};

export type EntityPage = { results: EntityPick[]; pagination: { more: boolean } };

export type EntityPick = {
  id: number;
  type: string;
  index: string;
  title: string;
  permalink: string | null;
  slug: string | null;
  name: string;
  lang: string | null;
};

export type EntityPicks = { results: EntityPick[] };

export type EntityType = { name: string; label: string };

export type EntityTypesResult = { data: EntityType[] };

/** The body of every error answer. */
export type ErrorMessage = { message: string };

/** Experience: the fields of one language. */
export type EsperienzeContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  price?: string;
  referente?: string;
  readonly permalink?: string | null;
};

/** Experience */
export type EsperienzeItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  operatore?: { id: number; name?: string }[];
  comune?: number[];
  destinazione?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: EsperienzeContent; en?: EsperienzeContent };
};

/** Experience as sent by a save: the whole item. */
export type EsperienzeItemInput = {
  version?: number;
  lang?: 'it' | 'en';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  operatore?: { id: number; name?: string }[];
  comune?: number[];
  destinazione?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: EsperienzeContent; en?: EsperienzeContent };
};

export type EsperienzeItemResult = { data: EsperienzeItem };

export type EsperienzeListResult = { data: EsperienzeListRow[]; meta: ListMeta };

export type EsperienzeListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number };
  revision?: number | null;
  permalink: string | null;
  comune?: string[] | null;
  pub_date?: string | null;
};

/** Event: the fields of one language. */
export type EventContent = {
  title: string;
  slug: string;
  subtitle?: string;
  description: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  note?: string;
  readonly permalink?: string | null;
};

/** Event */
export type EventItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  stages: {
    id?: number;
    order?: number;
    title?: { it?: string; en?: string; de?: string };
    location?: {
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
    dates?: {
      start?: string;
      end?: string;
      includes?: string[];
      excludes?: string[];
      weekdays?: { lun: 0 | 1; mar: 0 | 1; mer: 0 | 1; gio: 0 | 1; ven: 0 | 1; sab: 0 | 1; dom: 0 | 1 };
      moreInfo?: string;
    };
    times?: {
      type?: 'timerange' | 'freetext' | 'program' | 'website' | null;
      morning?: { start?: string; end?: string };
      afternoon?: { start?: string; end?: string };
      evening?: { start?: string; end?: string };
      freetext?: { it?: string; en?: string; de?: string };
    };
    ticketing?: {
      ingresso?: 1 | 2 | 3 | null;
      info?: {
        it?: {
          tariffa_intera?: string;
          tariffa_ridotta?: string;
          tariffa_gratuita?: string;
          abbonamenti?: string;
          sito?: string;
        };
        en?: {
          tariffa_intera?: string;
          tariffa_ridotta?: string;
          tariffa_gratuita?: string;
          abbonamenti?: string;
          sito?: string;
        };
        de?: {
          tariffa_intera?: string;
          tariffa_ridotta?: string;
          tariffa_gratuita?: string;
          abbonamenti?: string;
          sito?: string;
        };
      };
    };
  }[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: EventContent; en?: EventContent; de?: EventContent };
};

/** Event as sent by a save: the whole item. */
export type EventItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  stages: {
    id?: number;
    order?: number;
    title?: { it?: string; en?: string; de?: string };
    location?: {
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
    dates?: {
      start?: string;
      end?: string;
      includes?: string[];
      excludes?: string[];
      weekdays?: { lun: 0 | 1; mar: 0 | 1; mer: 0 | 1; gio: 0 | 1; ven: 0 | 1; sab: 0 | 1; dom: 0 | 1 };
      moreInfo?: string;
    };
    times?: {
      type?: 'timerange' | 'freetext' | 'program' | 'website' | null;
      morning?: { start?: string; end?: string };
      afternoon?: { start?: string; end?: string };
      evening?: { start?: string; end?: string };
      freetext?: { it?: string; en?: string; de?: string };
    };
    ticketing?: {
      ingresso?: 1 | 2 | 3 | null;
      info?: {
        it?: {
          tariffa_intera?: string;
          tariffa_ridotta?: string;
          tariffa_gratuita?: string;
          abbonamenti?: string;
          sito?: string;
        };
        en?: {
          tariffa_intera?: string;
          tariffa_ridotta?: string;
          tariffa_gratuita?: string;
          abbonamenti?: string;
          sito?: string;
        };
        de?: {
          tariffa_intera?: string;
          tariffa_ridotta?: string;
          tariffa_gratuita?: string;
          abbonamenti?: string;
          sito?: string;
        };
      };
    };
  }[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: EventContent; en?: EventContent; de?: EventContent };
};

export type EventItemResult = { data: EventItem };

export type EventListResult = { data: EventListRow[]; meta: ListMeta };

export type EventListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
  next_date?: string | null;
};

export type FeedImportResult = { data: { message: string; job: { id: number; status: string } } };

export type GeocodeResult = { data: { lat: number; lng: number; formatted_address: string } };

/** Guide: the fields of one language. */
export type GuideContent = {
  readonly title?: string;
  nome: string;
  cognome: string;
  slug?: string;
  nascita?: string;
  tesserino?: string;
  bio?: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  readonly permalink?: string | null;
};

export type GuideContentInput = {
  nome: string;
  cognome: string;
  slug?: string;
  nascita?: string;
  tesserino?: string;
  bio?: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
};

/** Guide */
export type GuideItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number };
  comune?: number | null;
  tipologia?: { ids: number[]; primary?: number | null };
  lingue?: { ids: number[]; primary?: number | null };
  contents: { it?: GuideContent; en?: GuideContent };
};

/** Guide as sent by a save: the whole item. */
export type GuideItemInput = {
  version?: number;
  lang?: 'it' | 'en';
  comune?: number | null;
  tipologia?: { ids: number[]; primary?: number | null };
  lingue?: { ids: number[]; primary?: number | null };
  contents: { it?: GuideContentInput; en?: GuideContentInput };
};

export type GuideItemResult = { data: GuideItem };

export type GuideListResult = { data: GuideListRow[]; meta: ListMeta };

export type GuideListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number };
  revision?: number | null;
  permalink: string | null;
  city?: string | null;
};

export type Health = { status: 'ok' };

export type HealthReady = {
  status: 'ready';
  runner: boolean;
  checks: { database: 'ok'; migrations: 'ok'; storage: 'ok' };
};

export type HistoryChange = { path: string; lang?: string; before: unknown; after: unknown; richText?: true };

export type HistoryEntry = {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  entity: string;
  item_id: number;
  version: number;
  action: 'create' | 'update' | 'status' | 'delete' | 'restore';
  lang: string | null;
  title: string | null;
  item_exists: boolean;
  changes: HistoryChange[];
};

export type HistoryPage = { data: HistoryEntry[]; meta: { total: number; current_page: number; last_page: number } };

export type HistoryRestoreBody = { side: 'before' | 'after' };

export type HistoryRestored = { data: { id: number; message: string; permalink: string | null } };

/** Information office: the fields of one language. */
export type IatContent = {
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  title: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  readonly permalink?: string | null;
};

/** Information office */
export type IatItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  locations?: {
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
  comune?: number | null;
  contents: { it?: IatContent; en?: IatContent; de?: IatContent };
};

/** Information office as sent by a save: the whole item. */
export type IatItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  locations?: {
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
  comune?: number | null;
  contents: { it?: IatContent; en?: IatContent; de?: IatContent };
};

export type IatItemResult = { data: IatItem };

export type IatListResult = { data: IatListRow[]; meta: ListMeta };

export type IatListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
  province?: string | null;
  city?: string | null;
};

/** Interest: the fields of one language. */
export type InteressiContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  readonly permalink?: string | null;
};

/** Interest */
export type InteressiItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  portal?: (1 | 2 | 3)[];
  location?: {
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
  comune?: number[];
  destinazione?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: InteressiContent; en?: InteressiContent; de?: InteressiContent };
};

/** Interest as sent by a save: the whole item. */
export type InteressiItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  portal?: (1 | 2 | 3)[];
  location?: {
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
  comune?: number[];
  destinazione?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: InteressiContent; en?: InteressiContent; de?: InteressiContent };
};

export type InteressiItemResult = { data: InteressiItem };

export type InteressiListResult = { data: InteressiListRow[]; meta: ListMeta };

export type InteressiListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
  theme?: string | null;
};

/** Itinerary: the fields of one language. */
export type ItineraryContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  readonly permalink?: string | null;
};

/** Itinerary */
export type ItineraryItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  tappe: {
    id?: number;
    order?: number;
    contents?: {
      it?: { title?: string; description?: string };
      en?: { title?: string; description?: string };
      de?: { title?: string; description?: string };
    };
    destination?: { id: number; name?: string } | null;
    info?: { it?: string; en?: string; de?: string };
    location?: {
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
    attachments?: {
      id: number;
      title?: string;
      url?: string;
      url_thumb?: string;
      is_primary?: boolean;
      order?: number;
    }[];
  }[];
  portal?: (1 | 2 | 3)[];
  durata?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  season?: { ids: number[]; primary?: number | null };
  target?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  tdh_tipologia?: { ids: number[]; primary?: number | null };
  tdh_difficolta?: { ids: number[]; primary?: number | null };
  contents: { it?: ItineraryContent; en?: ItineraryContent; de?: ItineraryContent };
};

/** Itinerary as sent by a save: the whole item. */
export type ItineraryItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  tappe: {
    id?: number;
    order?: number;
    contents?: {
      it?: { title?: string; description?: string };
      en?: { title?: string; description?: string };
      de?: { title?: string; description?: string };
    };
    destination?: { id: number; name?: string } | null;
    info?: { it?: string; en?: string; de?: string };
    location?: {
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
    attachments?: {
      id: number;
      title?: string;
      url?: string;
      url_thumb?: string;
      is_primary?: boolean;
      order?: number;
    }[];
  }[];
  portal?: (1 | 2 | 3)[];
  durata?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  season?: { ids: number[]; primary?: number | null };
  target?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  tdh_tipologia?: { ids: number[]; primary?: number | null };
  tdh_difficolta?: { ids: number[]; primary?: number | null };
  contents: { it?: ItineraryContent; en?: ItineraryContent; de?: ItineraryContent };
};

export type ItineraryItemResult = { data: ItineraryItem };

export type ItineraryListResult = { data: ItineraryListRow[]; meta: ListMeta };

export type ItineraryListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
};

export type JobDetail = {
  data: {
    id: number;
    kind: string;
    key: string | null;
    status: 'queued' | 'running' | 'done' | 'dead' | 'cancelled';
    attempts: number;
    max_attempts: number;
    progress: number | null;
    last_error: string | null;
    run_at: string;
    created_at: string;
    updated_at: string;
    finished_at: string | null;
    created_by: number | null;
    timeout_ms: number;
    locked_by: string | null;
    locked_until: string | null;
    payload: unknown;
    result: unknown;
  };
};

export type JobPage = { data: JobRow[]; meta: { total: number; current_page: number; last_page: number } };

export type JobRow = {
  id: number;
  kind: string;
  key: string | null;
  status: 'queued' | 'running' | 'done' | 'dead' | 'cancelled';
  attempts: number;
  max_attempts: number;
  progress: number | null;
  last_error: string | null;
  run_at: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  created_by: number | null;
};

/** Licence: the fields of one language. */
export type LicenceContent = {
  title?: string;
  url?: string;
  description?: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  readonly permalink?: string | null;
};

/** Licence */
export type LicenceItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number };
  versions?: { id?: number; order?: number; name?: string }[];
  contents: { it?: LicenceContent; en?: LicenceContent };
};

/** Licence as sent by a save: the whole item. */
export type LicenceItemInput = {
  version?: number;
  lang?: 'it' | 'en';
  versions?: { id?: number; order?: number; name?: string }[];
  contents: { it?: LicenceContent; en?: LicenceContent };
};

export type LicenceItemResult = { data: LicenceItem };

export type LicenceListResult = { data: LicenceListRow[]; meta: ListMeta };

export type LicenceListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number };
  revision?: number | null;
  permalink: string | null;
  url?: string | null;
  contents: {
    it?: { title: string | null; url: string | null; status: number };
    en?: { title: string | null; url: string | null; status: number };
  };
};

export type ListMeta = { total: number };

export type LoginRequest = { username: string; password: string };

export type LoginResult = { data: { access_token: string } };

/** Point of interest: the fields of one language. */
export type LuoghiContent = {
  nome?: string;
  info?: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  readonly permalink?: string | null;
};

/** Point of interest */
export type LuoghiItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number };
  readonly code?: string;
  destination?: { id: number; name?: string } | null;
  location?: {
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
  mail?: string;
  telefono?: string;
  website?: string;
  contents: { it?: LuoghiContent };
};

/** Point of interest as sent by a save: the whole item. */
export type LuoghiItemInput = {
  version?: number;
  lang?: 'it';
  destination?: { id: number; name?: string } | null;
  location?: {
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
  mail?: string;
  telefono?: string;
  website?: string;
  contents: { it?: LuoghiContent };
};

export type LuoghiItemResult = { data: LuoghiItem };

export type LuoghiListResult = { data: LuoghiListRow[]; total: number };

export type LuoghiListRow = {
  id: number;
  title: string;
  statuses: { it?: number };
  revision?: number | null;
  permalink: string | null;
  street?: string | null;
  city?: string | null;
};

export type MapSettings = { data: { tileUrl: string; attribution: string; geocoder: boolean } };

export type MediaDeleteResult = { data: { message: string; detached: number } };

export type MediaItem = {
  id: number;
  url: string;
  url_thumb: string | null;
  name: string;
  title: string;
  description: string;
  copyright: string;
  license_id: number | null;
  license_version: string | null;
  openlibrary: 0 | 1;
  collection: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  created_at: string;
};

export type MediaItemResult = { data: MediaItem };

export type MediaLicence = { id: number; title: string; versions: string[] };

export type MediaLicencesResult = { data: MediaLicence[] };

export type MediaPage = {
  status: number;
  data: MediaItem[];
  meta: { current_page: number; last_page: number; total: number };
};

export type MediaSearchRequest = {
  limit?: number;
  page?: number;
  query?: string;
  id?: number;
  entity?: string;
  field?: string;
  license?: 'missing';
};

export type MediaUpdateRequest = {
  titolo?: string;
  description?: string;
  copyright?: string;
  license_id: number;
  license_version?: string | null;
  openlibrary?: 0 | 1 | boolean;
};

export type MediaUsageResult = {
  data: { total: number; items: { entity: string; label: string; id: number; title: string; section?: string }[] };
};

export type MenuContent = { title: string; subtitle: string | null; link: string };

export type MenuContentInput = { title: string; subtitle?: string | null; link: string };

export type MenuItemRequest = {
  parent_id?: number | null;
  target: '_self' | '_blank';
  contents: { it?: MenuContentInput; en?: MenuContentInput; de?: MenuContentInput };
  cover?: { id: number; url?: string; url_thumb?: string | null } | null;
};

export type MenuItemUpdateRequest = {
  parent_id?: number | null;
  target?: '_self' | '_blank';
  contents?: { it?: MenuContentInput | null; en?: MenuContentInput | null; de?: MenuContentInput | null };
  cover?: { id: number; url?: string; url_thumb?: string | null } | null;
};

export type MenuNode = {
  id: number;
  parent_id: number | null;
  order: number;
  target: '_self' | '_blank';
  contents: { it?: MenuContent; en?: MenuContent; de?: MenuContent };
  cover: { id: number; url: string; url_thumb: string | null } | null;
  children: MenuNode[];
};

export type MenuTreeResult = { data: MenuNode[] };

export type MessageResult = { data: { message: string } };

export type MunicipalitiesResult = { data: Municipality[] };

export type Municipality = { id: number; city: string; province: string; province_short: string; istat: string };

export type NamedOption = { id: number; name: string };

export type NamedOptionsResult = { data: NamedOption[] };

/** News item: the fields of one language. */
export type NewsContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  readonly permalink?: string | null;
};

/** News item */
export type NewsItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  locations?: {
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
  portal?: (1 | 2 | 3)[];
  comune?: number[];
  destinazione?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  target?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: NewsContent; en?: NewsContent; de?: NewsContent };
};

/** News item as sent by a save: the whole item. */
export type NewsItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  locations?: {
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
  portal?: (1 | 2 | 3)[];
  comune?: number[];
  destinazione?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  target?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: NewsContent; en?: NewsContent; de?: NewsContent };
};

export type NewsItemResult = { data: NewsItem };

export type NewsListResult = { data: NewsListRow[]; meta: ListMeta };

export type NewsListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
  comune?: string | null;
  pub_date?: string | null;
};

/** Open data: the fields of one language. */
export type OpendataContent = {
  title: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  readonly permalink?: string | null;
};

/** Open data */
export type OpendataItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number };
  attachments?: { id: number; name: string; url?: string }[];
  category?: { ids: number[]; primary?: number | null };
  destinazione?: { ids: number[]; primary?: number | null };
  comune?: number[];
  contents: { it?: OpendataContent; en?: OpendataContent };
};

/** Open data as sent by a save: the whole item. */
export type OpendataItemInput = {
  version?: number;
  lang?: 'it' | 'en';
  attachments?: { id: number; name: string; url?: string }[];
  category?: { ids: number[]; primary?: number | null };
  destinazione?: { ids: number[]; primary?: number | null };
  comune?: number[];
  contents: { it?: OpendataContent; en?: OpendataContent };
};

export type OpendataItemResult = { data: OpendataItem };

export type OpendataListResult = { data: OpendataListRow[]; meta: ListMeta };

export type OpendataListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number };
  revision?: number | null;
  permalink: string | null;
  pub_date?: string | null;
};

/** Operator: the fields of one language. */
export type OperatoriContent = {
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  title: string;
  slug?: string;
  description?: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  readonly permalink?: string | null;
};

/** Operator */
export type OperatoriItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  comune?: number[];
  contents: { it?: OperatoriContent; en?: OperatoriContent };
};

/** Operator as sent by a save: the whole item. */
export type OperatoriItemInput = {
  version?: number;
  lang?: 'it' | 'en';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  comune?: number[];
  contents: { it?: OperatoriContent; en?: OperatoriContent };
};

export type OperatoriItemResult = { data: OperatoriItem };

export type OperatoriListResult = { data: OperatoriListRow[]; meta: ListMeta };

export type OperatoriListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number };
  revision?: number | null;
  permalink: string | null;
};

/** Observatory article: the fields of one language. */
export type OsservatorioContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  readonly permalink?: string | null;
};

/** Observatory article */
export type OsservatorioItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  annoriferimento?: number | null;
  fonte?: string;
  paragrafi: {
    id?: number;
    order?: number;
    title?: { it?: string; en?: string; de?: string };
    description?: { it?: string; en?: string; de?: string };
    attachments?: {
      id: number;
      title?: string;
      url?: string;
      url_thumb?: string;
      is_primary?: boolean;
      order?: number;
    }[];
  }[];
  files?: { id: number; name: string; url?: string }[];
  related?: {
    type:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    id: number;
    title?: string;
  }[];
  comune?: number[];
  theme?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: OsservatorioContent; en?: OsservatorioContent; de?: OsservatorioContent };
};

/** Observatory article as sent by a save: the whole item. */
export type OsservatorioItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  annoriferimento?: number | null;
  fonte?: string;
  paragrafi: {
    id?: number;
    order?: number;
    title?: { it?: string; en?: string; de?: string };
    description?: { it?: string; en?: string; de?: string };
    attachments?: {
      id: number;
      title?: string;
      url?: string;
      url_thumb?: string;
      is_primary?: boolean;
      order?: number;
    }[];
  }[];
  files?: { id: number; name: string; url?: string }[];
  related?: {
    type:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    id: number;
    title?: string;
  }[];
  comune?: number[];
  theme?: { ids: number[]; primary?: number | null };
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: OsservatorioContent; en?: OsservatorioContent; de?: OsservatorioContent };
};

export type OsservatorioItemResult = { data: OsservatorioItem };

export type OsservatorioListResult = { data: OsservatorioListRow[]; meta: ListMeta };

export type OsservatorioListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
  pub_date?: string | null;
};

/** Static page: the fields of one language. */
export type PageContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  relatedtitle?: string;
  readonly permalink?: string | null;
};

/** Static page */
export type PageItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  related?: {
    type:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    id: number;
    title?: string;
  }[];
  theme?: { ids: number[]; primary?: number | null };
  template?: { id: number; name?: string } | null;
  contents: { it?: PageContent; en?: PageContent; de?: PageContent };
};

/** Static page as sent by a save: the whole item. */
export type PageItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  related?: {
    type:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    id: number;
    title?: string;
  }[];
  theme?: { ids: number[]; primary?: number | null };
  template?: { id: number; name?: string } | null;
  contents: { it?: PageContent; en?: PageContent; de?: PageContent };
};

export type PageItemResult = { data: PageItem };

export type PageListResult = { data: PageListRow[]; meta: ListMeta };

export type PageListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
};

export type PasswordChangeRequest = {
  password: string;
  password_confirmation?: string;
  send: 0 | 1 | true | false | '0' | '1' | 'true' | 'false';
};

export type PasswordResetForm = { password: string; password_confirmation: string; email_token?: string };

export type PasswordResetRequest = { email: string };

export type PermissionGrid = {
  data: { permission: { [key: string]: { [key: string]: 0 | 1 } }; labels: { [key: string]: string } };
};

/** Place: the fields of one language. */
export type PlaceContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  readonly permalink?: string | null;
};

/** Place */
export type PlaceItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: PlaceContent; en?: PlaceContent; de?: PlaceContent };
};

/** Place as sent by a save: the whole item. */
export type PlaceItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: PlaceContent; en?: PlaceContent; de?: PlaceContent };
};

export type PlaceItemResult = { data: PlaceItem };

export type PlaceListResult = { data: PlaceListRow[]; meta: ListMeta };

export type PlaceListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
  city?: string | null;
  province?: string | null;
};

export type PreviewLink = {
  id: number;
  entity: string;
  item_id: number;
  lang: string;
  created_by: number | null;
  author: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
};

export type PreviewLinkBody = { entity: string; id: number; lang: string; days?: number };

export type PreviewLinkCreated = { data: { link: PreviewLink; secret: string; url: string | null; page: string } };

export type PreviewLinksResult = { data: PreviewLink[] };

export type PreviewResult = {
  data: {
    entity: string;
    id: number;
    lang: string;
    version: number;
    secret_version: number;
    expires_at: string;
    item: { [key: string]: unknown };
  };
};

/** Stay proposal: the fields of one language. */
export type ProposteSoggiornoContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  price?: string;
  readonly permalink?: string | null;
};

/** Stay proposal */
export type ProposteSoggiornoItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  comune?: number[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: ProposteSoggiornoContent; en?: ProposteSoggiornoContent };
};

/** Stay proposal as sent by a save: the whole item. */
export type ProposteSoggiornoItemInput = {
  version?: number;
  lang?: 'it' | 'en';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  comune?: number[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: ProposteSoggiornoContent; en?: ProposteSoggiornoContent };
};

export type ProposteSoggiornoItemResult = { data: ProposteSoggiornoItem };

export type ProposteSoggiornoListResult = { data: ProposteSoggiornoListRow[]; meta: ListMeta };

export type ProposteSoggiornoListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number };
  revision?: number | null;
  permalink: string | null;
};

export type Province = { id: number; nome: string };

export type ProvincesResult = { data: Province[] };

export type PublicRedirect = { data: { old_url: string; new_url: string | null; code: 301 | 302 | 410 } };

export type Redirect = {
  id: number;
  old_url: string;
  new_url: string | null;
  code: 301 | 302 | 410;
  automatic: boolean;
  hits: number;
  last_hit_at: string | null;
  created_at: string;
  updated_at: string;
};

export type RedirectPage = { data: Redirect[]; meta: { total: number; current_page: number; last_page: number } };

export type RedirectSaveRequest = {
  old_url: string;
  new_url?: string | null;
  code: 301 | 302 | 410 | '301' | '302' | '410';
};

export type RedirectSaved = {
  data: {
    id: number;
    old_url: string;
    new_url: string | null;
    code: 301 | 302 | 410;
    automatic: boolean;
    hits: number;
    last_hit_at: string | null;
    created_at: string;
    updated_at: string;
    message: string;
  };
};

export type RelatedStatusesResult = { data: { [key: string]: StatusOption[] } };

/** Car rental: the fields of one language. */
export type RentContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  readonly permalink?: string | null;
};

/** Car rental */
export type RentItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: RentContent; en?: RentContent; de?: RentContent };
};

/** Car rental as sent by a save: the whole item. */
export type RentItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: RentContent; en?: RentContent; de?: RentContent };
};

export type RentItemResult = { data: RentItem };

export type RentListResult = { data: RentListRow[]; meta: ListMeta };

export type RentListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
};

export type Role = {
  id: number;
  name: string;
  title: string;
  abilities: string[];
  users_count: number;
  editable: boolean;
};

export type RoleResult = { data: Role };

export type RoleRow = { id: number; name: string; title: string; users_count: number };

export type RoleSaveRequest = { title: string; abilities: string[] };

export type RolesResult = {
  data: RoleRow[];
  code: 200;
  meta: { total: number; current_page: number; last_page: number };
};

export type SaveResult = { data: { id: number; message: string; permalink: string | null } };

export type SavedResult = { data: { id: number; message: string } };

export type SearchInput = { id?: number | string; keywords: string } | { id: number | string; keywords?: string };

export type SearchResult = {
  data: { id: number; title: string; contents: { [key: string]: { title: string } }; comune: string | null }[];
};

export type SettingsResult = { data: { [key: string]: unknown } };

export type SettingsSaveRequest = { section: string; data: { [key: string]: unknown } };

/** Stay proposal: the fields of one language. */
export type SoggiornoContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  price?: string;
  readonly permalink?: string | null;
};

/** Stay proposal */
export type SoggiornoItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  comune?: number[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: SoggiornoContent; en?: SoggiornoContent };
};

/** Stay proposal as sent by a save: the whole item. */
export type SoggiornoItemInput = {
  version?: number;
  lang?: 'it' | 'en';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  comune?: number[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: SoggiornoContent; en?: SoggiornoContent };
};

export type SoggiornoItemResult = { data: SoggiornoItem };

export type SoggiornoListResult = { data: SoggiornoListRow[]; meta: ListMeta };

export type SoggiornoListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number };
  revision?: number | null;
  permalink: string | null;
};

/** Sport and wellness item: the fields of one language. */
export type SportwellnessContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  readonly permalink?: string | null;
};

/** Sport and wellness item */
export type SportwellnessItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: SportwellnessContent; en?: SportwellnessContent; de?: SportwellnessContent };
};

/** Sport and wellness item as sent by a save: the whole item. */
export type SportwellnessItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  category?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: SportwellnessContent; en?: SportwellnessContent; de?: SportwellnessContent };
};

export type SportwellnessItemResult = { data: SportwellnessItem };

export type SportwellnessListResult = { data: SportwellnessListRow[]; meta: ListMeta };

export type SportwellnessListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
};

/** Station: the fields of one language. */
export type StationContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  readonly permalink?: string | null;
};

/** Station */
export type StationItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  readonly prices?: { id?: number; order?: number; label?: string; value?: number | null }[];
  contents: { it?: StationContent; en?: StationContent; de?: StationContent };
};

/** Station as sent by a save: the whole item. */
export type StationItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  locations?: {
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
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  contents: { it?: StationContent; en?: StationContent; de?: StationContent };
};

export type StationItemResult = { data: StationItem };

export type StationListResult = { data: StationListRow[]; meta: ListMeta };

export type StationListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
  city?: string | null;
};

export type StatusOption = { id: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7; name: string; active: 0 | 1 };

/** Hotel: the fields of one language. */
export type StayContent = {
  name: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  readonly permalink?: string | null;
};

/** Hotel */
export type StayItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number };
  locations?: {
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
  contacts?: { email?: string; phone?: string; website?: string };
  category_id?: { ids: number[]; primary?: number | null };
  classification_id?: { ids: number[]; primary?: number | null };
  rating?: number | null;
  contents: { it?: StayContent };
};

/** Hotel as sent by a save: the whole item. */
export type StayItemInput = {
  version?: number;
  lang?: 'it';
  locations?: {
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
  contacts?: { email?: string; phone?: string; website?: string };
  category_id?: { ids: number[]; primary?: number | null };
  classification_id?: { ids: number[]; primary?: number | null };
  rating?: number | null;
  contents: { it?: StayContent };
};

export type StayItemResult = { data: StayItem };

export type StayListResult = { data: StayListRow[]; meta: ListMeta };

export type StayListRow = {
  id: number;
  title: string;
  statuses: { it?: number };
  revision?: number | null;
  permalink: string | null;
  city?: string | null;
};

/** Tag */
export type TagsItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  name: string;
  lang: 'it' | 'en' | 'de' | 'fr' | null;
};

/** Tag as sent by a save: the whole item. */
export type TagsItemInput = { version?: number; name: string; lang: 'it' | 'en' | 'de' | 'fr' | null };

export type TagsItemResult = { data: TagsItem };

export type TagsListResult = { data: TagsListRow[]; total: number };

export type TagsListRow = { id: number; title: string; permalink: string | null; name?: string | null; count?: number };

export type TdhListRow = {
  id: number;
  entity: string;
  type: 'localita' | 'itinerario' | 'interesse' | 'evento';
  tipologia: string;
  title: string;
  date: string | null;
  languages: string[];
  changed: boolean;
};

export type TdhPage = {
  data: TdhListRow[];
  total: number;
  meta: { total: number; current_page: number; last_page: number };
};

export type TdhSendResult = { codiceEsito: string; message: string; job: { id: number; status: string } };

export type TdhSendState = { inviato: boolean; date: string | null; response: string | null };

export type TdhStatusResult = {
  data: {
    entity: string;
    id: number;
    inviato: boolean;
    date: string | null;
    waitlist: boolean;
    changed: boolean;
    response: string | null;
    languages: { [key: string]: TdhSendState };
  };
};

export type TdhWaitlistResult = { data: { message: string; waitlist: boolean } };

/** Template */
export type TemplatesItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  name: string;
  view?: string;
  params?: string;
};

/** Template as sent by a save: the whole item. */
export type TemplatesItemInput = { version?: number; lang?: 'it'; name: string; view?: string; params?: string };

export type TemplatesItemResult = { data: TemplatesItem };

export type TemplatesListResult = { data: TemplatesListRow[]; meta: ListMeta };

export type TemplatesListRow = { id: number; title: string; permalink: string | null; name?: string | null };

/** POI collection */
export type TipologiaLuoghiItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  title: string;
  readonly code?: string;
};

/** POI collection as sent by a save: the whole item. */
export type TipologiaLuoghiItemInput = { version?: number; lang?: 'it'; title: string };

export type TipologiaLuoghiItemResult = { data: TipologiaLuoghiItem };

export type TipologiaLuoghiListResult = { data: TipologiaLuoghiListRow[]; total: number };

export type TipologiaLuoghiListRow = { id: number; title: string; permalink: string | null; code?: string | null };

export type TitleSaveResult = { status: number; data: { id: number; message: string } };

export type TranslationCount = {
  entity: string;
  label: string;
  languages: ('it' | 'en' | 'de' | 'fr')[];
  items: number;
  statuses: { [key: string]: { [key: string]: number } };
};

export type TranslationPage = {
  data: TranslationRow[];
  counts: TranslationCount[];
  meta: { total: number; current_page: number; last_page: number };
};

export type TranslationRow = { entity: string; id: number; title: string; statuses: { [key: string]: number } };

export type TreeDeleteResult = { data: { message: string; changed: number } };

export type TreeOrderRequest =
  (number | { id: number; order: number; parent_id?: number | null })[] | { [key: string]: number };

export type TrekkingPage = {
  data: TrekkingRow[];
  total: number;
  meta: { total: number; current_page: number; last_page: number };
};

export type TrekkingRow = {
  id: number;
  trekksoft_id: string;
  title: string;
  url: string | null;
  location_name: string | null;
  comune_id: number | null;
  comune: string | null;
  date: string | null;
  description: string | null;
};

export type User = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  active: 0 | 1;
  role: string | null;
  roles: { [key: string]: string };
  redazione: number | null;
  destinations: { [key: string]: string };
};

export type UserCreateRequest = {
  company: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  role: string;
  active: 0 | 1;
  redazione?: number | null;
  destination?: number[];
  password: string;
  password_confirmation: string;
};

export type UserPage = { data: UserRow[]; meta: { total: number; current_page: number; last_page: number } };

export type UserResult = { data: User };

export type UserRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  active: 0 | 1;
  role: string | null;
  role_title: string | null;
  redazione: number | null;
  redazione_nome: string | null;
};

export type UserStatusResult = { data: { id: number; active: 0 | 1; message: string } };

export type UserUpdateRequest = {
  company: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  role: string;
  active: 0 | 1;
  redazione?: number | null;
  destination?: number[];
  password?: string;
  password_confirmation?: string;
};

export type ValidationError = { message: string; errors: { [key: string]: string[] } };

/** Via Emilia itinerary: the fields of one language. */
export type ViaemiliaContent = {
  title: string;
  slug?: string;
  subtitle?: string;
  excerpt?: string;
  description?: string;
  tags?: { id: number; name: string }[];
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  google?: { keywords?: string; title?: string; description?: string };
  social?: { title?: string; description?: string };
  contacts?: {
    id?: number;
    order?: number;
    label?: string;
    type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
    value: string;
  }[];
  readonly permalink?: string | null;
};

/** Via Emilia itinerary */
export type ViaemiliaItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[]; en?: StatusOption[]; de?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number; en?: number; de?: number };
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  tappe: {
    id?: number;
    order?: number;
    contents?: {
      it?: { title?: string; description?: string };
      en?: { title?: string; description?: string };
      de?: { title?: string; description?: string };
    };
    destination?: { id: number; name?: string } | null;
    info?: { it?: string; en?: string; de?: string };
    location?: {
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
    attachments?: {
      id: number;
      title?: string;
      url?: string;
      url_thumb?: string;
      is_primary?: boolean;
      order?: number;
    }[];
    poi?: { type: 'place' | 'luoghi' | 'eat' | 'stay'; id: number; title?: string }[];
    distanza?: { it?: string; en?: string; de?: string };
    events?: {
      it?: { type: 'event'; id: number; title?: string }[];
      en?: { type: 'event'; id: number; title?: string }[];
      de?: { type: 'event'; id: number; title?: string }[];
    };
    video?: {
      it?: { id?: number; order?: number; url?: string; title?: string }[];
      en?: { id?: number; order?: number; url?: string; title?: string }[];
      de?: { id?: number; order?: number; url?: string; title?: string }[];
    };
    planning?: {
      it?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
      en?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
      de?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
    };
    ricette?: {
      it?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
      en?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
      de?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
    };
    podcast?: {
      it?: { id?: number; order?: number; title?: string; url?: string }[];
      en?: { id?: number; order?: number; title?: string; url?: string }[];
      de?: { id?: number; order?: number; title?: string; url?: string }[];
    };
  }[];
  portal?: (1 | 2 | 3)[];
  durata?: { ids: number[]; primary?: number | null };
  target?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: ViaemiliaContent; en?: ViaemiliaContent; de?: ViaemiliaContent };
};

/** Via Emilia itinerary as sent by a save: the whole item. */
export type ViaemiliaItemInput = {
  version?: number;
  lang?: 'it' | 'en' | 'de';
  attachments?: {
    id: number;
    title?: string;
    url?: string;
    url_thumb?: string;
    is_primary?: boolean;
    order?: number;
  }[];
  tappe: {
    id?: number;
    order?: number;
    contents?: {
      it?: { title?: string; description?: string };
      en?: { title?: string; description?: string };
      de?: { title?: string; description?: string };
    };
    destination?: { id: number; name?: string } | null;
    info?: { it?: string; en?: string; de?: string };
    location?: {
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
    attachments?: {
      id: number;
      title?: string;
      url?: string;
      url_thumb?: string;
      is_primary?: boolean;
      order?: number;
    }[];
    poi?: { type: 'place' | 'luoghi' | 'eat' | 'stay'; id: number; title?: string }[];
    distanza?: { it?: string; en?: string; de?: string };
    events?: {
      it?: { type: 'event'; id: number; title?: string }[];
      en?: { type: 'event'; id: number; title?: string }[];
      de?: { type: 'event'; id: number; title?: string }[];
    };
    video?: {
      it?: { id?: number; order?: number; url?: string; title?: string }[];
      en?: { id?: number; order?: number; url?: string; title?: string }[];
      de?: { id?: number; order?: number; url?: string; title?: string }[];
    };
    planning?: {
      it?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
      en?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
      de?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
    };
    ricette?: {
      it?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
      en?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
      de?: {
        id?: number;
        order?: number;
        title?: string;
        url?: string;
        image?: {
          id: number;
          title?: string;
          url?: string;
          url_thumb?: string;
          is_primary?: boolean;
          order?: number;
        }[];
      }[];
    };
    podcast?: {
      it?: { id?: number; order?: number; title?: string; url?: string }[];
      en?: { id?: number; order?: number; title?: string; url?: string }[];
      de?: { id?: number; order?: number; title?: string; url?: string }[];
    };
  }[];
  portal?: (1 | 2 | 3)[];
  durata?: { ids: number[]; primary?: number | null };
  target?: { ids: number[]; primary?: number | null };
  theme?: { ids: number[]; primary?: number | null };
  contents: { it?: ViaemiliaContent; en?: ViaemiliaContent; de?: ViaemiliaContent };
};

export type ViaemiliaItemResult = { data: ViaemiliaItem };

export type ViaemiliaListResult = { data: ViaemiliaListRow[]; meta: ListMeta };

export type ViaemiliaListRow = {
  id: number;
  title: string;
  statuses: { it?: number; en?: number; de?: number };
  revision?: number | null;
  permalink: string | null;
};

/** Webcam: the fields of one language. */
export type WebcamContent = {
  title: string;
  slug?: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  author?: number | null;
  pub_date?: string;
  readonly permalink?: string | null;
};

/** Webcam */
export type WebcamItem = {
  readonly id: number;
  version: number;
  readonly created_at: string;
  readonly updated_at: string;
  readonly canSave: boolean;
  readonly draft: number;
  readonly original_id: number | null;
  readonly nextStatuses: { it?: StatusOption[] };
  readonly revision: number | null;
  readonly revision_statuses: { it?: number };
  locations?: {
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
  webcam?: { url?: string; note?: string };
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: WebcamContent };
};

/** Webcam as sent by a save: the whole item. */
export type WebcamItemInput = {
  version?: number;
  lang?: 'it';
  locations?: {
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
  webcam?: { url?: string; note?: string };
  category?: { ids: number[]; primary?: number | null };
  contents: { it?: WebcamContent };
};

export type WebcamItemResult = { data: WebcamItem };

export type WebcamListResult = { data: WebcamListRow[]; meta: ListMeta };

export type WebcamListRow = {
  id: number;
  title: string;
  statuses: { it?: number };
  revision?: number | null;
  permalink: string | null;
  city?: string | null;
  owner?: string | null;
};

export type XpItem = {
  id: number;
  external_id: string;
  title: string;
  types: string[];
  targets: string[];
  price_amount: number | null;
  price_currency: string | null;
  structure: { name: string } | null;
  locations: XpLocation[];
  dates: { start_date: string | null; end_date: string | null }[];
  abstract: string | null;
  images_gallery: { thumb: string }[];
  status: 'not_interested' | 'interested' | 'copied' | 'none';
  status_label: string;
  comuni: number[];
  in_feed: boolean;
};

export type XpLocation = {
  address: string | null;
  city_name: string | null;
  city_code: string | null;
  province_code: string | null;
};

export type XpPage = {
  data: { items: XpItem[]; items_count: number; meta: { total: number; current_page: number; last_page: number } };
};

export type XpStatusBody = { id: number | string; status: 'not_interested' | 'interested' | 'copied' | 'none' };

export type XpStatusResult = {
  data: { message: string; id: number; status: 'not_interested' | 'interested' | 'copied' | 'none' };
};
