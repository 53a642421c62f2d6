// Generated from 7 schemas under schemas/ by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { diconoMeta } from './entities/dicono/meta';
import { diconoValidators } from './entities/dicono/schema';
import { downloadMeta } from './entities/download/meta';
import { downloadValidators } from './entities/download/schema';
import { licenceMeta } from './entities/licence/meta';
import { licenceValidators } from './entities/licence/schema';
import { newsMeta } from './entities/news/meta';
import { newsValidators } from './entities/news/schema';
import { tagsMeta } from './entities/tags/meta';
import { tagsValidators } from './entities/tags/schema';
import { templatesMeta } from './entities/templates/meta';
import { templatesValidators } from './entities/templates/schema';
import { webcamMeta } from './entities/webcam/meta';
import { webcamValidators } from './entities/webcam/schema';
import {
  diconoTables,
  downloadTables,
  licenceTables,
  newsTables,
  tagsTables,
  templatesTables,
  webcamTables,
} from './db/schema';

/** Every generated entity by name: its model, zod validators and database tables. */
export const registry = {
  dicono: { meta: diconoMeta, validators: diconoValidators, tables: diconoTables },
  download: { meta: downloadMeta, validators: downloadValidators, tables: downloadTables },
  licence: { meta: licenceMeta, validators: licenceValidators, tables: licenceTables },
  news: { meta: newsMeta, validators: newsValidators, tables: newsTables },
  tags: { meta: tagsMeta, validators: tagsValidators, tables: tagsTables },
  templates: { meta: templatesMeta, validators: templatesValidators, tables: templatesTables },
  webcam: { meta: webcamMeta, validators: webcamValidators, tables: webcamTables },
} as const;

export type EntityName = keyof typeof registry;

export const entityNames = [
  'dicono',
  'download',
  'licence',
  'news',
  'tags',
  'templates',
  'webcam',
] as const satisfies readonly EntityName[];
