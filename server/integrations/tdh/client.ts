/**
 * The data hub's client (protocol: docs/integrations.md). A token by OAuth2 client credentials
 * (`POST {base}/oauth/token`, form `grant_type=client_credentials&client_id&client_secret`,
 * answering `{access_token, expires_in}`), kept until shortly before it expires; a push of one
 * item in one language (`POST {base}/items`, Bearer token, JSON) answering `{codiceEsito,
 * message}`. Every request has one time limit over the whole exchange (`withinDeadline`:
 * connecting, the headers and the body) and a bounded answer. Failures are thrown as `TdhRefused`
 * (a 4xx, or credentials refused: another attempt cannot mend it, a permanent job error) or
 * `TdhUnavailable` (a 5xx, a timeout, the network: retried by the job's backoff). The secret and
 * the token never appear in a message.
 */
import { createHash } from 'node:crypto';
import { apiMessage } from '#core/messages';
import { TDH_LIMITS, type TdhEnvironment, type TdhOutcome } from '#core/tdh';
import { boundedText, DeadlinePassed, withinDeadline } from '../../http/outbound';
import { PermanentJobError } from '../../jobs/queue';
import { isRecord } from '../../db/sql';

export interface TdhCredentials {
  readonly environment: TdhEnvironment;
  /** The hub's address, without a trailing slash. */
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** A failure another attempt cannot mend: the outcome to record is `outcome`. */
export class TdhRefused extends PermanentJobError {
  constructor(readonly outcome: TdhOutcome) {
    super(outcome.message);
  }
}

/** A failure that may pass (5xx, timeout, network): the job tries again after its backoff. */
export class TdhUnavailable extends Error {
  override readonly name = 'TdhUnavailable';
  constructor(readonly outcome: TdhOutcome) {
    super(outcome.message);
  }
}

interface Token {
  readonly value: string;
  readonly renewAt: number;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** Plain bounded text (control characters as spaces) of something the hub said. */
function hubText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return [...value.slice(0, max)]
    .map((char) => (char.charCodeAt(0) < 0x20 ? ' ' : char))
    .join('')
    .trim();
}

export interface TdhClientOptions {
  /** One request's time limit. */
  readonly timeoutMs: number;
  /** The clock (tests move it to see a token renewed). */
  readonly now?: () => number;
}

export class TdhClient {
  private readonly tokens = new Map<string, Token>();
  private readonly now: () => number;

  constructor(private readonly options: TdhClientOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Pushes one item's payload; the hub's outcome (which may be an error answer: `isTdhError`). */
  async push(credentials: TdhCredentials, payload: unknown, signal: AbortSignal): Promise<TdhOutcome> {
    let token = await this.token(credentials, signal);
    let answer = await this.post(credentials, '/items', signal, token, JSON.stringify(payload), 'application/json');
    if (answer.status === 401) {
      // The hub may have ended the token before its time: one fresh token, once.
      this.tokens.delete(cacheKey(credentials));
      token = await this.token(credentials, signal);
      answer = await this.post(credentials, '/items', signal, token, JSON.stringify(payload), 'application/json');
    }
    if (answer.status === 401 || answer.status === 403) throw credentialsRefused(credentials, answer.status);
    if (answer.status >= 500) throw unavailable(answer.status);
    if (!isRecord(answer.body)) {
      const outcome = { codiceEsito: `HTTP_${answer.status}`, message: badAnswer(answer.status) };
      if (answer.status >= 400) throw new TdhRefused(outcome);
      throw new TdhUnavailable(outcome);
    }
    const outcome: TdhOutcome = {
      codiceEsito: hubText(answer.body.codiceEsito, TDH_LIMITS.codeLength),
      message: hubText(answer.body.message, TDH_LIMITS.messageLength),
    };
    if (answer.status >= 400) {
      throw new TdhRefused({
        codiceEsito: outcome.codiceEsito || `HTTP_${answer.status}`,
        message: apiMessage('tdhRefused', 'it', { status: answer.status, message: outcome.message }).trim(),
      });
    }
    return outcome;
  }

  /** The cached token of these credentials, or a new one. */
  private async token(credentials: TdhCredentials, signal: AbortSignal): Promise<string> {
    const key = cacheKey(credentials);
    const cached = this.tokens.get(key);
    if (cached && cached.renewAt > this.now()) return cached.value;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    });
    const answer = await this.post(
      credentials,
      '/oauth/token',
      signal,
      null,
      form.toString(),
      'application/x-www-form-urlencoded',
    );
    if (answer.status === 400 || answer.status === 401 || answer.status === 403)
      throw credentialsRefused(credentials, answer.status);
    if (answer.status >= 500) throw unavailable(answer.status);
    const body = isRecord(answer.body) ? answer.body : {};
    const value = typeof body.access_token === 'string' ? body.access_token : '';
    if (answer.status !== 200 || value === '' || value.length > 4096) {
      const outcome = { codiceEsito: `HTTP_${answer.status}`, message: badAnswer(answer.status) };
      if (answer.status >= 400) throw new TdhRefused(outcome);
      throw new TdhUnavailable(outcome);
    }
    const seconds = typeof body.expires_in === 'number' && Number.isFinite(body.expires_in) ? body.expires_in : 0;
    const lifetime = Math.min(Math.max(0, seconds * 1000), TDH_LIMITS.maxTokenLifetimeMs);
    this.tokens.set(key, { value, renewAt: this.now() + lifetime - TDH_LIMITS.tokenMarginMs });
    return value;
  }

