/**
 * What a load balancer asks of a process (`GET health/ready`, beside `GET health`: alive), and
 * the process's stop:
 *
 * - **Ready** when the database answers, holds every committed migration, and the file storage
 *   takes a probe object (written and removed: `MediaStorage.check`); each check bounded in time.
 *   Otherwise 503 naming what failed (the cause is logged, not answered). A storage that passed is
 *   not probed again for a few seconds, and concurrent calls share one probe.
 * - **Stopping** (`Lifecycle.stop`, at SIGTERM, before anything closes): `health/ready` answers
 *   503 at once; every answer still given closes its connection, so kept-alive clients go
 *   elsewhere; the requests in flight are known, to log them if the stop is cut short
 *   (`server/main.ts`).
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessage, type ApiMessageKey } from '#core/messages';
import { migrationsCurrent, ping } from '../db/client';
import type { ServerContext } from '../http/context';
import { within } from './within';

/** The longest one readiness check may take (past it, it failed). */
const CHECK_TIMEOUT_MS = 5_000;
/** How long a passed storage check is trusted (each probe writes and removes an object). */
const STORAGE_KEPT_MS = 5_000;

export type ReadyCheck = 'database' | 'migrations' | 'storage';
/** A check's outcome: `skipped` when one it depends on failed (the migrations without a database). */
export type CheckOutcome = 'ok' | 'failed' | 'skipped';

/** The message naming each check that failed. */
const FAILED_MESSAGES: Readonly<Record<ReadyCheck, ApiMessageKey>> = {
  database: 'unavailable',
  migrations: 'migrationsBehind',
  storage: 'storageUnwritable',
};

/** A request in flight: what the log of a cut-short stop names (the route, never its parameters). */
interface InFlight {
  readonly method: string;
  readonly route: string;
  readonly since: number;
}

/** The process's stop, and the requests it has not answered yet. */
export class Lifecycle {
  private stopped = false;
  private readonly inFlight = new Set<InFlight>();

  get stopping(): boolean {
    return this.stopped;
  }

  /** From now on `health/ready` answers 503 and every answer closes its connection. */
  stop(): void {
    this.stopped = true;
  }

  /** The requests not answered yet, e.g. `POST /api/v1/news (12.3 s)`. */
  unfinished(now = Date.now()): string[] {
    return [...this.inFlight].map(
      (entry) => `${entry.method} ${entry.route} (${((now - entry.since) / 1000).toFixed(1)} s)`,
    );
  }

  /** Counts `app`'s requests in flight; call before any route or plugin is registered. */
  track(app: FastifyInstance): void {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const entry: InFlight = {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        since: Date.now(),
      };
      this.inFlight.add(entry);
      const done = (): boolean => this.inFlight.delete(entry);
      reply.raw.once('close', done);
      reply.raw.once('finish', done);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (this.stopped) reply.header('connection', 'close');
    });
  }
}

export interface Readiness {
  readonly ready: boolean;
  readonly checks: Readonly<Record<ReadyCheck, CheckOutcome>>;
}

/** The readiness checks of a process's context (the storage's last success remembered a few seconds). */
export function readinessChecks(
  context: Pick<ServerContext, 'database' | 'media'>,
  log: FastifyBaseLogger,
): () => Promise<Readiness> {
  const { db } = context.database;
  let storageTrustedUntil = 0;
  let storageProbe: Promise<boolean> | null = null;
  const fail = (check: ReadyCheck) => (error: unknown) => {
    log.warn({ err: error, check }, `health/ready: the ${check} check failed`);
    return false;
  };
  const storage = (): Promise<boolean> => {
    if (Date.now() < storageTrustedUntil) return Promise.resolve(true);
    storageProbe ??= within(
      Promise.resolve().then(() => context.media.check()),
      CHECK_TIMEOUT_MS,
      'storage check',
    )
      .then(() => {
        storageTrustedUntil = Date.now() + STORAGE_KEPT_MS;
        return true;
      }, fail('storage'))
      .finally(() => {
        storageProbe = null;
      });
    return storageProbe;
  };
  const database = async (): Promise<{ database: CheckOutcome; migrations: CheckOutcome }> => {
    const reachable = await within(ping(db), CHECK_TIMEOUT_MS, 'database check').then(
      (answered) => answered === true,
      () => false,
    );
    if (!reachable) {
      log.warn({ check: 'database' }, 'health/ready: the database does not answer');
      return { database: 'failed', migrations: 'skipped' };
    }
    const current = await within(migrationsCurrent(db), CHECK_TIMEOUT_MS, 'migrations check').then((answer) => {
      if (!answer) log.warn({ check: 'migrations' }, 'health/ready: the database lacks committed migrations');
      return answer;
    }, fail('migrations'));
    return { database: 'ok', migrations: current ? 'ok' : 'failed' };
  };
  return async (): Promise<Readiness> => {
    const [fromDatabase, writable] = await Promise.all([database(), storage()]);
    const checks = { ...fromDatabase, storage: writable ? ('ok' as const) : ('failed' as const) };
    return { ready: Object.values(checks).every((outcome) => outcome === 'ok'), checks };
  };
}

/** The message of a 503 from `health/ready`: each failed check named, in the caller's language. */
export function notReadyMessage(checks: Readiness['checks'], language: 'it' | 'en'): string {
  return (Object.keys(FAILED_MESSAGES) as ReadyCheck[])
    .filter((check) => checks[check] === 'failed')
    .map((check) => apiMessage(FAILED_MESSAGES[check], language))
    .join('; ');
}
