/**
 * MSW 2 handlers answering the admin's API calls in Storybook with the captured answers of the
 * real server (`fixtures.json`): the current user, the dashboard, every entity's list, item,
 * save and delete, the lookups (municipalities, provinces, categories, users, tags, statuses) and
 * the media library (`./media.ts`), and `POST {path}/search` of the entities that have it (the
 * reference combos).
 *
 * `handlers` is the default set the preview installs. A story changes answers for itself with
 * `parameters: { msw: { handlers: [...] } }` (tried before the defaults), e.g. `refusedSave()`,
 * `emptyList('news')`, `signedInAs({...})`, or `pending('news')` for a loading state.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { SEARCH_CALL_LIMITS } from '#core/limits';
import type { SearchResult } from '../../generated/api/schemas';
import { entityNames, registry } from '../../generated/registry';
import { fixtures, itemOf, listOf } from './fixtures';
import { mapHandlers } from './map';
import { mediaHandlers } from './media';
import { pickerHandlers } from './picker';
import type { ListRow } from './types';

export const API = '/api/v1';

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

function integer(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) ? parsed : fallback;
}

/** Keywords, status, page, limit and orderBy over the captured rows, as the server applies them. */
export function pageOf(rows: readonly ListRow[], query: URLSearchParams): { data: ListRow[]; total: number } {
  let found = [...rows];
  const keywords = query.get('keywords')?.trim().toLowerCase();
  if (keywords) {
    found = found.filter((row) =>
      [row.title, row.name].some((text) => typeof text === 'string' && text.toLowerCase().includes(keywords)),
    );
  }
  const status = query.get('stato');
  if (status !== null && status !== '') {
    found = found.filter((row) => {
      const statuses = row.statuses;
      return typeof statuses === 'object' && statuses !== null && Object.values(statuses).includes(Number(status));
    });
  }
  const orderBy = query.get('orderBy') ?? '-id';
  const descending = orderBy.startsWith('-');
  const field = orderBy.replace(/^[-+ ]/, '') || 'id';
  found.sort((a, b) => {
    const left = a[field];
    const right = b[field];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left ?? '').localeCompare(String(right ?? ''));
    return descending ? -order : order;
  });
  const limit = Math.max(1, integer(query.get('limit'), 25));
  const page = Math.max(1, integer(query.get('page'), 1));
  return { data: found.slice((page - 1) * limit, page * limit), total: found.length };
}

function listAnswer(entity: string, rows: readonly ListRow[], query: URLSearchParams) {
  const { data, total } = pageOf(rows, query);
  return fixtures.entities[entity]?.totalAt === 'root' ? { data, total } : { data, meta: { total } };
}

function entityHandlers(entity: string, path: string): HttpHandler[] {
  const base = `${API}/${path}`;
  return [
    http.get(base, ({ request }) => json(listAnswer(entity, listOf(entity).data, new URL(request.url).searchParams))),
    http.get(`${base}/:id`, ({ params }) => {
      const id = Number(params.id);
      if (!Number.isInteger(id)) return json({ message: 'Risorsa non trovata' }, 404);
      return json(itemOf(entity, id));
    }),
    http.post(base, () => json(fixtures.answers.created, 201)),
    http.put(`${base}/:id`, ({ params }) => {
      const saved = fixtures.answers.saved as { data: Record<string, unknown> };
      return json({ data: { ...saved.data, id: Number(params.id) } });
    }),
    http.delete(`${base}/:ids`, () => json(fixtures.answers.deleted)),
  ];
}

/**
 * `POST {path}/search` of the entities with a search call (`searchCall`): the captured rows whose
 * title contains the keywords (those starting with them first, from `minChars` characters), or the
 * row with `id`, as the server answers.
 */
function searchHandlers(): HttpHandler[] {
  return entityNames
    .filter((name) => registry[name].meta.searchCall && fixtures.lists[name])
    .map((name) =>
      http.post(`${API}/${registry[name].meta.path}/search`, async ({ request }) => {
        const body = (await request.json().catch(() => ({}))) as { keywords?: unknown; id?: unknown };
        const rows = listOf(name).data.map((row) => ({
          id: row.id,
          title: typeof row.title === 'string' ? row.title : '',
        }));
        const text = typeof body.keywords === 'string' ? body.keywords.trim().toLowerCase() : '';
        const starts = (title: string) => Number(title.toLowerCase().startsWith(text));
        const found =
          typeof body.id === 'number'
            ? rows.filter((row) => row.id === body.id)
            : text.length < SEARCH_CALL_LIMITS.minChars
              ? []
              : rows
                  .filter((row) => row.title.toLowerCase().includes(text))
                  .sort((a, b) => starts(b.title) - starts(a.title) || b.id - a.id);
        const data = found
          .slice(0, SEARCH_CALL_LIMITS.rows)
          .map((row) => ({ ...row, contents: { it: { title: row.title } }, comune: null }));
        return json({ data } satisfies SearchResult);
      }),
    );
}

function categoryMain(request: Request): string {
  return new URL(request.url).searchParams.get('main') ?? '';
}

