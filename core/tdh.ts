/**
 * The national tourism data hub (issue #34; platform.md sections 2-4, 7 and 8): the hub's item
 * types, its environments and languages, the bounds of a send and the rule that tells an error
 * answer. Which entities go to the hub, and as which type, is their schemas' `tdh` key
 * (schemas/README.md); the protocol is in docs/integrations.md.
 */
import type { Label } from './model';

/**
 * The hub's item types, which are also the waiting and sent lists' type filter (platform.md
 * section 2: Tutti, Località, Itinerari, Interessi, Eventi). A schema names one in `tdh.type`.
 */
export const TDH_TYPES = ['localita', 'itinerario', 'interesse', 'evento'] as const;
export type TdhType = (typeof TDH_TYPES)[number];

/** The type filter's labels (the lists' TIPOLOGIA column shows the entity's own label). */
export const TDH_TYPE_LABELS: Readonly<Record<TdhType, Label>> = {
  localita: { it: 'Località', en: 'Localities' },
  itinerario: { it: 'Itinerari', en: 'Itineraries' },
  interesse: { it: 'Interessi', en: 'Interests' },
  evento: { it: 'Eventi', en: 'Events' },
};

/** The hub's environments, each with its address (server config) and credentials (settings). */
export const TDH_ENVIRONMENTS = ['test', 'stage', 'production'] as const;
export type TdhEnvironment = (typeof TDH_ENVIRONMENTS)[number];

/** The languages an item is sent in (platform.md section 7: `lang` it or en). */
export const TDH_LANGUAGES = ['it', 'en'] as const;
export type TdhLanguage = (typeof TDH_LANGUAGES)[number];

/** The ability the data hub's calls, screens and editor box need (platform.md section 6). */
export const TDH_ABILITY = 'user-create';

/** The settings section holding the hub's environment and credentials (schemas/settings/advanced.yaml). */
export const TDH_SETTINGS_SECTION = 'tdh';

/** The bounds of talking to the hub. */
export const TDH_LIMITS = {
  /** One request to the hub (token or push), unless `TDH_TIMEOUT_MS` says otherwise. */
  requestTimeoutMs: 15_000,
  /** The most a hub answer may hold; a longer one is a failure. */
  answerBytes: 64 * 1024,
  /** The hub's message as kept and answered, in characters. */
  messageLength: 2_000,
  /** The hub's outcome code as kept and answered, in characters. */
  codeLength: 100,
  /** A token is renewed this long before the hub says it expires. */
  tokenMarginMs: 60_000,
  /** A token the hub gives for longer is still renewed after this long. */
  maxTokenLifetimeMs: 24 * 60 * 60_000,
  /** Attempts of one send (a 5xx or a network error is tried again, with the jobs' backoff). */
  maxAttempts: 5,
  /** One attempt of a send (a token and a push). */
  attemptTimeoutMs: 60_000,
  /** How long `tdh/invia` waits for the first attempt's outcome before answering 'in coda'. */
  waitMs: 20_000,
  /** The waiting and sent lists' page size by default (at most `LIST_LIMITS.maxLimit`). */
  defaultPageSize: 25,
} as const;

/** The job kind of a send (one job per entity, item and language in flight). */
export const TDH_SEND_JOB = 'tdh-send';

/** The outcome code `tdh/invia` answers when the send is still queued (a retry is waiting). */
export const TDH_QUEUED_CODE = 'IN_CODA';

/** The hub's answer to a push (and the outcome `tdh/invia` answers). */
export interface TdhOutcome {
  readonly codiceEsito: string;
  readonly message: string;
}

/**
 * Whether an outcome is an error (platform.md sections 4 and 8): a non-empty `codiceEsito`, or a
 * message containing 'Errore'.
 */
export function isTdhError(outcome: TdhOutcome): boolean {
  return outcome.codiceEsito.trim() !== '' || outcome.message.includes('Errore');
}
