// Generated from 30 schemas under schemas/ by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { blogMeta } from './entities/blog/meta';
import { blogValidators } from './entities/blog/schema';
import { destinationMeta } from './entities/destination/meta';
import { destinationValidators } from './entities/destination/schema';
import { diconoMeta } from './entities/dicono/meta';
import { diconoValidators } from './entities/dicono/schema';
import { downloadMeta } from './entities/download/meta';
import { downloadValidators } from './entities/download/schema';
import { eatMeta } from './entities/eat/meta';
import { eatValidators } from './entities/eat/schema';
import { esperienzeMeta } from './entities/esperienze/meta';
import { esperienzeValidators } from './entities/esperienze/schema';
import { eventMeta } from './entities/event/meta';
import { eventValidators } from './entities/event/schema';
import { guideMeta } from './entities/guide/meta';
import { guideValidators } from './entities/guide/schema';
import { iatMeta } from './entities/iat/meta';
import { iatValidators } from './entities/iat/schema';
import { interessiMeta } from './entities/interessi/meta';
import { interessiValidators } from './entities/interessi/schema';
import { itineraryMeta } from './entities/itinerary/meta';
import { itineraryValidators } from './entities/itinerary/schema';
import { licenceMeta } from './entities/licence/meta';
import { licenceValidators } from './entities/licence/schema';
import { luoghiMeta } from './entities/luoghi/meta';
import { luoghiValidators } from './entities/luoghi/schema';
import { newsMeta } from './entities/news/meta';
import { newsValidators } from './entities/news/schema';
import { opendataMeta } from './entities/opendata/meta';
import { opendataValidators } from './entities/opendata/schema';
import { operatoriMeta } from './entities/operatori/meta';
import { operatoriValidators } from './entities/operatori/schema';
import { osservatorioMeta } from './entities/osservatorio/meta';
import { osservatorioValidators } from './entities/osservatorio/schema';
import { pageMeta } from './entities/page/meta';
import { pageValidators } from './entities/page/schema';
import { placeMeta } from './entities/place/meta';
import { placeValidators } from './entities/place/schema';
import { proposteSoggiornoMeta } from './entities/proposte_soggiorno/meta';
import { proposteSoggiornoValidators } from './entities/proposte_soggiorno/schema';
import { rentMeta } from './entities/rent/meta';
import { rentValidators } from './entities/rent/schema';
import { soggiornoMeta } from './entities/soggiorno/meta';
import { soggiornoValidators } from './entities/soggiorno/schema';
import { sportwellnessMeta } from './entities/sportwellness/meta';
import { sportwellnessValidators } from './entities/sportwellness/schema';
import { stationMeta } from './entities/station/meta';
import { stationValidators } from './entities/station/schema';
import { stayMeta } from './entities/stay/meta';
import { stayValidators } from './entities/stay/schema';
import { tagsMeta } from './entities/tags/meta';
import { tagsValidators } from './entities/tags/schema';
import { templatesMeta } from './entities/templates/meta';
import { templatesValidators } from './entities/templates/schema';
import { tipologiaLuoghiMeta } from './entities/tipologia_luoghi/meta';
import { tipologiaLuoghiValidators } from './entities/tipologia_luoghi/schema';
import { viaemiliaMeta } from './entities/viaemilia/meta';
import { viaemiliaValidators } from './entities/viaemilia/schema';
import { webcamMeta } from './entities/webcam/meta';
import { webcamValidators } from './entities/webcam/schema';
import {
  blogTables,
  destinationTables,
  diconoTables,
  downloadTables,
  eatTables,
  esperienzeTables,
  eventTables,
  guideTables,
  iatTables,
  interessiTables,
  itineraryTables,
  licenceTables,
  luoghiTables,
  newsTables,
  opendataTables,
  operatoriTables,
  osservatorioTables,
  pageTables,
  placeTables,
  proposteSoggiornoTables,
  rentTables,
  soggiornoTables,
  sportwellnessTables,
  stationTables,
  stayTables,
  tagsTables,
  templatesTables,
  tipologiaLuoghiTables,
  viaemiliaTables,
  webcamTables,
} from './db/schema';

