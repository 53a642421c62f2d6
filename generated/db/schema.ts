// Generated from 30 schemas under schemas/ by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dateMultirange } from '#core/db/occurrences';
import { categoriesTable, municipalitiesTable, platformTables, usersTable } from '#core/db/platform';

export * from '#core/db/platform';
/** The JSON value of a jsonb column. */
export type BlogAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type BlogFilesValue = { id: number; name: string; url?: string }[];
/** The JSON value of a jsonb column. */
export type BlogGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type BlogParagrafiValue = {
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
/** The JSON value of a jsonb column. */
export type BlogRelatedValue = {
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
/** The JSON value of a jsonb column. */
export type BlogSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type DestinationAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type DestinationContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type DestinationGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type DestinationLocationsValue = {
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
/** The JSON value of a jsonb column. */
export type DestinationSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type DownloadAttachmentsValue = { id: number; name: string; url?: string }[];
/** The JSON value of a jsonb column. */
export type EatAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type EatContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type EatGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type EatLocationsValue = {
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
export type EatSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type EsperienzeAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type EsperienzeContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type EsperienzeGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type EsperienzeOperatoreValue = { id: number; name?: string }[];
/** The JSON value of a jsonb column. */
export type EsperienzeSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type EventAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type EventContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type EventGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type EventSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type EventStagesValue = {
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
/** The JSON value of a jsonb column. */
export type IatContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type IatLocationsValue = {
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
export type InteressiAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type InteressiGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type InteressiLocationValue = {
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
export type InteressiPortalValue = (1 | 2 | 3)[];
/** The JSON value of a jsonb column. */
export type InteressiSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type ItineraryAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type ItineraryContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type ItineraryGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type ItineraryPortalValue = (1 | 2 | 3)[];
/** The JSON value of a jsonb column. */
export type ItinerarySocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type ItineraryTappeValue = {
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
/** The JSON value of a jsonb column. */
export type LicenceVersionsValue = { id?: number; order?: number; name?: string }[];
/** The JSON value of a jsonb column. */
export type LuoghiDestinationValue = { id: number; name?: string } | null;
/** The JSON value of a jsonb column. */
export type LuoghiLocationValue = {
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
export type NewsAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
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
export type NewsPortalValue = (1 | 2 | 3)[];
/** The JSON value of a jsonb column. */
export type NewsSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type OpendataAttachmentsValue = { id: number; name: string; url?: string }[];
/** The JSON value of a jsonb column. */
export type OperatoriAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type OperatoriContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type OsservatorioAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type OsservatorioFilesValue = { id: number; name: string; url?: string }[];
/** The JSON value of a jsonb column. */
export type OsservatorioGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type OsservatorioParagrafiValue = {
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
/** The JSON value of a jsonb column. */
export type OsservatorioRelatedValue = {
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
/** The JSON value of a jsonb column. */
export type OsservatorioSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type PageAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type PageGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type PageRelatedValue = {
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
/** The JSON value of a jsonb column. */
export type PageSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type PageTemplateValue = { id: number; name?: string } | null;
/** The JSON value of a jsonb column. */
export type PlaceAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type PlaceContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type PlaceGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type PlaceLocationsValue = {
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
export type PlaceSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type ProposteSoggiornoAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type ProposteSoggiornoContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type ProposteSoggiornoGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type ProposteSoggiornoSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type RentAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type RentContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type RentGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type RentLocationsValue = {
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
export type RentSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type SoggiornoAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type SoggiornoContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type SoggiornoGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type SoggiornoSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type SportwellnessAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type SportwellnessContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type SportwellnessGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type SportwellnessLocationsValue = {
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
export type SportwellnessSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type StationAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type StationContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type StationGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type StationLocationsValue = {
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
export type StationPricesValue = { id?: number; order?: number; label?: string; value?: number | null }[];
/** The JSON value of a jsonb column. */
export type StationSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type StayContactsValue = { email?: string; phone?: string; website?: string };
/** The JSON value of a jsonb column. */
export type StayLocationsValue = {
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
export type TemplatesParamsValue = Record<string, string>;
/** The JSON value of a jsonb column. */
export type ViaemiliaAttachmentsValue = {
  id: number;
  title?: string;
  url?: string;
  url_thumb?: string;
  is_primary?: boolean;
  order?: number;
}[];
/** The JSON value of a jsonb column. */
export type ViaemiliaContactsValue = {
  id?: number;
  order?: number;
  label?: string;
  type: 'email' | 'website' | 'telephone' | 'fax' | 'whatsapp';
  value: string;
}[];
/** The JSON value of a jsonb column. */
export type ViaemiliaGoogleValue = { keywords?: string; title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type ViaemiliaPortalValue = (1 | 2 | 3)[];
/** The JSON value of a jsonb column. */
export type ViaemiliaSocialValue = { title?: string; description?: string };
/** The JSON value of a jsonb column. */
export type ViaemiliaTappeValue = {
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
      image?: { id: number; title?: string; url?: string; url_thumb?: string; is_primary?: boolean; order?: number }[];
    }[];
    en?: {
      id?: number;
      order?: number;
      title?: string;
      url?: string;
      image?: { id: number; title?: string; url?: string; url_thumb?: string; is_primary?: boolean; order?: number }[];
    }[];
    de?: {
      id?: number;
      order?: number;
      title?: string;
      url?: string;
      image?: { id: number; title?: string; url?: string; url_thumb?: string; is_primary?: boolean; order?: number }[];
    }[];
  };
  ricette?: {
    it?: {
      id?: number;
      order?: number;
      title?: string;
      url?: string;
      image?: { id: number; title?: string; url?: string; url_thumb?: string; is_primary?: boolean; order?: number }[];
    }[];
    en?: {
      id?: number;
      order?: number;
      title?: string;
      url?: string;
      image?: { id: number; title?: string; url?: string; url_thumb?: string; is_primary?: boolean; order?: number }[];
    }[];
    de?: {
      id?: number;
      order?: number;
      title?: string;
      url?: string;
      image?: { id: number; title?: string; url?: string; url_thumb?: string; is_primary?: boolean; order?: number }[];
    }[];
  };
  podcast?: {
    it?: { id?: number; order?: number; title?: string; url?: string }[];
    en?: { id?: number; order?: number; title?: string; url?: string }[];
    de?: { id?: number; order?: number; title?: string; url?: string }[];
  };
}[];
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

/** The ids of every entity's items, revision drafts included: one sequence, so an id names one item whatever its type. */
export const itemIdSequence = pgSequence('item_ids');

/** Articles: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const blogTable = pgTable(
  'blog',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<BlogAttachmentsValue>(),
    annoriferimento: integer('annoriferimento'),
    fonte: text('fonte'),
    paragrafi: jsonb('paragrafi').$type<BlogParagrafiValue>(),
    files: jsonb('files').$type<BlogFilesValue>(),
    related: jsonb('related').$type<BlogRelatedValue>(),
  },
  (table) => [
    foreignKey({ name: 'blog_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'blog_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('blog_original_id_idx').on(table.original_id),
    unique('blog_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Articles: the fields held per language, one row per item and language. */
export const blogContentsTable = pgTable(
  'blog_contents',
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
    google: jsonb('google').$type<BlogGoogleValue>(),
    social: jsonb('social').$type<BlogSocialValue>(),
  },
  (table) => [
    unique('blog_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'blog_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [blogTable.id, blogTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('blog_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('blog_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('blog_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({ name: 'blog_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('blog_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Articles: the categories chosen in each category field (`field`), one of them possibly primary. */
export const blogCategoriesTable = pgTable(
  'blog_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'blog_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({ name: 'blog_categories_item_id_fk', columns: [table.item_id], foreignColumns: [blogTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'blog_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('blog_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('blog_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Articles: the municipalities chosen in each municipality field (`field`). */
export const blogMunicipalitiesTable = pgTable(
  'blog_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'blog_municipalities_pkey', columns: [table.item_id, table.field, table.municipality_id] }),
    foreignKey({ name: 'blog_municipalities_item_id_fk', columns: [table.item_id], foreignColumns: [blogTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'blog_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('blog_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
  ],
);

/** Articles: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const blogTagsTable = pgTable(
  'blog_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'blog_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'blog_tags_item_id_fk', columns: [table.item_id], foreignColumns: [blogTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'blog_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('blog_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of blog, by role, for the generic CRUD of the server. */
export const blogTables = {
  main: blogTable,
  contents: blogContentsTable,
  categories: blogCategoriesTable,
  municipalities: blogMunicipalitiesTable,
  tags: blogTagsTable,
} as const;

/** Destinations: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const destinationTable = pgTable(
  'destination',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<DestinationAttachmentsValue>(),
    locations: jsonb('locations').$type<DestinationLocationsValue>(),
  },
  (table) => [
    foreignKey({ name: 'destination_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'destination_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('destination_original_id_idx').on(table.original_id),
    unique('destination_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Destinations: the fields held per language, one row per item and language. */
export const destinationContentsTable = pgTable(
  'destination_contents',
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
    google: jsonb('google').$type<DestinationGoogleValue>(),
    social: jsonb('social').$type<DestinationSocialValue>(),
    contacts: jsonb('contacts').$type<DestinationContactsValue>(),
  },
  (table) => [
    unique('destination_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'destination_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [destinationTable.id, destinationTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('destination_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('destination_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('destination_contents_lang_status_draft_item_id_idx').on(
      table.lang,
      table.status,
      table.draft,
      table.item_id,
    ),
    foreignKey({
      name: 'destination_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('destination_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Destinations: the categories chosen in each category field (`field`), one of them possibly primary. */
export const destinationCategoriesTable = pgTable(
  'destination_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'destination_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'destination_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [destinationTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'destination_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('destination_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('destination_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Destinations: the municipalities chosen in each municipality field (`field`). */
export const destinationMunicipalitiesTable = pgTable(
  'destination_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'destination_municipalities_pkey',
      columns: [table.item_id, table.field, table.municipality_id],
    }),
    foreignKey({
      name: 'destination_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [destinationTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'destination_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('destination_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
  ],
);

/** Destinations: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const destinationTagsTable = pgTable(
  'destination_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'destination_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'destination_tags_item_id_fk', columns: [table.item_id], foreignColumns: [destinationTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'destination_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('destination_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of destination, by role, for the generic CRUD of the server. */
export const destinationTables = {
  main: destinationTable,
  contents: destinationContentsTable,
  categories: destinationCategoriesTable,
  municipalities: destinationMunicipalitiesTable,
  tags: destinationTagsTable,
} as const;

/** Press review: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const diconoTable = pgTable(
  'dicono',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
  },
  (table) => [
    foreignKey({ name: 'dicono_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
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
    index('dicono_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('dicono_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('dicono_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
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
    foreignKey({ name: 'dicono_categories_item_id_fk', columns: [table.item_id], foreignColumns: [diconoTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'dicono_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('dicono_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
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
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
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
    foreignKey({ name: 'download_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
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
    index('download_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('download_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('download_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
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
    foreignKey({ name: 'download_categories_item_id_fk', columns: [table.item_id], foreignColumns: [downloadTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'download_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('download_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
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
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'download_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('download_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
  ],
);

/** The tables of download, by role, for the generic CRUD of the server. */
export const downloadTables = {
  main: downloadTable,
  contents: downloadContentsTable,
  categories: downloadCategoriesTable,
  municipalities: downloadMunicipalitiesTable,
} as const;

/** Restaurants: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const eatTable = pgTable(
  'eat',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    locations: jsonb('locations').$type<EatLocationsValue>(),
    locations_municipality: integer('locations_municipality').generatedAlwaysAs(
      sql`(case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)`,
    ),
    attachments: jsonb('attachments').$type<EatAttachmentsValue>(),
  },
  (table) => [
    foreignKey({ name: 'eat_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'eat_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('eat_original_id_idx').on(table.original_id),
    index('eat_locations_municipality_id_idx').on(table.locations_municipality, table.id),
    unique('eat_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Restaurants: the fields held per language, one row per item and language. */
export const eatContentsTable = pgTable(
  'eat_contents',
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
    google: jsonb('google').$type<EatGoogleValue>(),
    social: jsonb('social').$type<EatSocialValue>(),
    contacts: jsonb('contacts').$type<EatContactsValue>(),
  },
  (table) => [
    unique('eat_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'eat_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [eatTable.id, eatTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('eat_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('eat_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('eat_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({ name: 'eat_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('eat_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Restaurants: the categories chosen in each category field (`field`), one of them possibly primary. */
export const eatCategoriesTable = pgTable(
  'eat_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'eat_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({ name: 'eat_categories_item_id_fk', columns: [table.item_id], foreignColumns: [eatTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'eat_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('eat_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('eat_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Restaurants: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const eatTagsTable = pgTable(
  'eat_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'eat_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'eat_tags_item_id_fk', columns: [table.item_id], foreignColumns: [eatTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'eat_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('eat_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of eat, by role, for the generic CRUD of the server. */
export const eatTables = {
  main: eatTable,
  contents: eatContentsTable,
  categories: eatCategoriesTable,
  tags: eatTagsTable,
} as const;

/** Experiences: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const esperienzeTable = pgTable(
  'esperienze',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<EsperienzeAttachmentsValue>(),
    operatore: jsonb('operatore').$type<EsperienzeOperatoreValue>(),
  },
  (table) => [
    foreignKey({ name: 'esperienze_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'esperienze_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('esperienze_original_id_idx').on(table.original_id),
    unique('esperienze_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Experiences: the fields held per language, one row per item and language. */
export const esperienzeContentsTable = pgTable(
  'esperienze_contents',
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
    google: jsonb('google').$type<EsperienzeGoogleValue>(),
    social: jsonb('social').$type<EsperienzeSocialValue>(),
    contacts: jsonb('contacts').$type<EsperienzeContactsValue>(),
    price: text('price'),
    referente: text('referente'),
  },
  (table) => [
    unique('esperienze_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'esperienze_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [esperienzeTable.id, esperienzeTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('esperienze_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('esperienze_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('esperienze_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({
      name: 'esperienze_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('esperienze_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Experiences: the categories chosen in each category field (`field`), one of them possibly primary. */
export const esperienzeCategoriesTable = pgTable(
  'esperienze_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'esperienze_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'esperienze_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [esperienzeTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'esperienze_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('esperienze_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('esperienze_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Experiences: the municipalities chosen in each municipality field (`field`). */
export const esperienzeMunicipalitiesTable = pgTable(
  'esperienze_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'esperienze_municipalities_pkey',
      columns: [table.item_id, table.field, table.municipality_id],
    }),
    foreignKey({
      name: 'esperienze_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [esperienzeTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'esperienze_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('esperienze_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
  ],
);

/** Experiences: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const esperienzeTagsTable = pgTable(
  'esperienze_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'esperienze_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'esperienze_tags_item_id_fk', columns: [table.item_id], foreignColumns: [esperienzeTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'esperienze_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('esperienze_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of esperienze, by role, for the generic CRUD of the server. */
export const esperienzeTables = {
  main: esperienzeTable,
  contents: esperienzeContentsTable,
  categories: esperienzeCategoriesTable,
  municipalities: esperienzeMunicipalitiesTable,
  tags: esperienzeTagsTable,
} as const;

/** Events: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const eventTable = pgTable(
  'event',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<EventAttachmentsValue>(),
    stages: jsonb('stages').$type<EventStagesValue>(),
    occurrence_days: dateMultirange('occurrence_days'),
  },
  (table) => [
    foreignKey({ name: 'event_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'event_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('event_original_id_idx').on(table.original_id),
    index('event_occurrence_days_idx').using('gist', table.occurrence_days),
    unique('event_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Events: the fields held per language, one row per item and language. */
export const eventContentsTable = pgTable(
  'event_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    title: text('title'),
    slug: text('slug'),
    subtitle: text('subtitle'),
    description: text('description'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
    pub_date: timestamp('pub_date', { mode: 'string' }),
    google: jsonb('google').$type<EventGoogleValue>(),
    social: jsonb('social').$type<EventSocialValue>(),
    contacts: jsonb('contacts').$type<EventContactsValue>(),
    note: text('note'),
  },
  (table) => [
    unique('event_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'event_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [eventTable.id, eventTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('event_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('event_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('event_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({ name: 'event_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('event_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Events: the categories chosen in each category field (`field`), one of them possibly primary. */
export const eventCategoriesTable = pgTable(
  'event_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'event_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({ name: 'event_categories_item_id_fk', columns: [table.item_id], foreignColumns: [eventTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'event_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('event_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('event_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** The tables of event, by role, for the generic CRUD of the server. */
export const eventTables = {
  main: eventTable,
  contents: eventContentsTable,
  categories: eventCategoriesTable,
} as const;

/** Guides: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const guideTable = pgTable(
  'guide',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    comune: integer('comune'),
  },
  (table) => [
    foreignKey({ name: 'guide_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'guide_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('guide_original_id_idx').on(table.original_id),
    foreignKey({ name: 'guide_comune_fk', columns: [table.comune], foreignColumns: [municipalitiesTable.id] }).onDelete(
      'set null',
    ),
    unique('guide_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Guides: the fields held per language, one row per item and language. */
export const guideContentsTable = pgTable(
  'guide_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    title: text('title'),
    nome: text('nome'),
    cognome: text('cognome'),
    slug: text('slug'),
    nascita: date('nascita', { mode: 'string' }),
    tesserino: text('tesserino'),
    bio: text('bio'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
  },
  (table) => [
    unique('guide_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'guide_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [guideTable.id, guideTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('guide_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('guide_contents_nome_trgm_idx').using('gin', table.nome.op('gin_trgm_ops')),
    index('guide_contents_cognome_trgm_idx').using('gin', table.cognome.op('gin_trgm_ops')),
    uniqueIndex('guide_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('guide_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({ name: 'guide_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
  ],
);

/** Guides: the categories chosen in each category field (`field`), one of them possibly primary. */
export const guideCategoriesTable = pgTable(
  'guide_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'guide_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({ name: 'guide_categories_item_id_fk', columns: [table.item_id], foreignColumns: [guideTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'guide_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('guide_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('guide_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** The tables of guide, by role, for the generic CRUD of the server. */
export const guideTables = {
  main: guideTable,
  contents: guideContentsTable,
  categories: guideCategoriesTable,
} as const;

/** Information offices: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const iatTable = pgTable(
  'iat',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    locations: jsonb('locations').$type<IatLocationsValue>(),
    locations_municipality: integer('locations_municipality').generatedAlwaysAs(
      sql`(case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)`,
    ),
    comune: integer('comune'),
  },
  (table) => [
    foreignKey({ name: 'iat_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'iat_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('iat_original_id_idx').on(table.original_id),
    index('iat_locations_municipality_id_idx').on(table.locations_municipality, table.id),
    foreignKey({ name: 'iat_comune_fk', columns: [table.comune], foreignColumns: [municipalitiesTable.id] }).onDelete(
      'set null',
    ),
    unique('iat_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Information offices: the fields held per language, one row per item and language. */
export const iatContentsTable = pgTable(
  'iat_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    contacts: jsonb('contacts').$type<IatContactsValue>(),
    title: text('title'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
  },
  (table) => [
    unique('iat_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'iat_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [iatTable.id, iatTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('iat_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('iat_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({ name: 'iat_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
  ],
);

/** The tables of iat, by role, for the generic CRUD of the server. */
export const iatTables = { main: iatTable, contents: iatContentsTable } as const;

/** Interests: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const interessiTable = pgTable(
  'interessi',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<InteressiAttachmentsValue>(),
    portal: jsonb('portal').$type<InteressiPortalValue>(),
    location: jsonb('location').$type<InteressiLocationValue>(),
  },
  (table) => [
    foreignKey({ name: 'interessi_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'interessi_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('interessi_original_id_idx').on(table.original_id),
    unique('interessi_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Interests: the fields held per language, one row per item and language. */
export const interessiContentsTable = pgTable(
  'interessi_contents',
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
    google: jsonb('google').$type<InteressiGoogleValue>(),
    social: jsonb('social').$type<InteressiSocialValue>(),
  },
  (table) => [
    unique('interessi_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'interessi_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [interessiTable.id, interessiTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('interessi_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('interessi_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('interessi_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({
      name: 'interessi_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
  ],
);

/** Interests: the categories chosen in each category field (`field`), one of them possibly primary. */
export const interessiCategoriesTable = pgTable(
  'interessi_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'interessi_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'interessi_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [interessiTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'interessi_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('interessi_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('interessi_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Interests: the municipalities chosen in each municipality field (`field`). */
export const interessiMunicipalitiesTable = pgTable(
  'interessi_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'interessi_municipalities_pkey', columns: [table.item_id, table.field, table.municipality_id] }),
    foreignKey({
      name: 'interessi_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [interessiTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'interessi_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('interessi_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
  ],
);

/** The tables of interessi, by role, for the generic CRUD of the server. */
export const interessiTables = {
  main: interessiTable,
  contents: interessiContentsTable,
  categories: interessiCategoriesTable,
  municipalities: interessiMunicipalitiesTable,
} as const;

/** Itineraries: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const itineraryTable = pgTable(
  'itinerary',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<ItineraryAttachmentsValue>(),
    tappe: jsonb('tappe').$type<ItineraryTappeValue>(),
    portal: jsonb('portal').$type<ItineraryPortalValue>(),
  },
  (table) => [
    foreignKey({ name: 'itinerary_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'itinerary_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('itinerary_original_id_idx').on(table.original_id),
    unique('itinerary_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Itineraries: the fields held per language, one row per item and language. */
export const itineraryContentsTable = pgTable(
  'itinerary_contents',
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
    google: jsonb('google').$type<ItineraryGoogleValue>(),
    social: jsonb('social').$type<ItinerarySocialValue>(),
    contacts: jsonb('contacts').$type<ItineraryContactsValue>(),
  },
  (table) => [
    unique('itinerary_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'itinerary_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [itineraryTable.id, itineraryTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('itinerary_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('itinerary_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('itinerary_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({
      name: 'itinerary_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
  ],
);

/** Itineraries: the categories chosen in each category field (`field`), one of them possibly primary. */
export const itineraryCategoriesTable = pgTable(
  'itinerary_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'itinerary_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'itinerary_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [itineraryTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'itinerary_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('itinerary_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('itinerary_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Itineraries: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const itineraryTagsTable = pgTable(
  'itinerary_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'itinerary_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'itinerary_tags_item_id_fk', columns: [table.item_id], foreignColumns: [itineraryTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'itinerary_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('itinerary_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of itinerary, by role, for the generic CRUD of the server. */
export const itineraryTables = {
  main: itineraryTable,
  contents: itineraryContentsTable,
  categories: itineraryCategoriesTable,
  tags: itineraryTagsTable,
} as const;

/** Licences: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const licenceTable = pgTable(
  'licence',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    versions: jsonb('versions').$type<LicenceVersionsValue>(),
  },
  (table) => [
    foreignKey({ name: 'licence_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
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
    index('licence_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('licence_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
  ],
);

/** The tables of licence, by role, for the generic CRUD of the server. */
export const licenceTables = { main: licenceTable, contents: licenceContentsTable } as const;

/** Points of interest: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const luoghiTable = pgTable(
  'luoghi',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    code: text('code'),
    destination: jsonb('destination').$type<LuoghiDestinationValue>(),
    location: jsonb('location').$type<LuoghiLocationValue>(),
    location_municipality: integer('location_municipality').generatedAlwaysAs(
      sql`(case when ("location"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("location"->'city'->>'id')::int end)`,
    ),
    mail: text('mail'),
    telefono: text('telefono'),
    website: text('website'),
  },
  (table) => [
    foreignKey({ name: 'luoghi_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'luoghi_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('luoghi_original_id_idx').on(table.original_id),
    index('luoghi_location_municipality_id_idx').on(table.location_municipality, table.id),
    unique('luoghi_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Points of interest: the fields held per language, one row per item and language. */
export const luoghiContentsTable = pgTable(
  'luoghi_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    nome: text('nome'),
    info: text('info'),
    status: integer('status').notNull().default(1),
    author: integer('author'),
  },
  (table) => [
    unique('luoghi_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'luoghi_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [luoghiTable.id, luoghiTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('luoghi_contents_nome_trgm_idx').using('gin', table.nome.op('gin_trgm_ops')),
    index('luoghi_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({
      name: 'luoghi_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
  ],
);

/** The tables of luoghi, by role, for the generic CRUD of the server. */
export const luoghiTables = { main: luoghiTable, contents: luoghiContentsTable } as const;

/** News: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const newsTable = pgTable(
  'news',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
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
    foreignKey({ name: 'news_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
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
    index('news_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('news_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('news_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
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
    foreignKey({ name: 'news_categories_item_id_fk', columns: [table.item_id], foreignColumns: [newsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'news_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('news_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
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
    foreignKey({ name: 'news_municipalities_item_id_fk', columns: [table.item_id], foreignColumns: [newsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'news_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('news_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
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
    foreignKey({ name: 'news_tags_item_id_fk', columns: [table.item_id], foreignColumns: [newsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'news_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('news_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
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

/** Open data: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const opendataTable = pgTable(
  'opendata',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<OpendataAttachmentsValue>(),
  },
  (table) => [
    foreignKey({ name: 'opendata_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'opendata_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('opendata_original_id_idx').on(table.original_id),
    unique('opendata_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Open data: the fields held per language, one row per item and language. */
export const opendataContentsTable = pgTable(
  'opendata_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    title: text('title'),
    description: text('description'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
    pub_date: timestamp('pub_date', { mode: 'string' }),
  },
  (table) => [
    unique('opendata_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'opendata_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [opendataTable.id, opendataTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('opendata_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('opendata_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({
      name: 'opendata_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('opendata_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Open data: the categories chosen in each category field (`field`), one of them possibly primary. */
export const opendataCategoriesTable = pgTable(
  'opendata_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'opendata_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({ name: 'opendata_categories_item_id_fk', columns: [table.item_id], foreignColumns: [opendataTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'opendata_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('opendata_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('opendata_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Open data: the municipalities chosen in each municipality field (`field`). */
export const opendataMunicipalitiesTable = pgTable(
  'opendata_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'opendata_municipalities_pkey', columns: [table.item_id, table.field, table.municipality_id] }),
    foreignKey({
      name: 'opendata_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [opendataTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'opendata_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('opendata_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
  ],
);

/** Open data: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const opendataTagsTable = pgTable(
  'opendata_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'opendata_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'opendata_tags_item_id_fk', columns: [table.item_id], foreignColumns: [opendataTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'opendata_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('opendata_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of opendata, by role, for the generic CRUD of the server. */
export const opendataTables = {
  main: opendataTable,
  contents: opendataContentsTable,
  categories: opendataCategoriesTable,
  municipalities: opendataMunicipalitiesTable,
  tags: opendataTagsTable,
} as const;

/** Operators: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const operatoriTable = pgTable(
  'operatori',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<OperatoriAttachmentsValue>(),
  },
  (table) => [
    foreignKey({ name: 'operatori_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'operatori_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('operatori_original_id_idx').on(table.original_id),
    unique('operatori_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Operators: the fields held per language, one row per item and language. */
export const operatoriContentsTable = pgTable(
  'operatori_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    contacts: jsonb('contacts').$type<OperatoriContactsValue>(),
    title: text('title'),
    slug: text('slug'),
    description: text('description'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
  },
  (table) => [
    unique('operatori_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'operatori_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [operatoriTable.id, operatoriTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('operatori_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('operatori_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('operatori_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({
      name: 'operatori_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
  ],
);

/** Operators: the municipalities chosen in each municipality field (`field`). */
export const operatoriMunicipalitiesTable = pgTable(
  'operatori_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'operatori_municipalities_pkey', columns: [table.item_id, table.field, table.municipality_id] }),
    foreignKey({
      name: 'operatori_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [operatoriTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'operatori_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('operatori_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
  ],
);

/** The tables of operatori, by role, for the generic CRUD of the server. */
export const operatoriTables = {
  main: operatoriTable,
  contents: operatoriContentsTable,
  municipalities: operatoriMunicipalitiesTable,
} as const;

/** Observatory: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const osservatorioTable = pgTable(
  'osservatorio',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<OsservatorioAttachmentsValue>(),
    annoriferimento: integer('annoriferimento'),
    fonte: text('fonte'),
    paragrafi: jsonb('paragrafi').$type<OsservatorioParagrafiValue>(),
    files: jsonb('files').$type<OsservatorioFilesValue>(),
    related: jsonb('related').$type<OsservatorioRelatedValue>(),
  },
  (table) => [
    foreignKey({ name: 'osservatorio_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'osservatorio_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('osservatorio_original_id_idx').on(table.original_id),
    unique('osservatorio_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Observatory: the fields held per language, one row per item and language. */
export const osservatorioContentsTable = pgTable(
  'osservatorio_contents',
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
    google: jsonb('google').$type<OsservatorioGoogleValue>(),
    social: jsonb('social').$type<OsservatorioSocialValue>(),
  },
  (table) => [
    unique('osservatorio_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'osservatorio_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [osservatorioTable.id, osservatorioTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('osservatorio_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('osservatorio_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('osservatorio_contents_lang_status_draft_item_id_idx').on(
      table.lang,
      table.status,
      table.draft,
      table.item_id,
    ),
    foreignKey({
      name: 'osservatorio_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('osservatorio_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Observatory: the categories chosen in each category field (`field`), one of them possibly primary. */
export const osservatorioCategoriesTable = pgTable(
  'osservatorio_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'osservatorio_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'osservatorio_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [osservatorioTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'osservatorio_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('osservatorio_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('osservatorio_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Observatory: the municipalities chosen in each municipality field (`field`). */
export const osservatorioMunicipalitiesTable = pgTable(
  'osservatorio_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'osservatorio_municipalities_pkey',
      columns: [table.item_id, table.field, table.municipality_id],
    }),
    foreignKey({
      name: 'osservatorio_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [osservatorioTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'osservatorio_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('osservatorio_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
  ],
);

/** Observatory: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const osservatorioTagsTable = pgTable(
  'osservatorio_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'osservatorio_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({
      name: 'osservatorio_tags_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [osservatorioTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'osservatorio_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('osservatorio_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of osservatorio, by role, for the generic CRUD of the server. */
export const osservatorioTables = {
  main: osservatorioTable,
  contents: osservatorioContentsTable,
  categories: osservatorioCategoriesTable,
  municipalities: osservatorioMunicipalitiesTable,
  tags: osservatorioTagsTable,
} as const;

/** Static pages: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const pageTable = pgTable(
  'page',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<PageAttachmentsValue>(),
    related: jsonb('related').$type<PageRelatedValue>(),
    template: jsonb('template').$type<PageTemplateValue>(),
  },
  (table) => [
    foreignKey({ name: 'page_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'page_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('page_original_id_idx').on(table.original_id),
    unique('page_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Static pages: the fields held per language, one row per item and language. */
export const pageContentsTable = pgTable(
  'page_contents',
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
    google: jsonb('google').$type<PageGoogleValue>(),
    social: jsonb('social').$type<PageSocialValue>(),
    relatedtitle: text('relatedtitle'),
  },
  (table) => [
    unique('page_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'page_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [pageTable.id, pageTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('page_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('page_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('page_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({ name: 'page_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('page_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Static pages: the categories chosen in each category field (`field`), one of them possibly primary. */
export const pageCategoriesTable = pgTable(
  'page_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'page_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({ name: 'page_categories_item_id_fk', columns: [table.item_id], foreignColumns: [pageTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'page_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('page_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('page_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Static pages: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const pageTagsTable = pgTable(
  'page_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'page_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'page_tags_item_id_fk', columns: [table.item_id], foreignColumns: [pageTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'page_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('page_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of page, by role, for the generic CRUD of the server. */
export const pageTables = {
  main: pageTable,
  contents: pageContentsTable,
  categories: pageCategoriesTable,
  tags: pageTagsTable,
} as const;

/** Places: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const placeTable = pgTable(
  'place',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    locations: jsonb('locations').$type<PlaceLocationsValue>(),
    locations_municipality: integer('locations_municipality').generatedAlwaysAs(
      sql`(case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)`,
    ),
    attachments: jsonb('attachments').$type<PlaceAttachmentsValue>(),
  },
  (table) => [
    foreignKey({ name: 'place_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'place_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('place_original_id_idx').on(table.original_id),
    index('place_locations_municipality_id_idx').on(table.locations_municipality, table.id),
    unique('place_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Places: the fields held per language, one row per item and language. */
export const placeContentsTable = pgTable(
  'place_contents',
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
    google: jsonb('google').$type<PlaceGoogleValue>(),
    social: jsonb('social').$type<PlaceSocialValue>(),
    contacts: jsonb('contacts').$type<PlaceContactsValue>(),
  },
  (table) => [
    unique('place_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'place_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [placeTable.id, placeTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('place_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('place_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('place_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({ name: 'place_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('place_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Places: the categories chosen in each category field (`field`), one of them possibly primary. */
export const placeCategoriesTable = pgTable(
  'place_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'place_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({ name: 'place_categories_item_id_fk', columns: [table.item_id], foreignColumns: [placeTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'place_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('place_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('place_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Places: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const placeTagsTable = pgTable(
  'place_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'place_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'place_tags_item_id_fk', columns: [table.item_id], foreignColumns: [placeTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'place_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('place_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of place, by role, for the generic CRUD of the server. */
export const placeTables = {
  main: placeTable,
  contents: placeContentsTable,
  categories: placeCategoriesTable,
  tags: placeTagsTable,
} as const;

/** Stay proposals: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const proposteSoggiornoTable = pgTable(
  'proposte_soggiorno',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<ProposteSoggiornoAttachmentsValue>(),
  },
  (table) => [
    foreignKey({ name: 'proposte_soggiorno_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'proposte_soggiorno_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('proposte_soggiorno_original_id_idx').on(table.original_id),
    unique('proposte_soggiorno_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Stay proposals: the fields held per language, one row per item and language. */
export const proposteSoggiornoContentsTable = pgTable(
  'proposte_soggiorno_contents',
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
    google: jsonb('google').$type<ProposteSoggiornoGoogleValue>(),
    social: jsonb('social').$type<ProposteSoggiornoSocialValue>(),
    contacts: jsonb('contacts').$type<ProposteSoggiornoContactsValue>(),
    price: text('price'),
  },
  (table) => [
    unique('proposte_soggiorno_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'proposte_soggiorno_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [proposteSoggiornoTable.id, proposteSoggiornoTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('proposte_soggiorno_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('proposte_soggiorno_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('proposte_soggiorno_contents_lang_status_draft_item_id_idx').on(
      table.lang,
      table.status,
      table.draft,
      table.item_id,
    ),
    foreignKey({
      name: 'proposte_soggiorno_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('proposte_soggiorno_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Stay proposals: the categories chosen in each category field (`field`), one of them possibly primary. */
export const proposteSoggiornoCategoriesTable = pgTable(
  'proposte_soggiorno_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({
      name: 'proposte_soggiorno_categories_pkey',
      columns: [table.item_id, table.field, table.category_id],
    }),
    foreignKey({
      name: 'proposte_soggiorno_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [proposteSoggiornoTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'proposte_soggiorno_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('proposte_soggiorno_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('proposte_soggiorno_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Stay proposals: the municipalities chosen in each municipality field (`field`). */
export const proposteSoggiornoMunicipalitiesTable = pgTable(
  'proposte_soggiorno_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'proposte_soggiorno_municipalities_pkey',
      columns: [table.item_id, table.field, table.municipality_id],
    }),
    foreignKey({
      name: 'proposte_soggiorno_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [proposteSoggiornoTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'proposte_soggiorno_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('proposte_soggiorno_municipalities_municipality_id_idx').on(
      table.municipality_id,
      table.field,
      table.item_id,
    ),
  ],
);

/** Stay proposals: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const proposteSoggiornoTagsTable = pgTable(
  'proposte_soggiorno_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'proposte_soggiorno_tags_pkey',
      columns: [table.item_id, table.lang, table.field, table.tag_id],
    }),
    foreignKey({
      name: 'proposte_soggiorno_tags_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [proposteSoggiornoTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'proposte_soggiorno_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('proposte_soggiorno_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of proposte_soggiorno, by role, for the generic CRUD of the server. */
export const proposteSoggiornoTables = {
  main: proposteSoggiornoTable,
  contents: proposteSoggiornoContentsTable,
  categories: proposteSoggiornoCategoriesTable,
  municipalities: proposteSoggiornoMunicipalitiesTable,
  tags: proposteSoggiornoTagsTable,
} as const;

/** Car rentals: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const rentTable = pgTable(
  'rent',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    locations: jsonb('locations').$type<RentLocationsValue>(),
    locations_municipality: integer('locations_municipality').generatedAlwaysAs(
      sql`(case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)`,
    ),
    attachments: jsonb('attachments').$type<RentAttachmentsValue>(),
  },
  (table) => [
    foreignKey({ name: 'rent_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'rent_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('rent_original_id_idx').on(table.original_id),
    index('rent_locations_municipality_id_idx').on(table.locations_municipality, table.id),
    unique('rent_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Car rentals: the fields held per language, one row per item and language. */
export const rentContentsTable = pgTable(
  'rent_contents',
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
    google: jsonb('google').$type<RentGoogleValue>(),
    social: jsonb('social').$type<RentSocialValue>(),
    contacts: jsonb('contacts').$type<RentContactsValue>(),
  },
  (table) => [
    unique('rent_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'rent_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [rentTable.id, rentTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('rent_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('rent_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('rent_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({ name: 'rent_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('rent_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Car rentals: the categories chosen in each category field (`field`), one of them possibly primary. */
export const rentCategoriesTable = pgTable(
  'rent_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'rent_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({ name: 'rent_categories_item_id_fk', columns: [table.item_id], foreignColumns: [rentTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'rent_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('rent_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('rent_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Car rentals: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const rentTagsTable = pgTable(
  'rent_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'rent_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'rent_tags_item_id_fk', columns: [table.item_id], foreignColumns: [rentTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'rent_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('rent_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of rent, by role, for the generic CRUD of the server. */
export const rentTables = {
  main: rentTable,
  contents: rentContentsTable,
  categories: rentCategoriesTable,
  tags: rentTagsTable,
} as const;

/** Stays: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const soggiornoTable = pgTable(
  'soggiorno',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<SoggiornoAttachmentsValue>(),
  },
  (table) => [
    foreignKey({ name: 'soggiorno_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'soggiorno_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('soggiorno_original_id_idx').on(table.original_id),
    unique('soggiorno_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Stays: the fields held per language, one row per item and language. */
export const soggiornoContentsTable = pgTable(
  'soggiorno_contents',
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
    google: jsonb('google').$type<SoggiornoGoogleValue>(),
    social: jsonb('social').$type<SoggiornoSocialValue>(),
    contacts: jsonb('contacts').$type<SoggiornoContactsValue>(),
    price: text('price'),
  },
  (table) => [
    unique('soggiorno_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'soggiorno_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [soggiornoTable.id, soggiornoTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('soggiorno_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('soggiorno_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('soggiorno_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({
      name: 'soggiorno_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('soggiorno_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Stays: the categories chosen in each category field (`field`), one of them possibly primary. */
export const soggiornoCategoriesTable = pgTable(
  'soggiorno_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'soggiorno_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'soggiorno_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [soggiornoTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'soggiorno_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('soggiorno_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('soggiorno_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Stays: the municipalities chosen in each municipality field (`field`). */
export const soggiornoMunicipalitiesTable = pgTable(
  'soggiorno_municipalities',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    municipality_id: integer('municipality_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'soggiorno_municipalities_pkey', columns: [table.item_id, table.field, table.municipality_id] }),
    foreignKey({
      name: 'soggiorno_municipalities_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [soggiornoTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'soggiorno_municipalities_municipality_id_fk',
      columns: [table.municipality_id],
      foreignColumns: [municipalitiesTable.id],
    }),
    index('soggiorno_municipalities_municipality_id_idx').on(table.municipality_id, table.field, table.item_id),
  ],
);

/** Stays: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const soggiornoTagsTable = pgTable(
  'soggiorno_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'soggiorno_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'soggiorno_tags_item_id_fk', columns: [table.item_id], foreignColumns: [soggiornoTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'soggiorno_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('soggiorno_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of soggiorno, by role, for the generic CRUD of the server. */
export const soggiornoTables = {
  main: soggiornoTable,
  contents: soggiornoContentsTable,
  categories: soggiornoCategoriesTable,
  municipalities: soggiornoMunicipalitiesTable,
  tags: soggiornoTagsTable,
} as const;

/** Sport and wellness: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const sportwellnessTable = pgTable(
  'sportwellness',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    locations: jsonb('locations').$type<SportwellnessLocationsValue>(),
    attachments: jsonb('attachments').$type<SportwellnessAttachmentsValue>(),
  },
  (table) => [
    foreignKey({ name: 'sportwellness_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'sportwellness_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('sportwellness_original_id_idx').on(table.original_id),
    unique('sportwellness_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Sport and wellness: the fields held per language, one row per item and language. */
export const sportwellnessContentsTable = pgTable(
  'sportwellness_contents',
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
    google: jsonb('google').$type<SportwellnessGoogleValue>(),
    social: jsonb('social').$type<SportwellnessSocialValue>(),
    contacts: jsonb('contacts').$type<SportwellnessContactsValue>(),
  },
  (table) => [
    unique('sportwellness_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'sportwellness_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [sportwellnessTable.id, sportwellnessTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('sportwellness_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('sportwellness_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('sportwellness_contents_lang_status_draft_item_id_idx').on(
      table.lang,
      table.status,
      table.draft,
      table.item_id,
    ),
    foreignKey({
      name: 'sportwellness_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('sportwellness_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Sport and wellness: the categories chosen in each category field (`field`), one of them possibly primary. */
export const sportwellnessCategoriesTable = pgTable(
  'sportwellness_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'sportwellness_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'sportwellness_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [sportwellnessTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'sportwellness_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('sportwellness_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('sportwellness_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Sport and wellness: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const sportwellnessTagsTable = pgTable(
  'sportwellness_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'sportwellness_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({
      name: 'sportwellness_tags_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [sportwellnessTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'sportwellness_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('sportwellness_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of sportwellness, by role, for the generic CRUD of the server. */
export const sportwellnessTables = {
  main: sportwellnessTable,
  contents: sportwellnessContentsTable,
  categories: sportwellnessCategoriesTable,
  tags: sportwellnessTagsTable,
} as const;

/** Stations: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const stationTable = pgTable(
  'station',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    locations: jsonb('locations').$type<StationLocationsValue>(),
    locations_municipality: integer('locations_municipality').generatedAlwaysAs(
      sql`(case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)`,
    ),
    attachments: jsonb('attachments').$type<StationAttachmentsValue>(),
    prices: jsonb('prices').$type<StationPricesValue>(),
  },
  (table) => [
    foreignKey({ name: 'station_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'station_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('station_original_id_idx').on(table.original_id),
    index('station_locations_municipality_id_idx').on(table.locations_municipality, table.id),
    unique('station_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Stations: the fields held per language, one row per item and language. */
export const stationContentsTable = pgTable(
  'station_contents',
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
    google: jsonb('google').$type<StationGoogleValue>(),
    social: jsonb('social').$type<StationSocialValue>(),
    contacts: jsonb('contacts').$type<StationContactsValue>(),
  },
  (table) => [
    unique('station_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'station_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [stationTable.id, stationTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('station_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('station_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('station_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({
      name: 'station_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('station_contents_lang_pub_date_idx').on(table.lang, table.pub_date),
  ],
);

/** Stations: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const stationTagsTable = pgTable(
  'station_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'station_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'station_tags_item_id_fk', columns: [table.item_id], foreignColumns: [stationTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'station_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('station_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of station, by role, for the generic CRUD of the server. */
export const stationTables = { main: stationTable, contents: stationContentsTable, tags: stationTagsTable } as const;

/** Hotels: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const stayTable = pgTable(
  'stay',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    locations: jsonb('locations').$type<StayLocationsValue>(),
    locations_municipality: integer('locations_municipality').generatedAlwaysAs(
      sql`(case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)`,
    ),
    contacts: jsonb('contacts').$type<StayContactsValue>(),
    rating: doublePrecision('rating'),
  },
  (table) => [
    foreignKey({ name: 'stay_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'stay_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('stay_original_id_idx').on(table.original_id),
    index('stay_locations_municipality_id_idx').on(table.locations_municipality, table.id),
    unique('stay_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Hotels: the fields held per language, one row per item and language. */
export const stayContentsTable = pgTable(
  'stay_contents',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id').notNull(),
    draft: integer('draft').notNull().default(0),
    lang: text('lang').notNull(),
    name: text('name'),
    status: integer('status').notNull().default(2),
    author: integer('author'),
  },
  (table) => [
    unique('stay_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'stay_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [stayTable.id, stayTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('stay_contents_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('stay_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({ name: 'stay_contents_author_fk', columns: [table.author], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
  ],
);

/** Hotels: the categories chosen in each category field (`field`), one of them possibly primary. */
export const stayCategoriesTable = pgTable(
  'stay_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'stay_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({ name: 'stay_categories_item_id_fk', columns: [table.item_id], foreignColumns: [stayTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'stay_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('stay_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('stay_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** The tables of stay, by role, for the generic CRUD of the server. */
export const stayTables = { main: stayTable, contents: stayContentsTable, categories: stayCategoriesTable } as const;

/** Tags: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const tagsTable = pgTable(
  'tags',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
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
    foreignKey({ name: 'tags_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'tags_created_by_fk', columns: [table.created_by], foreignColumns: [usersTable.id] }).onDelete(
      'set null',
    ),
    index('tags_original_id_idx').on(table.original_id),
    index('tags_name_idx').on(table.name),
    index('tags_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

/** The tables of tags, by role, for the generic CRUD of the server. */
export const tagsTables = { main: tagsTable } as const;

/** Templates: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const templatesTable = pgTable(
  'templates',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
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
    foreignKey({ name: 'templates_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'templates_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('templates_original_id_idx').on(table.original_id),
    index('templates_name_idx').on(table.name),
    index('templates_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

/** The tables of templates, by role, for the generic CRUD of the server. */
export const templatesTables = { main: templatesTable } as const;

/** POI collections: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const tipologiaLuoghiTable = pgTable(
  'tipologia_luoghi',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    title: text('title'),
    code: text('code'),
  },
  (table) => [
    foreignKey({ name: 'tipologia_luoghi_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'tipologia_luoghi_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('tipologia_luoghi_original_id_idx').on(table.original_id),
    index('tipologia_luoghi_title_idx').on(table.title),
    index('tipologia_luoghi_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('tipologia_luoghi_code_idx').on(table.code),
    uniqueIndex('tipologia_luoghi_code_unique')
      .on(table.code)
      .where(sql`${table.code} <> '' and ${table.draft} = 0`),
  ],
);

/** The tables of tipologia_luoghi, by role, for the generic CRUD of the server. */
export const tipologiaLuoghiTables = { main: tipologiaLuoghiTable } as const;

/** Via Emilia: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const viaemiliaTable = pgTable(
  'viaemilia',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
    version: integer('version').notNull().default(1),
    draft: integer('draft').notNull().default(0),
    original_id: integer('original_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: integer('created_by'),
    attachments: jsonb('attachments').$type<ViaemiliaAttachmentsValue>(),
    tappe: jsonb('tappe').$type<ViaemiliaTappeValue>(),
    portal: jsonb('portal').$type<ViaemiliaPortalValue>(),
  },
  (table) => [
    foreignKey({ name: 'viaemilia_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'viaemilia_created_by_fk',
      columns: [table.created_by],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
    index('viaemilia_original_id_idx').on(table.original_id),
    unique('viaemilia_id_draft_unique').on(table.id, table.draft),
  ],
);

/** Via Emilia: the fields held per language, one row per item and language. */
export const viaemiliaContentsTable = pgTable(
  'viaemilia_contents',
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
    google: jsonb('google').$type<ViaemiliaGoogleValue>(),
    social: jsonb('social').$type<ViaemiliaSocialValue>(),
    contacts: jsonb('contacts').$type<ViaemiliaContactsValue>(),
  },
  (table) => [
    unique('viaemilia_contents_item_id_lang_unique').on(table.item_id, table.lang),
    foreignKey({
      name: 'viaemilia_contents_item_fk',
      columns: [table.item_id, table.draft],
      foreignColumns: [viaemiliaTable.id, viaemiliaTable.draft],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('viaemilia_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('viaemilia_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('viaemilia_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
    foreignKey({
      name: 'viaemilia_contents_author_fk',
      columns: [table.author],
      foreignColumns: [usersTable.id],
    }).onDelete('set null'),
  ],
);

/** Via Emilia: the categories chosen in each category field (`field`), one of them possibly primary. */
export const viaemiliaCategoriesTable = pgTable(
  'viaemilia_categories',
  {
    item_id: integer('item_id').notNull(),
    field: text('field').notNull(),
    category_id: integer('category_id').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'viaemilia_categories_pkey', columns: [table.item_id, table.field, table.category_id] }),
    foreignKey({
      name: 'viaemilia_categories_item_id_fk',
      columns: [table.item_id],
      foreignColumns: [viaemiliaTable.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'viaemilia_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('viaemilia_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
    uniqueIndex('viaemilia_categories_primary_unique')
      .on(table.item_id, table.field)
      .where(sql`${table.is_primary}`),
  ],
);

/** Via Emilia: the tags of each tags field (`field`) per language; a shared tags field uses lang ''. */
export const viaemiliaTagsTable = pgTable(
  'viaemilia_tags',
  {
    item_id: integer('item_id').notNull(),
    lang: text('lang').notNull().default(''),
    field: text('field').notNull(),
    tag_id: integer('tag_id').notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'viaemilia_tags_pkey', columns: [table.item_id, table.lang, table.field, table.tag_id] }),
    foreignKey({ name: 'viaemilia_tags_item_id_fk', columns: [table.item_id], foreignColumns: [viaemiliaTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({ name: 'viaemilia_tags_tag_id_fk', columns: [table.tag_id], foreignColumns: [tagsTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('viaemilia_tags_tag_id_idx').on(table.tag_id, table.field, table.item_id),
  ],
);

/** The tables of viaemilia, by role, for the generic CRUD of the server. */
export const viaemiliaTables = {
  main: viaemiliaTable,
  contents: viaemiliaContentsTable,
  categories: viaemiliaCategoriesTable,
  tags: viaemiliaTagsTable,
} as const;

/** Webcams: one row per item, and one per revision draft (`draft > 0`, `original_id`). */
export const webcamTable = pgTable(
  'webcam',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('item_ids')`),
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
    foreignKey({ name: 'webcam_original_id_fk', columns: [table.original_id], foreignColumns: [table.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
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
    index('webcam_contents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    uniqueIndex('webcam_contents_lang_slug_unique')
      .on(table.lang, table.slug)
      .where(sql`${table.slug} <> '' and ${table.draft} = 0`),
    index('webcam_contents_lang_status_draft_item_id_idx').on(table.lang, table.status, table.draft, table.item_id),
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
    foreignKey({ name: 'webcam_categories_item_id_fk', columns: [table.item_id], foreignColumns: [webcamTable.id] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'webcam_categories_category_id_fk',
      columns: [table.category_id],
      foreignColumns: [categoriesTable.id],
    }).onDelete('cascade'),
    index('webcam_categories_category_id_idx').on(table.category_id, table.field, table.item_id),
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
  blogTable,
  blogContentsTable,
  blogCategoriesTable,
  blogMunicipalitiesTable,
  blogTagsTable,
  destinationTable,
  destinationContentsTable,
  destinationCategoriesTable,
  destinationMunicipalitiesTable,
  destinationTagsTable,
  diconoTable,
  diconoContentsTable,
  diconoCategoriesTable,
  downloadTable,
  downloadContentsTable,
  downloadCategoriesTable,
  downloadMunicipalitiesTable,
  eatTable,
  eatContentsTable,
  eatCategoriesTable,
  eatTagsTable,
  esperienzeTable,
  esperienzeContentsTable,
  esperienzeCategoriesTable,
  esperienzeMunicipalitiesTable,
  esperienzeTagsTable,
  eventTable,
  eventContentsTable,
  eventCategoriesTable,
  guideTable,
  guideContentsTable,
  guideCategoriesTable,
  iatTable,
  iatContentsTable,
  interessiTable,
  interessiContentsTable,
  interessiCategoriesTable,
  interessiMunicipalitiesTable,
  itineraryTable,
  itineraryContentsTable,
  itineraryCategoriesTable,
  itineraryTagsTable,
  licenceTable,
  licenceContentsTable,
  luoghiTable,
  luoghiContentsTable,
  newsTable,
  newsContentsTable,
  newsCategoriesTable,
  newsMunicipalitiesTable,
  newsTagsTable,
  opendataTable,
  opendataContentsTable,
  opendataCategoriesTable,
  opendataMunicipalitiesTable,
  opendataTagsTable,
  operatoriTable,
  operatoriContentsTable,
  operatoriMunicipalitiesTable,
  osservatorioTable,
  osservatorioContentsTable,
  osservatorioCategoriesTable,
  osservatorioMunicipalitiesTable,
  osservatorioTagsTable,
  pageTable,
  pageContentsTable,
  pageCategoriesTable,
  pageTagsTable,
  placeTable,
  placeContentsTable,
  placeCategoriesTable,
  placeTagsTable,
  proposteSoggiornoTable,
  proposteSoggiornoContentsTable,
  proposteSoggiornoCategoriesTable,
  proposteSoggiornoMunicipalitiesTable,
  proposteSoggiornoTagsTable,
  rentTable,
  rentContentsTable,
  rentCategoriesTable,
  rentTagsTable,
  soggiornoTable,
  soggiornoContentsTable,
  soggiornoCategoriesTable,
  soggiornoMunicipalitiesTable,
  soggiornoTagsTable,
  sportwellnessTable,
  sportwellnessContentsTable,
  sportwellnessCategoriesTable,
  sportwellnessTagsTable,
  stationTable,
  stationContentsTable,
  stationTagsTable,
  stayTable,
  stayContentsTable,
  stayCategoriesTable,
  tagsTable,
  templatesTable,
  tipologiaLuoghiTable,
  viaemiliaTable,
  viaemiliaContentsTable,
  viaemiliaCategoriesTable,
  viaemiliaTagsTable,
  webcamTable,
  webcamContentsTable,
  webcamCategoriesTable,
} as const;
