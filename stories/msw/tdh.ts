/**
 * The data hub for the stories (issue #34): an in-memory hub answering the admin's calls
 * `tdh/inviato/{id}` (an item's status), `tdh/waitlist/{id}` (the 'Da inviare' flag) and
 * `tdh/invia/{id}` (a send: the outcome the story chose for the item, recorded as the server does,
 * a success setting 'Inviato' and its date). A send may be held until the story's play function
 * releases it (`hold`), or never answered ('pending': the send in progress). Each story makes its
 * own hub and resets it before it renders (`reset`), so a story replayed starts afresh.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { apiMessage } from '#core/messages';
import { isTdhError, type TdhOutcome } from '#core/tdh';
import type { TdhSendResult, TdhStatusResult, TdhWaitlistResult } from '../../generated/api/schemas';
import { API } from './handlers';

/** An item's data-hub status as the story starts it. */
export interface StoryTdhItem {
  readonly inviato: boolean;
  /** The last successful send, or null. */
  readonly date: string | null;
  readonly waitlist: boolean;
  /** The hub's last answer, or null when it was never sent. */
  readonly response: TdhOutcome | null;
}

/** What the hub answers to a send: an outcome, or 'pending' (the send never ends). */
export type StorySend = TdhOutcome | 'pending';

/** The hub's answer to an accepted item. */
export const ACCEPTED: TdhOutcome = { codiceEsito: '', message: 'Contenuto acquisito' };

/** A date of a past send, as the server writes it. */
export const SENT_ON = '2026-11-20T10:15:00.000Z';

export const NOT_SENT: StoryTdhItem = { inviato: false, date: null, waitlist: false, response: null };

/** A promise and the function that resolves it. */
function signal(): { readonly promise: Promise<void>; readonly resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

interface Hold {
  readonly arrived: ReturnType<typeof signal>;
  readonly released: ReturnType<typeof signal>;
}

export class StoryTdh {
  private readonly items = new Map<number, StoryTdhItem>();
  private readonly holds = new Map<number, Hold>();
  private readonly sends: number[] = [];

  /**
   * @param initial each item's status as the story starts (NOT_SENT for an item not listed)
   * @param answer what the hub answers to a send of item `id`
   */
  constructor(
    private readonly initial: ReadonlyMap<number, StoryTdhItem>,
    private readonly answer: (id: number) => StorySend,
  ) {
    this.reset();
  }

  /** Back to the initial statuses, no send seen, no send held. */
  reset(): void {
    this.items.clear();
    for (const [id, item] of this.initial) this.items.set(id, item);
    this.holds.clear();
    this.sends.length = 0;
  }

  /** The ids of the sends that reached the hub, in their order. */
  sent(): readonly number[] {
    return [...this.sends];
  }

  /**
   * Holds the answer to the next send of item `id`: `arrived` resolves when the send reaches the
   * hub, and the hub answers after `release()`.
   */
  hold(id: number): { readonly arrived: Promise<void>; release(): void } {
    const hold: Hold = { arrived: signal(), released: signal() };
    this.holds.set(id, hold);
    return { arrived: hold.arrived.promise, release: hold.released.resolve };
  }

  private status(id: number): StoryTdhItem {
    return this.items.get(id) ?? NOT_SENT;
  }

  handlers(): HttpHandler[] {
    return [
      http.get(`${API}/tdh/inviato/:id`, ({ params, request }) => {
        const id = Number(params.id);
        const item = this.status(id);
        const body: TdhStatusResult = {
          data: {
            entity: new URL(request.url).searchParams.get('entity') ?? '',
            id,
            inviato: item.inviato,
            date: item.date,
            waitlist: item.waitlist,
            changed: false,
            response: item.response === null ? null : JSON.stringify(item.response),
            languages: {},
          },
        };
        return HttpResponse.json(body);
      }),
      http.get(`${API}/tdh/waitlist/:id`, ({ params, request }) => {
        const id = Number(params.id);
        const flag = new URL(request.url).searchParams.get('waitlist');
        const waitlist = flag === '1' || flag === 'true';
        this.items.set(id, { ...this.status(id), waitlist });
        const body: TdhWaitlistResult = {
          data: { message: apiMessage(waitlist ? 'tdhWaitlistOn' : 'tdhWaitlistOff', 'it'), waitlist },
        };
        return HttpResponse.json(body);
      }),
      http.get(`${API}/tdh/invia/:id`, async ({ params }) => {
        const id = Number(params.id);
        this.sends.push(id);
        const hold = this.holds.get(id);
        if (hold) {
          this.holds.delete(id);
          hold.arrived.resolve();
          await hold.released.promise;
        }
        const outcome = this.answer(id);
        if (outcome === 'pending') {
          await delay('infinite');
          return HttpResponse.json({});
        }
        const error = isTdhError(outcome);
        const before = this.status(id);
        this.items.set(id, {
          ...before,
          inviato: before.inviato || !error,
          date: error ? before.date : new Date().toISOString(),
          // A successful send takes the item off the waiting list, as the server does.
          waitlist: error ? before.waitlist : false,
          response: outcome,
        });
        const body: TdhSendResult = { ...outcome, job: { id: this.sends.length, status: error ? 'dead' : 'done' } };
        return HttpResponse.json(body);
      }),
    ];
  }
}