/** Every generated entity by name: its model, zod validators and database tables. */
export const registry = {
  blog: { meta: blogMeta, validators: blogValidators, tables: blogTables },
  destination: { meta: destinationMeta, validators: destinationValidators, tables: destinationTables },
  dicono: { meta: diconoMeta, validators: diconoValidators, tables: diconoTables },
  download: { meta: downloadMeta, validators: downloadValidators, tables: downloadTables },
  eat: { meta: eatMeta, validators: eatValidators, tables: eatTables },
  esperienze: { meta: esperienzeMeta, validators: esperienzeValidators, tables: esperienzeTables },
  event: { meta: eventMeta, validators: eventValidators, tables: eventTables },
  guide: { meta: guideMeta, validators: guideValidators, tables: guideTables },
  iat: { meta: iatMeta, validators: iatValidators, tables: iatTables },
  interessi: { meta: interessiMeta, validators: interessiValidators, tables: interessiTables },
  itinerary: { meta: itineraryMeta, validators: itineraryValidators, tables: itineraryTables },
  licence: { meta: licenceMeta, validators: licenceValidators, tables: licenceTables },
  luoghi: { meta: luoghiMeta, validators: luoghiValidators, tables: luoghiTables },
  news: { meta: newsMeta, validators: newsValidators, tables: newsTables },
  opendata: { meta: opendataMeta, validators: opendataValidators, tables: opendataTables },
  operatori: { meta: operatoriMeta, validators: operatoriValidators, tables: operatoriTables },
  osservatorio: { meta: osservatorioMeta, validators: osservatorioValidators, tables: osservatorioTables },
  page: { meta: pageMeta, validators: pageValidators, tables: pageTables },
  place: { meta: placeMeta, validators: placeValidators, tables: placeTables },
  proposte_soggiorno: {
    meta: proposteSoggiornoMeta,
    validators: proposteSoggiornoValidators,
    tables: proposteSoggiornoTables,
  },
  rent: { meta: rentMeta, validators: rentValidators, tables: rentTables },
  soggiorno: { meta: soggiornoMeta, validators: soggiornoValidators, tables: soggiornoTables },
  sportwellness: { meta: sportwellnessMeta, validators: sportwellnessValidators, tables: sportwellnessTables },
  station: { meta: stationMeta, validators: stationValidators, tables: stationTables },
  stay: { meta: stayMeta, validators: stayValidators, tables: stayTables },
  tags: { meta: tagsMeta, validators: tagsValidators, tables: tagsTables },
  templates: { meta: templatesMeta, validators: templatesValidators, tables: templatesTables },
  tipologia_luoghi: { meta: tipologiaLuoghiMeta, validators: tipologiaLuoghiValidators, tables: tipologiaLuoghiTables },
  viaemilia: { meta: viaemiliaMeta, validators: viaemiliaValidators, tables: viaemiliaTables },
  webcam: { meta: webcamMeta, validators: webcamValidators, tables: webcamTables },
} as const;

export type EntityName = keyof typeof registry;

export const entityNames = [
  'blog',
  'destination',
  'dicono',
  'download',
  'eat',
  'esperienze',
  'event',
  'guide',
  'iat',
  'interessi',
  'itinerary',
  'licence',
  'luoghi',
  'news',
  'opendata',
  'operatori',
  'osservatorio',
  'page',
  'place',
  'proposte_soggiorno',
  'rent',
  'soggiorno',
  'sportwellness',
  'station',
  'stay',
  'tags',
  'templates',
  'tipologia_luoghi',
  'viaemilia',
  'webcam',
] as const satisfies readonly EntityName[];
