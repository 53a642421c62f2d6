/**
 * MSW handlers of `operations/settings` over an in-memory store of sections (each story gets its
 * own from `settingsHandlers()`): GET answers the sections asked for, with secrets as `{set}`;
 * POST stores them and answers 'Impostazioni salvate', or the given field errors (422).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API } from './handlers';

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

export function settingsHandlers(
  initial: Readonly<Record<string, unknown>> = {},
  refusal: Readonly<Record<string, string[]>> | null = null,
): HttpHandler[] {
  const store = new Map<string, unknown>(Object.entries(structuredClone(initial)));
  return [
    http.get(`${API}/operations/settings`, ({ request }) => {
      const names = (new URL(request.url).searchParams.get('section') ?? '').split(',');
      return json({ data: Object.fromEntries(names.map((name) => [name, store.get(name) ?? {}])) });
    }),
    http.post(`${API}/operations/settings`, async ({ request }) => {
      if (refusal) return json({ message: 'I dati inviati non sono validi.', errors: refusal }, 422);
      const body = (await request.json()) as { section: string; data: Record<string, unknown> };
      const names = body.section.split(',');
      for (const name of names) store.set(name, names.length === 1 ? body.data : body.data[name]);
      return json({ data: { message: 'Impostazioni salvate' } });
    }),
  ];
}
