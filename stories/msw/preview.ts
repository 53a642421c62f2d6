/**
 * Preview links for the stories (issue #35): an in-memory store answering the admin's calls
 * `POST preview/links` (a new link, its secret and its address on the back office's own page),
 * `GET preview/links` (an item's links, the latest first) and `DELETE preview/links/{id}` (a
 * revoke, recorded). Each story makes its own store and resets it before it renders (`reset`), so
 * a story replayed starts afresh.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiMessage } from '#core/messages';
import { PREVIEW_LIMITS, previewPageUrl } from '#core/preview';
import type { PreviewLink, PreviewLinkBody, PreviewLinkCreated, PreviewLinksResult } from '../../generated/api/schemas';
import { API } from './handlers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link as a story starts it: made `ageDays` ago, lasting `days`, revoked or not. */
export interface StoryPreviewLink {
  readonly lang: string;
  readonly author: string | null;
  readonly ageDays: number;
  readonly days: number;
  readonly revoked: boolean;
}

export class StoryPreviews {
  private links: PreviewLink[] = [];
  private nextId = 1;

  /**
   * @param entity and `itemId`: the item the story's links belong to
   * @param initial its links as the story starts, the oldest first
   */
  constructor(
    private readonly entity: string,
    private readonly itemId: number,
    private readonly initial: readonly StoryPreviewLink[] = [],
  ) {
    this.reset();
  }

  /** Back to the initial links. */
  reset(): void {
    const now = Date.now();
    this.nextId = 1;
    this.links = this.initial.map((link) => {
      const created = now - link.ageDays * DAY_MS;
      return this.record(link.lang, link.author, created, created + link.days * DAY_MS, link.revoked ? now : null);
    });
  }

  /** The ids of the links revoked so far. */
  revoked(): readonly number[] {
    return this.links.filter((link) => link.revoked_at !== null).map((link) => link.id);
  }

  private record(lang: string, author: string | null, created: number, expires: number, revoked: number | null) {
    const link: PreviewLink = {
      id: this.nextId++,
      entity: this.entity,
      item_id: this.itemId,
      lang,
      created_by: author === null ? null : 1,
      author,
      created_at: new Date(created).toISOString(),
      expires_at: new Date(expires).toISOString(),
      revoked_at: revoked === null ? null : new Date(revoked).toISOString(),
    };
    this.links.push(link);
    return link;
  }

  handlers(): HttpHandler[] {
    return [
      http.get(`${API}/preview/links`, () =>
        HttpResponse.json({ data: [...this.links].reverse() } satisfies PreviewLinksResult),
      ),
      http.post(`${API}/preview/links`, async ({ request }) => {
        const body = (await request.json()) as PreviewLinkBody;
        const now = Date.now();
        const days = body.days ?? PREVIEW_LIMITS.defaultDays;
        const link = this.record(body.lang, 'Anna Rossi', now, now + days * DAY_MS, null);
        const secret = `p1.story-${link.id}.signature`;
        const page = previewPageUrl(window.location.origin, secret);
        return HttpResponse.json({ data: { link, secret, url: page, page } } satisfies PreviewLinkCreated, {
          status: 201,
        });
      }),
      http.delete(`${API}/preview/links/:id`, ({ params }) => {
        const link = this.links.find((candidate) => candidate.id === Number(params.id));
        if (link && link.revoked_at === null) link.revoked_at = new Date().toISOString();
        return HttpResponse.json({ data: { message: apiMessage('previewLinkRevoked', 'it') } });
      }),
    ];
  }
}
