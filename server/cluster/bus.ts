/**
 * The change bus: how the server processes on one PostgreSQL tell each other what a write changed,
 * so that the caches each keeps (the sessions of used tokens, `server/auth/session.ts`; the list
 * totals, `server/crud/totals.ts`) forget it at once everywhere, not only where the write was made.
 *
 * - **PostgreSQL**: `NOTIFY` on the channel `backoffice_changes` (sent through the pool, before the
 *   write's answer leaves), `LISTEN` on a connection of its own (`Database.newClient`, named
 *   `backoffice-bus` in `pg_stat_activity`), never the pool's. A message is small JSON (`{f, s, t}`:
 *   the sending process, sessions changed, the entities whose totals changed); a process ignores
 *   its own, which it applied when it sent them. Notifications sent while a process is not
 *   listening are lost: when its connection drops, it forgets everything it keeps, reads from the
 *   database on every request while it reconnects (with backoff), and forgets everything again once
 *   it listens anew. A query every few seconds on the connection notices one that died silently.
 * - **PGlite** (one process owns the data directory): the same calls within the process, nothing
 *   sent anywhere; the caches behave as they did before the bus.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { within } from './within';
import type { Database, Db } from '../db/client';

/** The PostgreSQL channel the processes' changes go through. */
export const CHANGE_CHANNEL = 'backoffice_changes';

/** What a write changed, as the processes tell each other. */
export interface Change {
  /** Sessions may have ended or changed (a logout, a user disabled, a role's abilities, a password). */
  readonly sessions?: boolean;
  /** The entities whose list totals changed. */
  readonly totals?: readonly string[];
  /** Anything may have changed: every cache starts afresh (the bus was not listening for a while). */
  readonly all?: boolean;
}

export interface ChangeBus {
  readonly engine: Database['engine'];
  /**
   * Whether the changes made by other processes reach this one now: PGlite always; PostgreSQL while
   * its `LISTEN` connection is up. The caches keep nothing while it is false.
   */
  readonly connected: boolean;
  /** Times the bus has (re)connected (tests wait for a reconnection with it). */
  readonly connections: number;
  /** The `LISTEN` connection's backend process id (`pg_stat_activity.pid`); null when not connected or local. */
  readonly backendPid: number | null;
  /**
   * Applies a change to this process at once (its listeners are called before this returns), then
   * tells the other processes. Never throws: a notification that cannot be sent is logged (the
   * others' caches still end within their time to live).
   */
  publish(change: Change): Promise<void>;
  /** Calls `listener` for every change, this process's and the others'; returns the unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void;
  /** Starts listening (PostgreSQL); a failure is retried in the background, not thrown. */
  start(): Promise<void>;
  /** Stops listening and ends the connection; no timer is left. */
  close(): Promise<void>;
}

/** The first wait before reconnecting; each failure doubles it up to the maximum. */
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** How often the `LISTEN` connection is proven alive, and how long the proof may take. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
/** How long closing waits for the connection to end. */
const CLOSE_TIMEOUT_MS = 2_000;
/** PostgreSQL refuses payloads of 8000 bytes or more; a larger change is sent as `all`. */
const MAX_PAYLOAD_BYTES = 7_000;

const noop = (): void => undefined;

/** The listeners of a bus, each called in turn; one that throws does not stop the others. */
class Listeners {
  private readonly all = new Set<(change: Change) => void>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(listener: (change: Change) => void): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }

  dispatch(change: Change): void {
    for (const listener of this.all) {
      try {
        listener(change);
      } catch (error) {
        this.log.error({ err: error }, 'change bus: a listener failed');
      }
    }
  }
}

/** PGlite's bus: the process is the only one. */
class LocalChangeBus implements ChangeBus {
  readonly engine = 'pglite' as const;
  readonly connected = true;
  readonly connections = 1;
  readonly backendPid = null;
  private readonly listeners: Listeners;

  constructor(log: FastifyBaseLogger) {
    this.listeners = new Listeners(log);
  }

  async publish(change: Change): Promise<void> {
    this.listeners.dispatch(change);
  }

  subscribe(listener: (change: Change) => void): () => void {
    return this.listeners.add(listener);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {}
}

/** The JSON sent: the sender's id, sessions changed (1), the entities whose totals changed. */
interface Payload {
  readonly f: string;
  readonly s?: 1;
  readonly t?: readonly string[];
  readonly a?: 1;
}

/** A change read from a notification's payload; null when it is not one of ours. */
export function readPayload(text: string): (Change & { readonly from: string }) | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { f, s, t, a } = body as Record<string, unknown>;
  if (typeof f !== 'string') return null;
  const totals = Array.isArray(t) ? t.filter((entity): entity is string => typeof entity === 'string') : [];
  return { from: f, sessions: s === 1, totals, all: a === 1 };
}

