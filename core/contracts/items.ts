/**
 * The bodies and answers every entity's calls share (`entityContracts`, kinds/contracts/entity.ts):
 * what a save answers, the list's title dialog, the title search. An entity's own item, save body
 * and list page are components of its YAML (`entitySchemas`).
 */
import { z } from 'zod';
import { MAX_ID, SEARCH_CALL_LIMITS } from '../limits';
import { component, oneOfRequired } from './define';
import { dataOf } from './shared';

export const ListMeta = component('ListMeta', z.object({ total: z.number().int().min(0) }));

export const SaveResult = component(
  'SaveResult',
  dataOf(z.object({ id: z.number().int(), message: z.string(), permalink: z.string().nullable() })),
  'What an item save answers: its id, a message and its address on the public site (null when unpublished).',
);

export const TitleSaveResult = component(
  'TitleSaveResult',
  z.object({
    status: z.number().int().meta({ description: 'The HTTP status: 201 created, 200 saved.' }),
    data: z.object({ id: z.number().int(), message: z.string() }),
  }),
);

/** Keywords without NUL, at most the search's length. */
const keywords = z
  .string({ error: 'required' })
  .max(SEARCH_CALL_LIMITS.keywords, { error: 'maxLength' })
  .refine((value) => !value.includes('\u0000'), { error: 'invalid' })
  .meta({ description: `Words of the title; fewer than ${SEARCH_CALL_LIMITS.minChars} characters find nothing.` });

export const SearchInput = component(
  'SearchInput',
  oneOfRequired(
    z.object({
      id: z
        .union(
          [
            z.number().int().min(1).max(MAX_ID),
            // The query form (`?id=12`) brings it as text.
            z
              .string()
              .regex(/^[1-9][0-9]{0,9}$/)
              .refine((value) => Number(value) <= MAX_ID),
          ],
          { error: 'invalid' },
        )
        .optional()
        .meta({ description: 'The id of one live item (then the keywords are not read); a number, or its digits.' }),
      keywords: keywords.optional(),
    }),
    ['keywords', 'id'],
  ),
  'Either keywords (items by title) or an id (that item, to name a chosen one again). The same fields may come as query parameters when the request has no body (`?keywords=`, as the platform’s other searches take them).',
);

export const SearchResult = component(
  'SearchResult',
  dataOf(
    z
      .array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          contents: z
            .record(z.string(), z.object({ title: z.string() }))
            .meta({ description: 'The title per language.' }),
          comune: z.string().nullable().meta({ description: 'The municipality of its place field, if any.' }),
        }),
      )
      .max(SEARCH_CALL_LIMITS.rows),
  ),
);

/** A row of an entity's combo lookup (spec: the operator combo entry, `{id, nome}`). */
export const ComboResult = component(
  'ComboResult',
  dataOf(
    z
      .array(
        z.object({
          id: z.number().int(),
          nome: z.string().meta({ description: 'The title (in the asked language, else another).' }),
        }),
      )
      .max(SEARCH_CALL_LIMITS.rows),
  ),
  'Live items by title: `{id, nome}` each.',
);