  /** One request within the time limit; its JSON answer (null when not JSON), bounded. */
  private async post(
    credentials: TdhCredentials,
    path: string,
    signal: AbortSignal,
    token: string | null,
    body: string,
    type: string,
  ): Promise<Answer> {
    try {
      // One deadline over the whole exchange: connecting, the headers and the body.
      return await withinDeadline({ timeoutMs: this.options.timeoutMs, signal }, async (exchange) => {
        const response = await fetch(`${credentials.baseUrl}${path}`, {
          method: 'POST',
          headers: {
            'content-type': type,
            accept: 'application/json',
            ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          },
          body,
          redirect: 'error',
          signal: exchange,
        });
        const text = await boundedText(response, TDH_LIMITS.answerBytes);
        if (text === null) throw new TdhUnavailable({ codiceEsito: 'RISPOSTA', message: badAnswer(response.status) });
        let parsed: unknown;
        try {
          parsed = text === '' ? null : JSON.parse(text);
        } catch {
          parsed = null;
        }
        return { status: response.status, body: parsed };
      });
    } catch (error) {
      if (error instanceof TdhUnavailable) throw error;
      // The job's own signal (its time limit, the worker stopping) is the job's business.
      if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : error;
      if (error instanceof DeadlinePassed) {
        throw new TdhUnavailable({
          codiceEsito: 'TIMEOUT',
          message: apiMessage('tdhTimeout', 'it', { seconds: Math.round(this.options.timeoutMs / 100) / 10 }),
        });
      }
      const reason = error instanceof Error ? (errorCode(error) ?? error.message) : String(error);
      throw new TdhUnavailable({
        codiceEsito: 'RETE',
        message: apiMessage('tdhUnreachable', 'it', { reason: hubText(reason, 200) }),
      });
    }
  }
}

/** The network error's code (`ECONNREFUSED`), when fetch gives one. */
function errorCode(error: Error): string | null {
  const cause: unknown = error.cause;
  return isRecord(cause) && typeof cause.code === 'string' ? cause.code : null;
}

/** Tokens are kept per hub, client and secret (a changed secret asks for a new one). */
function cacheKey(credentials: TdhCredentials): string {
  const secret = createHash('sha256').update(credentials.clientSecret).digest('hex');
  return `${credentials.baseUrl}\n${credentials.clientId}\n${secret}`;
}

function credentialsRefused(credentials: TdhCredentials, status: number): TdhRefused {
  return new TdhRefused({
    codiceEsito: `HTTP_${status}`,
    message: apiMessage('tdhCredentialsRefused', 'it', { environment: credentials.environment, status }),
  });
}

function unavailable(status: number): TdhUnavailable {
  return new TdhUnavailable({ codiceEsito: `HTTP_${status}`, message: apiMessage('tdhUnavailable', 'it', { status }) });
}

function badAnswer(status: number): string {
  return apiMessage('tdhBadAnswer', 'it', { status });
}
