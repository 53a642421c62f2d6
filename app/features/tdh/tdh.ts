/**
 * The data hub screens' pure rules (unit-tested): the lists' type filter, the outcome of a send
 * as the admin shows it (platform.md sections 4 and 8: a non-empty codiceEsito or a message
 * containing 'Errore' is an error, 'Errore generico' by default) and the bulk runner (items sent
 * one after another; a stop lets the send in flight finish and starts no other).
 */
import { isTdhError, TDH_TYPES, type TdhOutcome, type TdhType } from '#core/tdh';

/** The type filter's value: a hub type, or '' for every type ('Tutti'). */
export type TdhFilter = TdhType | '';

/** The filter's options, in the order of the spec (Tutti, Località, Itinerari, Interessi, Eventi). */
export const TDH_FILTERS: readonly TdhFilter[] = ['', ...TDH_TYPES];

export function isTdhFilter(value: string): value is TdhFilter {
  return (TDH_FILTERS as readonly string[]).includes(value);
}

/** The two lists: the waiting list ('waitlist-tdh') and the sent list ('invii-tdh'). */
export type TdhListKind = 'waitlist' | 'sent';

/** A send's outcome as shown: the code (Esito), the message and whether it is an error. */
export interface SendOutcome {
  readonly code: string;
  readonly message: string;
  readonly error: boolean;
}

/** The outcome of the hub's answer; an error without a message reads `fallback` ('Errore generico'). */
export function outcomeOf(answer: TdhOutcome, fallback: string): SendOutcome {
  const error = isTdhError(answer);
  const message = answer.message.trim();
  return { code: answer.codiceEsito.trim(), message: message === '' && error ? fallback : message, error };
}

/**
 * The outcome of a send the API refused or that did not reach it: the code `HTTP_<status>` (or
 * `ERRORE` without an answer) and the refusal's text, `fallback` when it has none.
 */
export function failureOf(status: number | null, text: string, fallback: string): SendOutcome {
  return { code: status === null ? 'ERRORE' : `HTTP_${status}`, message: text.trim() || fallback, error: true };
}

/** What the Esito column shows: the outcome code, else the label of a success or of an error. */
export function esitoText(outcome: SendOutcome, labels: { readonly ok: string; readonly error: string }): string {
  if (outcome.code !== '') return outcome.code;
  return outcome.error ? labels.error : labels.ok;
}

export interface BulkHooks<T> {
  /** Asked before each item: true stops the run (the send in flight has finished). */
  readonly stopped: () => boolean;
  readonly onStart?: (item: T, index: number) => void;
  readonly onOutcome: (item: T, index: number, outcome: SendOutcome) => void;
}

/** How a bulk run ended: how many items were sent, and whether it was stopped before the end. */
export interface BulkResult {
  readonly sent: number;
  readonly stopped: boolean;
}

/**
 * Sends `items` one after another through `send` (which answers an outcome and never rejects: a
 * refusal is an outcome too), reporting each outcome; a stop asked while an item is in flight lets
 * it finish and report, and no further item starts.
 */
export async function runBulk<T>(
  items: readonly T[],
  send: (item: T) => Promise<SendOutcome>,
  hooks: BulkHooks<T>,
): Promise<BulkResult> {
  let sent = 0;
  for (const [index, item] of items.entries()) {
    if (hooks.stopped()) return { sent, stopped: true };
    hooks.onStart?.(item, index);
    const outcome = await send(item);
    sent += 1;
    hooks.onOutcome(item, index, outcome);
  }
  return { sent, stopped: false };
}

/** The Esito of a row before its outcome arrives (platform.md section 4). */
export const PENDING_ESITO = 'nd';

/** The hub's last answer as the editor's box shows it: its message, after its code when it has one. */
export function responseText(response: string | null): string | null {
  if (response === null || response.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(response);
  } catch {
    return response;
  }
  if (typeof value !== 'object' || value === null) return response;
  const { codiceEsito, message } = value as Record<string, unknown>;
  const text = typeof message === 'string' ? message.trim() : '';
  const code = typeof codiceEsito === 'string' ? codiceEsito.trim() : '';
  if (code === '' && text === '') return null;
  return code === '' ? text : text === '' ? code : `${code}: ${text}`;
}

/** Whether the box shows the answer as an error: its text contains 'Errore' (platform.md section 4). */
export function isErrorResponse(text: string): boolean {
  return text.includes('Errore');
}
