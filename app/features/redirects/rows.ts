/**
 * The rows of the 404 redirects list as the user edits them (spec platform.md section 4,
 * "Redirect row"): a row is marked changed on edit; it is saved on blur or on a change of code,
 * only when changed and not entirely empty; a new row takes its id from the answer and starts
 * with code 301. Pure functions, so the rules are tested without a browser.
 */
import { DEFAULT_REDIRECT_CODE, isRedirectCode, type RedirectCode } from '#core/redirects';
import type { Redirect, RedirectSaveRequest } from '../../../generated/api/schemas';

export interface RedirectDraft {
  /** Stable React key: the id once saved, else a key of the new row. */
  readonly key: string;
  /** Null until the first save answers. */
  readonly id: number | null;
  readonly old_url: string;
  readonly new_url: string;
  readonly code: RedirectCode;
  readonly automatic: boolean;
  readonly hits: number;
  readonly last_hit_at: string | null;
  /** Edited since the last save. */
  readonly changed: boolean;
  /** The last save's field messages (`old_url`, `new_url`, `code`). */
  readonly errors: Readonly<Record<string, readonly string[]>>;
  /** The last save succeeded and nothing changed since. */
  readonly saved: boolean;
}

export type EditableField = 'old_url' | 'new_url' | 'code';

export function fromRedirect(row: Redirect, key = `id-${row.id}`): RedirectDraft {
  return {
    key,
    id: row.id,
    old_url: row.old_url,
    new_url: row.new_url ?? '',
    code: isRedirectCode(row.code) ? row.code : DEFAULT_REDIRECT_CODE,
    automatic: row.automatic,
    hits: row.hits,
    last_hit_at: row.last_hit_at,
    changed: false,
    errors: {},
    saved: false,
  };
}

/** An empty new row (code 301). */
export function newDraft(key: string): RedirectDraft {
  return {
    key,
    id: null,
    old_url: '',
    new_url: '',
    code: DEFAULT_REDIRECT_CODE,
    automatic: false,
    hits: 0,
    last_hit_at: null,
    changed: false,
    errors: {},
    saved: false,
  };
}

/** The row with one field changed, marked changed. */
export function edited<F extends EditableField>(
  draft: RedirectDraft,
  field: F,
  value: RedirectDraft[F],
): RedirectDraft {
  if (draft[field] === value) return draft;
  return { ...draft, [field]: value, changed: true, saved: false };
}

/** Neither address typed: nothing worth sending. */
export function isEntirelyEmpty(draft: RedirectDraft): boolean {
  return draft.old_url.trim() === '' && draft.new_url.trim() === '';
}

export function shouldSave(draft: RedirectDraft): boolean {
  return draft.changed && !isEntirelyEmpty(draft);
}

export function saveBody(draft: RedirectDraft): RedirectSaveRequest {
  const target = draft.new_url.trim();
  return { old_url: draft.old_url.trim(), new_url: target === '' ? null : target, code: draft.code };
}

/**
 * The row after its save answered. Edits made while the save was on its way stay (and keep the
 * row changed), so the next blur sends them.
 */
export function afterSave(current: RedirectDraft, sent: RedirectDraft, answer: Redirect): RedirectDraft {
  const fresh = fromRedirect(answer, current.key);
  const unchangedSince =
    current.old_url === sent.old_url && current.new_url === sent.new_url && current.code === sent.code;
  return unchangedSince ? { ...fresh, saved: true } : { ...current, id: answer.id, errors: {} };
}

/** The row after a refused save: the server's messages under its fields. */
export function afterRefusal(
  current: RedirectDraft,
  errors: Readonly<Record<string, readonly string[]>>,
): RedirectDraft {
  return { ...current, errors, saved: false };
}

/**
 * The rows after the list answered again (a new page, or after a save or a delete): the server's
 * rows, except that rows being edited keep their edits, every row keeps its React key (a new row
 * saved meanwhile stays the same row, with its focus), and new rows not saved yet stay on top.
 */
export function mergeRows(current: readonly RedirectDraft[], answer: readonly Redirect[]): RedirectDraft[] {
  const byId = new Map(current.filter((row) => row.id !== null).map((row) => [row.id, row]));
  const unsaved = current.filter((row) => row.id === null);
  return [
    ...unsaved,
    ...answer.map((row) => {
      const local = byId.get(row.id);
      if (!local) return fromRedirect(row);
      if (local.changed) return local;
      return { ...fromRedirect(row, local.key), saved: local.saved };
    }),
  ];
}