/** The default answers: the demo data as the administrator sees it. */
export const handlers: HttpHandler[] = [
  http.post(`${API}/login`, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { password?: string };
    if (body.password === 'wrong-password' || !body.password) return json(fixtures.answers.loginFailed, 401);
    return json({ data: { access_token: 'storybook-token' } });
  }),
  http.get(`${API}/logout`, () => json(fixtures.answers.loggedOut)),
  http.get(`${API}/user/me`, () => json(fixtures.me)),
  http.get(`${API}/dashboard`, () => json(fixtures.dashboard)),
  http.get(`${API}/operations/province`, () => json(fixtures.provinces)),
  http.get(`${API}/operations/users`, () => json(fixtures.users)),
  http.get(`${API}/operations/tagsBox`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const text = (query.get('s') ?? query.get('keywords') ?? '').toLowerCase();
    const all = (fixtures.tagsBox as { data: { id: number; name: string }[] }).data;
    return json({ data: all.filter((tag) => tag.name.toLowerCase().includes(text)) });
  }),
  http.get(`${API}/operations/comuni`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const id = query.get('id');
    const name = query.get('name')?.toLowerCase();
    const province = query.get('provincia');
    const provinceName =
      province && province !== '-1'
        ? (fixtures.provinces as { data: { id: number; nome: string }[] }).data.find(
            (candidate) => String(candidate.id) === province,
          )?.nome
        : undefined;
    const data = fixtures.municipalities.filter(
      (municipality) =>
        (id === null || id.split(',').includes(String(municipality.id))) &&
        (name === undefined || municipality.city.toLowerCase().includes(name)) &&
        (provinceName === undefined || municipality.province === provinceName),
    );
    return json({ data: name === undefined ? data : data.slice(0, 20) });
  }),
  http.get(`${API}/categories`, ({ request }) => {
    const tree = fixtures.categories[categoryMain(request)];
    return tree ? json(tree) : json({ message: 'Risorsa non trovata' }, 404);
  }),
  http.get(`${API}/operations/categories`, ({ request }) => {
    const options = fixtures.categoryOptions[categoryMain(request)];
    return options ? json(options) : json({ message: 'Risorsa non trovata' }, 404);
  }),
  // The data-hub box of the hub's entities' editors (#34): an item not sent yet.
  http.get(`${API}/tdh/inviato/:id`, ({ params, request }) =>
    json({
      data: {
        entity: new URL(request.url).searchParams.get('entity') ?? '',
        id: Number(params.id),
        inviato: false,
        date: null,
        waitlist: false,
        response: null,
        languages: {},
      },
    }),
  ),
  http.get(`${API}/operations/related_statuses`, ({ request }) => {
    const list = new URL(request.url).searchParams.get('list') ?? '';
    const statuses = fixtures.statuses[list];
    return statuses ? json(statuses) : json({ message: 'I dati inviati non sono validi' }, 422);
  }),
  ...Object.entries(fixtures.entities).flatMap(([entity, { path }]) => entityHandlers(entity, path)),
  // The reference combos' searches (issue #14: a POI's destination).
  ...searchHandlers(),
  // The media library (stories/msw/media.ts: generated images; a story passes its own library
  // with `mediaHandlers(mediaLibrary(n))`, `refusedUploads()` or `pendingMedia()`).
  ...mediaHandlers(),
  // The entity picker's calls (issue #13).
  ...pickerHandlers(),
  // The address map's tiles and the geocoding (issue #14).
  ...mapHandlers(),
];

/** Saves of `entity` (every entity when omitted) refused with the server's 422 answer. */
export function refusedSave(entity?: string): HttpHandler[] {
  const paths = entity
    ? [fixtures.entities[entity]?.path ?? entity]
    : Object.values(fixtures.entities).map((e) => e.path);
  return paths.flatMap((path) => [
    http.post(`${API}/${path}`, () => json(fixtures.answers.invalid, 422)),
    http.put(`${API}/${path}/:id`, () => json(fixtures.answers.invalid, 422)),
  ]);
}

/** The list of `entity` answers no rows. */
export function emptyList(entity: string): HttpHandler[] {
  const path = fixtures.entities[entity]?.path ?? entity;
  return [http.get(`${API}/${path}`, ({ request }) => json(listAnswer(entity, [], new URL(request.url).searchParams)))];
}

/** The list and items of `entity` never answer (loading states). */
export function pending(entity: string): HttpHandler[] {
  const path = fixtures.entities[entity]?.path ?? entity;
  return [
    http.get(`${API}/${path}`, async () => {
      await delay('infinite');
      return json({});
    }),
    http.get(`${API}/${path}/:id`, async () => {
      await delay('infinite');
      return json({});
    }),
  ];
}

/** `GET user/me` answers this user (e.g. a user with only some abilities). */
export function signedInAs(user: Record<string, unknown>): HttpHandler[] {
  return [http.get(`${API}/user/me`, () => json({ data: user }))];
}

/** Every call answers 500 (error toasts). */
export function serverError(): HttpHandler[] {
  return [http.all(`${API}/*`, () => json({ message: 'Errore interno del server (storybook)' }, 500))];
}
