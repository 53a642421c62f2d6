/**
 * The experiences (makexp) and trekking (trekksoft) feeds (issue #34; content.md sections 2, 3, 4
 * and 7): the two feeds' names and job kinds, the editors' interest status of an experience with
 * the spec's labels, who may do what, and the bounds of an import. The feeds' format is ours
 * (docs/integrations.md), read by `server/integrations/feeds/`.
 */
import type { Label } from './model';

/** The two feeds, named as their calls' paths (`operations/makexp`, `operations/trekksoft`). */
export const FEED_NAMES = ['makexp', 'trekksoft'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

/** The job kind of a feed's import (one import per feed in flight: key `FEED_JOB_KEY`). */
export const FEED_JOB_KINDS: Readonly<Record<FeedName, string>> = {
  makexp: 'feed-makexp',
  trekksoft: 'feed-trekksoft',
};
export const FEED_JOB_KEY = 'import';

/**
 * The editors' interest in an experience (content.md section 4: 'Non mi interessa', 'Mi
 * interessa', 'Copiato', 'non definito'), as stored and sent (`POST operations/xpstatus`).
 * `none` ('non definito') is the absence of a choice.
 */
export const XP_STATUSES = ['not_interested', 'interested', 'copied', 'none'] as const;
export type XpStatus = (typeof XP_STATUSES)[number];

export const XP_STATUS_LABELS: Readonly<Record<XpStatus, Label>> = {
  not_interested: { it: 'Non mi interessa', en: 'Not interested' },
  interested: { it: 'Mi interessa', en: 'Interested' },
  copied: { it: 'Copiato', en: 'Copied' },
  none: { it: 'non definito', en: 'undefined' },
};

/**
 * Abilities (content.md section 6): the open-data and trekking lists use the `event` family;
 * saving an interest status edits (`event-edit`); deleting trekking rows needs the trekking
 * route's create and delete (`event-create` and `event-delete`); a manual import is the
 * administrators' (`*`, as the jobs view).
 */
export const FEED_ABILITIES = {
  view: 'event-view',
  status: 'event-edit',
  deleteTrekking: ['event-create', 'event-delete'],
} as const;

/** The bounds of reading a feed and of the lists. */
export const FEED_LIMITS = {
  /** One request to a feed, unless `FEED_TIMEOUT_MS` says otherwise. */
  requestTimeoutMs: 30_000,
  /** One import attempt (the request and the writes). */
  attemptTimeoutMs: 5 * 60_000,
  /** Attempts of one import (a 5xx, a timeout or the network are tried again with the jobs' backoff). */
  maxAttempts: 5,
  /** The most a feed's answer may hold. */
  answerBytes: 8 * 1024 * 1024,
  /** Entries of one answer at most; beyond them the answer is refused. */
  maxEntries: 5_000,
  /** An entry's external id, in characters. */
  idLength: 100,
  titleLength: 500,
  /** Short texts (a type, a target, a structure's or a place's name, an address). */
  textLength: 300,
  /** An abstract or a description. */
  longTextLength: 10_000,
  urlLength: 2_000,
  /** Types, targets, locations, dates and images of one experience, each at most. */
  listLength: 100,
  /** The minutes between two imports, unless `FEED_IMPORT_MINUTES` says otherwise. */
  importMinutes: 60,
  /** The lists' page size by default. */
  defaultPageSize: 20,
} as const;
