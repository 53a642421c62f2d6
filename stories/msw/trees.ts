/**
 * MSW handlers of the category editor's calls over an in-memory tree (main category 15 'Categoria
 * news'), with the server's reorder rule: reordering answers 'Ordinamento salvato', a move to
 * another parent 422. Each story gets a fresh tree from `categoryTreeHandlers()`.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API } from './handlers';

interface StoryCategory {
  id: number;
  parent_id: number | null;
  order: number;
  cover: null;
  contents: Record<string, { title: string; slug: string; subtitle: null }>;
  children: StoryCategory[];
}

const category = (id: number, it: string, en: string, children: StoryCategory[] = []): StoryCategory => ({
  id,
  parent_id: null,
  order: 0,
  cover: null,
  contents: {
    it: { title: it, slug: it.toLowerCase().replace(/[^a-z0-9]+/g, '-'), subtitle: null },
    en: { title: en, slug: en.toLowerCase().replace(/[^a-z0-9]+/g, '-'), subtitle: null },
  },
  children,
});

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/** The handlers over a fresh tree: Eventi(Concerti Mostre) Territorio Enogastronomia. */
export function categoryTreeHandlers(): HttpHandler[] {
  const root = category(15, 'Categoria news', 'News category', [
    category(101, 'Eventi', 'Events', [category(111, 'Concerti', 'Concerts'), category(112, 'Mostre', 'Exhibitions')]),
    category(102, 'Territorio', 'Territory'),
    category(103, 'Enogastronomia', 'Food and wine'),
  ]);
  const parentOf = (
    id: number,
    nodes: StoryCategory[] = root.children,
    parent: StoryCategory = root,
  ): StoryCategory | null => {
    for (const node of nodes) {
      if (node.id === id) return parent;
      const found = parentOf(id, node.children, node);
      if (found) return found;
    }
    return null;
  };
  return [
    http.get(`${API}/categories`, () => json({ data: root })),
    http.post(`${API}/categories/update_order`, async ({ request }) => {
      const ids = (await request.json()) as number[];
      const parent = parentOf(ids[0] ?? 0);
      if (!parent || ids.some((id) => parentOf(id) !== parent)) {
        return json({ message: 'Spostamento non consentito' }, 422);
      }
      parent.children.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return json({ data: { message: 'Ordinamento salvato' } });
    }),
    http.get(`${API}/categories/:id/usage`, () => json({ data: { items: 3, categories: 1 } })),
    http.put(`${API}/categories/:id`, ({ params }) =>
      json({ data: { id: Number(params.id), message: 'Elemento salvato correttamente' } }),
    ),
    http.delete(`${API}/categories/:id`, ({ params }) => {
      const parent = parentOf(Number(params.id));
      if (parent) parent.children = parent.children.filter((node) => node.id !== Number(params.id));
      return json({ data: { message: 'Elemento eliminato: 3 contenuti modificati', changed: 3 } });
    }),
    http.post(`${API}/categories`, () => json({ data: { id: 200, message: 'Elemento creato correttamente' } }, 201)),
  ];
}
