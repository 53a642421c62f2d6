/**
 * 404 redirect rules for the stories: sample rows (manual and automatic, with hits) and the MSW
 * answers of the list (paging, keywords, order), the save of a row (a new id for a new row, the
 * server's 422 for a taken old address) and the deletion. Shapes are the contract's.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Redirect } from '../../generated/api/schemas';

const API = '/api/v1';

export function redirectRows(count: number): Redirect[] {
  return Array.from({ length: count }, (_, index): Redirect => {
    const id = index + 1;
    const automatic = id % 3 === 0;
    return {
      id,
      old_url: automatic ? `/it/eventi/sagra-${id}` : `/vecchio-sito/pagina-${id}.html`,
      new_url: id % 5 === 0 ? null : automatic ? `/it/eventi/sagra-${id}-2026` : `/it/pagine/pagina-${id}`,
      code: id % 5 === 0 ? 410 : id % 4 === 0 ? 302 : 301,
      automatic,
      hits: (id * 37) % 120,
      last_hit_at: id % 2 === 0 ? `2026-11-${String((id % 27) + 1).padStart(2, '0')}T09:30:00Z` : null,
      created_at: '2026-10-01T08:00:00Z',
      updated_at: '2026-10-01T08:00:00Z',
    };
  });
}

export function redirectHandlers(rows: readonly Redirect[] = redirectRows(14)): HttpHandler[] {
  let current = [...rows];
  let nextId = current.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  return [
    http.get(`${API}/operations/error404`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const words = (query.get('keywords') ?? '').toLowerCase();
      const limit = Number(query.get('limit') ?? 25);
      const page = Number(query.get('page') ?? 1);
      const found = current
        .filter((row) => `${row.old_url} ${row.new_url ?? ''}`.toLowerCase().includes(words))
        .sort((a, b) => b.id - a.id);
      return HttpResponse.json({
        data: found.slice((page - 1) * limit, page * limit),
        meta: { total: found.length, current_page: page, last_page: Math.max(1, Math.ceil(found.length / limit)) },
      });
    }),
    http.post(`${API}/operations/error404/rotta`, async ({ request }) => {
      const body = (await request.json()) as { old_url: string; new_url: string | null; code: 301 | 302 | 410 };
      const idText = new URL(request.url).searchParams.get('id');
      const id = idText === null ? null : Number(idText);
      if (current.some((row) => row.old_url === body.old_url && row.id !== id)) {
        return HttpResponse.json(
          {
            message: 'I dati inviati non sono validi',
            errors: { old_url: ['Esiste già un redirect per questo indirizzo'] },
          },
          { status: 422 },
        );
      }
      const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
      const previous = current.find((row) => row.id === id);
      const saved: Redirect = {
        id: previous?.id ?? nextId++,
        old_url: body.old_url,
        new_url: body.new_url,
        code: body.code,
        automatic: false,
        hits: previous?.hits ?? 0,
        last_hit_at: previous?.last_hit_at ?? null,
        created_at: previous?.created_at ?? now,
        updated_at: now,
      };
      current = previous ? current.map((row) => (row.id === saved.id ? saved : row)) : [...current, saved];
      return HttpResponse.json({
        data: { ...saved, message: previous ? 'Elemento salvato correttamente' : 'Elemento creato correttamente' },
      });
    }),
    http.delete(`${API}/operations/error404/rotta`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      current = current.filter((row) => row.id !== id);
      return HttpResponse.json({ data: { message: 'Elemento eliminato' } });
    }),
  ];
}