/** The payload of a change sent by process `from`. */
export function writePayload(from: string, change: Change): string {
  const payload: Payload = {
    f: from,
    ...(change.sessions ? { s: 1 } : {}),
    ...(change.totals && change.totals.length > 0 ? { t: [...new Set(change.totals)] } : {}),
    ...(change.all ? { a: 1 } : {}),
  };
  const text = JSON.stringify(payload);
  return Buffer.byteLength(text) < MAX_PAYLOAD_BYTES ? text : JSON.stringify({ f: from, a: 1 } satisfies Payload);
}

/** PostgreSQL's bus: `NOTIFY` through the pool, `LISTEN` on a connection of its own. */
class PostgresChangeBus implements ChangeBus {
  readonly engine = 'postgres' as const;
  private readonly id = randomBytes(8).toString('hex');
  private readonly listeners: Listeners;
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private reconnectMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  connections = 0;

  constructor(
    private readonly db: Db,
    private readonly newClient: () => pg.Client,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listeners = new Listeners(log);
  }

  get connected(): boolean {
    return this.listening;
  }

  get backendPid(): number | null {
    // `processID` is the backend's pid, set by the server once connected (not typed by @types/pg).
    const pid = this.listening ? (this.client as unknown as { processID?: unknown } | null)?.processID : null;
    return typeof pid === 'number' ? pid : null;
  }

  async publish(change: Change): Promise<void> {
    this.listeners.dispatch(change);
    try {
      await this.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${writePayload(this.id, change)})`);
    } catch (error) {
      this.log.error({ err: error }, 'change bus: the change could not be sent to the other processes');
    }
  }

  subscribe(listener: (change: Change) => void): () => void {
    return this.listeners.add(listener);
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    if (this.closed) return;
    const client = this.newClient();
    this.client = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    client.on('notification', (message) => {
      if (client !== this.client || message.channel !== CHANGE_CHANNEL || message.payload === undefined) return;
      const change = readPayload(message.payload);
      if (change && change.from !== this.id) this.listeners.dispatch(change);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (client !== this.client) return;
    this.listening = true;
    this.connections += 1;
    this.reconnectMs = RECONNECT_MIN_MS;
    if (this.connections > 1) this.log.info('change bus: listening again; every cache starts afresh');
    // What was sent while this process was not listening is lost: it forgets everything it keeps.
    this.listeners.dispatch({ all: true });
    this.scheduleHeartbeat(client);
  }

  private scheduleHeartbeat(client: pg.Client): void {
    this.heartbeatTimer = setTimeout(() => {
      this.heartbeatTimer = null;
      within(client.query('select 1'), HEARTBEAT_TIMEOUT_MS, 'change bus heartbeat').then(
        () => {
          if (client === this.client && !this.closed) this.scheduleHeartbeat(client);
        },
        (error: unknown) => this.lost(client, error),
      );
    }, HEARTBEAT_MS);
    this.heartbeatTimer.unref();
  }

  /** The connection is gone (or never came): forget everything, and reconnect after a while. */
  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.client) return;
    this.client = null;
    const wasListening = this.listening;
    this.listening = false;
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
    client.end().catch(noop);
    if (this.closed) return;
    if (wasListening) {
      this.log.warn(
        { err: error },
        'change bus: the LISTEN connection was lost; the caches are bypassed until it is back',
      );
      this.listeners.dispatch({ all: true });
    } else {
      this.log.debug({ err: error }, 'change bus: connecting failed, trying again');
    }
    const wait = this.reconnectMs;
    this.reconnectMs = Math.min(this.reconnectMs * 2, RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => void this.connect(), wait);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.retryTimer = null;
    this.heartbeatTimer = null;
    const client = this.client;
    this.client = null;
    this.listening = false;
    if (client) await within(client.end(), CLOSE_TIMEOUT_MS, 'change bus close').catch(noop);
  }
}

/** The bus of `database`: over PostgreSQL's `LISTEN`/`NOTIFY`, or within the process on PGlite. */
export function createChangeBus(database: Database, log: FastifyBaseLogger): ChangeBus {
  if (database.engine === 'pglite' || !database.newClient) return new LocalChangeBus(log);
  // Looked up at each connection (a test makes reconnections fail through it).
  return new PostgresChangeBus(database.db, () => dedicatedClient(database, 'backoffice-bus'), log);
}

/** A new connection of `database` outside its pool (PostgreSQL only). */
export function dedicatedClient(database: Database, applicationName: string): pg.Client {
  if (!database.newClient) throw new Error(`${database.engine} has no dedicated connections`);
  return database.newClient(applicationName);
}

/** The entities whose totals each request changed (published with its answer: `server/http/app.ts`). */
const totalsChanged = new WeakMap<object, Set<string>>();

/** Notes that `request` changed the list totals of `entity`. */
export function noteTotalsChanged(request: object, entity: string): void {
  const entities = totalsChanged.get(request);
  if (entities) entities.add(entity);
  else totalsChanged.set(request, new Set([entity]));
}

/** The entities whose totals `request` changed. */
export function totalsChangedBy(request: object): string[] {
  return [...(totalsChanged.get(request) ?? [])];
}
