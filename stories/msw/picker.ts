/**
 * The entity picker's calls in the stories (`GET entities`, `entities/list`,
 * `entities/from-indices`), answered over a small catalogue of items of every registry entity the
 * way the server does (`server/picker/calls.ts`): titles containing `q` (those starting with it
 * first), one `entity_type`, `excludes[]` left out, pages of 20 + `limit`, lookups in the order
 * asked. A short delay makes the loading state visible.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { EntityPick } from '../../generated/api/schemas';
import { entityNames, registry } from '../../generated/registry';
import { PICKER_LIMITS } from '#core/limits';

const API = '/api/v1';

const TITLES = [
  'Notte Rosa',
  'Sagra della piadina',
  'Festival del Cinema di Ferrara',
  'Rocca di Vignola',
  'Delta del Po in bicicletta',
  'Mercatini di Natale a Bologna',
  'Via Emilia, la strada romana',
  'Borghi della Valmarecchia',
];

/** Items of every entity: a few each, titled from a list of places and events. */
export function pickerCatalogue(perEntity = 4): EntityPick[] {
  return entityNames.flatMap((type, entityIndex) =>
    Array.from({ length: perEntity }, (_, n) => {
      const id = n + 1;
      const title = TITLES[(entityIndex * perEntity + n) % TITLES.length] ?? `Elemento ${id}`;
      const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      return {
        id,
        type,
        index: `${type}-${id}`,
        title: `${title} (${registry[type].meta.label.singular.it} ${id})`,
        permalink: `https://www.emiliaromagnaturismo.it/it/${type}/${slug}`,
        slug,
        name: registry[type].meta.label.singular.it,
        lang: 'it',
      };
    }),
  );
}

export function pickerHandlers(catalogue: readonly EntityPick[] = pickerCatalogue()): HttpHandler[] {
  return [
    http.get(`${API}/entities`, () =>
      HttpResponse.json({
        data: entityNames.map((name) => ({ name, label: registry[name].meta.label.plural.it })),
      }),
    ),
    http.get(`${API}/entities/list`, async ({ request }) => {
      await delay(150);
      const query = new URL(request.url).searchParams;
      const q = query.get('q')?.trim().toLowerCase() ?? '';
      const type = query.get('entity_type');
      const excludes = new Set(query.getAll('excludes[]'));
      const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
      const size = PICKER_LIMITS.pageSize + Number(query.get('limit') ?? PICKER_LIMITS.defaultLimit);
      const found = catalogue
        .filter((item) => (type ? item.type === type : true))
        .filter((item) => !excludes.has(item.index))
        .filter((item) => item.title.toLowerCase().includes(q))
        .sort(
          (a, b) =>
            Number(b.title.toLowerCase().startsWith(q)) - Number(a.title.toLowerCase().startsWith(q)) ||
            a.title.localeCompare(b.title),
        );
      const results = found.slice((page - 1) * size, page * size);
      return HttpResponse.json({ results, pagination: { more: found.length > page * size } });
    }),
    http.get(`${API}/entities/from-indices`, ({ request }) => {
      const indices = new URL(request.url).searchParams.getAll('indices[]');
      const results = indices.flatMap((index) => catalogue.filter((item) => item.index === index));
      return HttpResponse.json({ results });
    }),
  ];
}
