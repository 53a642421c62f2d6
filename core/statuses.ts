/**
 * Content statuses (per language) and the editorial workflow. The spec leaves transitions to us;
 * this table is the one place that decides them (ARCHITECTURE.md, "Editorial workflow").
 */
export const STATUS = {
  absent: -1,
  hidden: 0,
  published: 1,
  draft: 2,
  validationRequested: 3,
  inReview: 4,
  revisionValidationRequested: 5,
  accepted: 6,
  rejected: 7,
} as const;

export type StatusCode = (typeof STATUS)[keyof typeof STATUS];
/** Statuses a content language can be saved with (every code but "absent"). */
export const STATUS_CODES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type SavedStatus = (typeof STATUS_CODES)[number];

export const DEFAULT_STATUS: SavedStatus = STATUS.draft;

export const STATUS_NAMES: Readonly<Record<StatusCode, { it: string; en: string }>> = {
  [-1]: { it: 'Assente', en: 'Absent' },
  0: { it: 'Nascosto', en: 'Hidden' },
  1: { it: 'Pubblico', en: 'Published' },
  2: { it: 'Bozza', en: 'Draft' },
  3: { it: 'Validazione richiesta', en: 'Validation requested' },
  4: { it: 'In revisione', en: 'In review' },
  5: { it: 'Validazione richiesta', en: 'Validation requested (revision)' },
  6: { it: 'Accettato', en: 'Accepted' },
  7: { it: 'Non accettato', en: 'Not accepted' },
};

/**
 * A status's name: a list's own name for the code when it has one (`ListMeta.statusLabels`),
 * else the platform's.
 */
export function statusName(
  code: StatusCode,
  own?: Readonly<Partial<Record<string, { it: string; en: string }>>>,
): { it: string; en: string } {
  return own?.[String(code)] ?? STATUS_NAMES[code];
}

/** Statuses that only a user holding `{entity}-publish` may move an item to. */
export const PUBLISHER_ONLY_STATUSES: readonly SavedStatus[] = [0, 1, 4, 6, 7];

/**
 * Where an item may go from each status. Staying in the current status is always allowed (a
 * plain save); the publisher-only targets are filtered out for users without `-publish`.
 * `-1` is a language that has no content yet (a new item or a new translation).
 */
export const TRANSITIONS: Readonly<Record<StatusCode, readonly SavedStatus[]>> = {
  [-1]: [2, 3, 1, 0],
  0: [0, 1, 2],
  1: [1, 0, 2, 5],
  2: [2, 3, 1, 0],
  3: [3, 2, 4, 1, 7],
  4: [4, 1, 6, 7],
  5: [5, 2, 6, 7],
  6: [6, 1, 0],
  7: [7, 2, 3, 1],
};

export function isStatusCode(value: unknown): value is StatusCode {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(STATUS_NAMES, value);
}

export interface StatusOption {
  readonly id: SavedStatus;
  readonly name: string;
  /** 1 when the user may choose it now; 0 is shown disabled. */
  readonly active: 0 | 1;
}

/**
 * The status options of one language of one item for one user: every status, the reachable ones
 * active. A user without publish rights who edits a published item keeps it published: the save
 * creates a revision draft (status 5 once submitted) and the live item is untouched.
 */
export function nextStatuses(options: {
  current: StatusCode;
  canPublish: boolean;
  language: 'it' | 'en';
}): StatusOption[] {
  const reachable = TRANSITIONS[options.current].filter(
    (to) => to === options.current || options.canPublish || !PUBLISHER_ONLY_STATUSES.includes(to),
  );
  return STATUS_CODES.map((id) => ({
    id,
    name: STATUS_NAMES[id][options.language],
    active: reachable.includes(id) ? 1 : 0,
  }));
}

/** True when `to` is a status this user may save the language with, coming from `from`. */
export function canMoveTo(options: { from: StatusCode; to: SavedStatus; canPublish: boolean }): boolean {
  return nextStatuses({ current: options.from, canPublish: options.canPublish, language: 'it' }).some(
    (option) => option.id === options.to && option.active === 1,
  );
}
