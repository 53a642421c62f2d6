/**
 * The media library of the stories: generated images (SVG data addresses, so nothing is fetched)
 * and the MSW answers of the media calls over them: search (page, limit, query, id, the licence
 * filter), the licences with their versions, edit (titolo → title, a 422 for the title 'errore',
 * and for a licence missing or a version not the licence's; without a version, the server's rule
 * of core/contracts/media.ts), delete, usage and upload (the file's
 * name back as a new item after a short delay, so the progress shows).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { versionToSave } from '#core/contracts/media';
import type { Attachment, MediaItem } from '../../generated/api/schemas';
import { registry, type EntityName } from '../../generated/registry';
import { fixtures, listOf } from './fixtures';

const API = '/api/v1';

const COLOURS = ['#0b7285', '#5f3dc4', '#c92a2a', '#2b8a3e', '#e67700', '#1864ab', '#862e9c', '#364fc7'];
const PLACES = ['Piazza Maggiore', 'Rocca di Vignola', 'Delta del Po', 'Colline di Bertinoro', 'Lido di Classe'];

/** An SVG image with a colour and a text, as a data address. */
export function svgImage(text: string, colour: string, width = 320, height = 240): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/><text x="${width / 2}" y="${height / 2 + 8}" fill="#fff" font-family="sans-serif" font-size="28" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export function mediaItem(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  const colour = COLOURS[id % COLOURS.length] ?? '#0b7285';
  const place = PLACES[id % PLACES.length] ?? 'Immagine';
  return {
    id,
    url: svgImage(`#${id}`, colour, 1200, 800),
    url_thumb: svgImage(`#${id}`, colour),
    name: `foto-${id}.jpg`,
    title: id % 4 === 0 ? '' : `${place} ${id}`,
    description: '',
    copyright: id % 3 === 0 ? 'Archivio APT' : '',
    // Every third image has a licence; every sixth lacks its version (saved before versions).
    license_id: id % 3 === 0 ? 1 : null,
    license_version: id % 3 === 0 && id % 6 !== 0 ? '4.0' : null,
    openlibrary: id % 5 === 0 ? 1 : 0,
    collection: 'images',
    mime: 'image/jpeg',
    bytes: 180_000 + id * 7_919,
    width: 1200,
    height: 800,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Two captured items (the first row of the first two captured lists) that use a file. */
function usageSample(): { entity: string; label: string; id: number; title: string }[] {
  return Object.keys(fixtures.entities)
    .slice(0, 2)
    .flatMap((entity) => {
      const row = listOf(entity).data[0];
      const label = entity in registry ? registry[entity as EntityName].meta.label.singular.it : entity;
      return row ? [{ entity, label, id: row.id, title: typeof row.title === 'string' ? row.title : '' }] : [];
    });
}

/** `count` images, newest (highest id) first. */
export function mediaLibrary(count: number): MediaItem[] {
  return Array.from({ length: count }, (_, index) => mediaItem(count - index));
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

interface SearchBody {
  readonly limit?: number;
  readonly page?: number;
  readonly query?: string;
  readonly id?: number;
  readonly license?: 'missing';
}

/** The published licences of the stories: one with two versions, one with one, one with none. */
export const STORY_LICENCES = [
  { id: 1, title: 'Creative Commons Attribuzione (CC BY)', versions: ['4.0', '3.0 IT'] },
  { id: 2, title: 'CC0 - Pubblico dominio', versions: ['1.0'] },
  { id: 3, title: 'Licenza senza versioni', versions: [] },
] as const;

/** The media calls over `library` (a copy: edits, deletes and uploads change it for the story). */
export function mediaHandlers(library: readonly MediaItem[] = mediaLibrary(30)): HttpHandler[] {
  let items = [...library];
  let nextId = Math.max(0, ...items.map((item) => item.id)) + 1;
  return [
    http.post(`${API}/media/search`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as SearchBody;
      const limit = Math.max(1, body.limit ?? 30);
      const page = Math.max(1, body.page ?? 1);
      const text = body.query?.trim().toLowerCase() ?? '';
      const found = items.filter(
        (item) =>
          (body.id === undefined || item.id === body.id) &&
          (text === '' || `${item.title} ${item.name}`.toLowerCase().includes(text)) &&
          (body.license !== 'missing' || item.license_id === null || item.license_version === null),
      );
      return json({
        data: found.slice((page - 1) * limit, page * limit),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(found.length / limit)), total: found.length },
      });
    }),
    http.get(`${API}/media/licences`, () => json({ data: STORY_LICENCES })),
    http.put(`${API}/media/upload/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json().catch(() => ({}))) as {
        titolo?: string;
        description?: string;
        copyright?: string;
        license_id?: number | null;
        license_version?: string | null;
        openlibrary?: number | boolean;
      };
      const found = items.find((item) => item.id === id);
      if (!found) return json({ message: 'Risorsa non trovata' }, 404);
      const licence = STORY_LICENCES.find((candidate) => candidate.id === body.license_id);
      // The server's own rule: the given version, else the stored one, the current one or none.
      const version = licence
        ? versionToSave(licence.id, body.license_version?.trim(), licence.versions, found)
        : undefined;
      if (!licence || version === undefined) {
        const errors = !licence
          ? { license_id: [typeof body.license_id === 'number' ? 'Valore non ammesso' : 'Campo richiesto'] }
          : { license_version: ['Versione della licenza non valida'] };
        return json({ message: 'I dati inviati non sono validi', errors }, 422);
      }
      if (body.titolo === 'errore') {
        return json(
          {
            message: 'I dati inviati non sono validi',
            errors: { titolo: ['Il titolo non è valido'], copyright: ['Il copyright è obbligatorio'] },
          },
          422,
        );
      }
      const saved: MediaItem = {
        ...found,
        ...(body.titolo === undefined ? {} : { title: body.titolo }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.copyright === undefined ? {} : { copyright: body.copyright }),
        license_id: licence.id,
        license_version: version,
        ...(body.openlibrary === undefined ? {} : { openlibrary: body.openlibrary ? 1 : 0 }),
      };
      items = items.map((item) => (item.id === id ? saved : item));
      return json({ data: saved });
    }),
    http.delete(`${API}/media/upload/:id`, ({ params }) => {
      const id = Number(params.id);
      items = items.filter((item) => item.id !== id);
      return json({ data: { message: 'Elemento cancellato', detached: id % 2 } });
    }),
    http.get(`${API}/media/usage/:id`, ({ params }) => {
      const id = Number(params.id);
      const used = id % 2 === 1 ? usageSample() : [];
      return json({ data: { total: used.length, items: used } });
    }),
    http.post(`${API}/media/upload/:collection/:parentId`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const name = file instanceof File ? file.name : 'file';
      await delay(600);
      if (/rifiut|reject/i.test(name)) {
        return json(
          {
            message:
              'Impossibile caricare il file. Verificare anche il tipo di file caricato. Per le immagini assicurarsi che il lato più lungo sia almeno di 300px.',
          },
          422,
        );
      }
      const item = mediaItem(nextId, { name, title: '' });
      nextId += 1;
      items = [item, ...items];
      return json({ data: item }, 201);
    }),
  ];
}

/** Every upload refused with the server's message. */
export function refusedUploads(): HttpHandler[] {
  return [
    http.post(`${API}/media/upload/:collection/:parentId`, async () => {
      await delay(300);
      return json(
        {
          message:
            'Impossibile caricare il file. Verificare anche il tipo di file caricato. Per le immagini assicurarsi che il lato più lungo sia almeno di 300px.',
        },
        422,
      );
    }),
  ];
}

/** The media search never answers (loading state). */
export function pendingMedia(): HttpHandler[] {
  return [
    http.post(`${API}/media/search`, async () => {
      await delay('infinite');
      return json({});
    }),
  ];
}

/** Files of the attachments list of the stories. */
export function attachmentFiles(count: number): Attachment[] {
  const kinds = [
    { extension: 'pdf', mime: 'application/pdf' },
    { extension: 'csv', mime: 'text/csv' },
    { extension: 'json', mime: 'application/json' },
  ] as const;
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    const kind = kinds[id % kinds.length] ?? kinds[0];
    return {
      id,
      name: `${PLACES[id % PLACES.length] ?? 'File'} ${id}.${kind.extension}`,
      url: `/uploads/ab/cd/abcd${String(id).padStart(28, '0')}.${kind.extension}`,
      mime: kind.mime,
      bytes: 40_000 + id * 1_531,
      created_at: '2026-11-20T09:00:00Z',
    };
  });
}

/**
 * The attachments calls over `files`: the list (keywords, page, limit), delete (the ids go), and
 * upload (the file's name back as a new attachment after a short delay).
 */
export function attachmentHandlers(files: readonly Attachment[] = attachmentFiles(12)): HttpHandler[] {
  let current = [...files];
  return [
    http.get(`${API}/attachments`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const words = (query.get('keywords') ?? '').toLowerCase();
      const limit = Number(query.get('limit') ?? 50);
      const page = Number(query.get('page') ?? 1);
      const found = current.filter((file) => file.name.toLowerCase().includes(words));
      return HttpResponse.json({
        data: found.slice((page - 1) * limit, page * limit),
        meta: { total: found.length, current_page: page, last_page: Math.max(1, Math.ceil(found.length / limit)) },
      });
    }),
    http.delete(`${API}/attachments/:ids`, ({ params }) => {
      const ids = String(params.ids).split(',').map(Number);
      current = current.filter((file) => !ids.includes(file.id));
      return HttpResponse.json({ data: { message: `${ids.length} elementi eliminati`, detached: 0 } });
    }),
    http.post(`${API}/attachments/upload`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      await delay(400);
      const id = Math.max(0, ...current.map((entry) => entry.id)) + 1;
      const added: Attachment = {
        id,
        name: file instanceof File ? file.name : `file-${id}`,
        url: `/uploads/ab/cd/abcd${String(id).padStart(28, '0')}.pdf`,
        mime: 'application/pdf',
        bytes: file instanceof File ? file.size : 0,
        created_at: '2026-11-23T09:00:00Z',
      };
      current = [added, ...current];
      return HttpResponse.json({ data: added }, { status: 201 });
    }),
  ];
}
