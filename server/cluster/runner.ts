/**
 * The single runner of the periodic tasks (the totals' compaction, the purges: `./upkeep.ts`): of
 * the server processes on one PostgreSQL, the one holding the advisory lock `RUNNER_LOCK`
 * (`pg_try_advisory_lock`, on a connection of its own named `backoffice-runner`, never the pool's)
 * runs them; the others try to take the lock every `RUNNER_RETRY_SECONDS`. A lock lives as long as
 * its session: when the runner dies or loses its connection, PostgreSQL frees it and another
 * process takes the tasks over at its next try. A query every few seconds on the connection
 * notices one that died silently (the tasks stop at once; a short overlap with the next runner is
 * harmless, as every task may run twice). On PGlite the process is always the runner.
 *
 * A task runs as soon as its process becomes the runner, then `intervalMs` after each run ends
 * (never two runs of one task at once); a failure is logged and the task runs again at its next
 * turn. Closing stops the timers, waits for the runs in progress, releases the lock and ends the
 * connection: no timer is left to keep the process alive.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client';
import { dedicatedClient } from './bus';
import { within } from './within';

/** Arbitrary number naming the runner's advisory lock (beside `SETUP_LOCK`, `server/db/client.ts`). */
export const RUNNER_LOCK = 7_231_002;

/** A periodic task: run by one process at a time. */
export interface PeriodicTask {
  /** For the log. */
  readonly name: string;
  /** The wait between the end of a run and the start of the next. */
  readonly intervalMs: number;
  run(): Promise<void>;
}

export interface TaskRunner {
  /** Whether this process holds the runner's lock now, and so runs the periodic tasks. */
  readonly isRunner: boolean;
  /** Adds a task; it starts at once if this process is the runner. */
  add(task: PeriodicTask): void;
  /** Takes the lock if it is free (PostgreSQL), or starts the tasks (PGlite); never throws. */
  start(): Promise<void>;
  /** Stops the tasks (waiting for the runs in progress), releases the lock, ends the connection. */
  close(): Promise<void>;
}

export interface RunnerOptions {
  readonly log: FastifyBaseLogger;
  /** How often a process that is not the runner tries to take the lock (and the runner proves its connection). */
  readonly retryMs: number;
  /** The lock's key (tests). */
  readonly lockKey?: number;
}

/** The longest the proof of the lock's connection, and its release on close, may take. */
const CONNECTION_TIMEOUT_MS = 5_000;

const noop = (): void => undefined;

/** The tasks' timers while this process is the runner. */
class Schedule {
  private readonly tasks: PeriodicTask[] = [];
  private readonly timers = new Map<PeriodicTask, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private active = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  add(task: PeriodicTask): void {
    this.tasks.push(task);
    if (this.active) this.run(task);
  }

  begin(): void {
    if (this.active) return;
    this.active = true;
    for (const task of this.tasks) this.run(task);
  }

  private run(task: PeriodicTask): void {
    this.timers.delete(task);
    if (!this.active) return;
    const run: Promise<void> = task
      .run()
      .catch((error: unknown) => this.log.error({ err: error, task: task.name }, `periodic task ${task.name} failed`))
      .finally(() => {
        this.running.delete(run);
        if (!this.active) return;
        const timer = setTimeout(() => this.run(task), task.intervalMs);
        timer.unref();
        this.timers.set(task, timer);
      });
    this.running.add(run);
  }

  /** Stops the timers and waits for the runs in progress. */
  async end(): Promise<void> {
    this.active = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}

/** PGlite's runner: the only process. */
class LocalRunner implements TaskRunner {
  private readonly schedule: Schedule;
  private started = false;

  constructor(log: FastifyBaseLogger) {
    this.schedule = new Schedule(log);
  }

  get isRunner(): boolean {
    return this.started;
  }

  add(task: PeriodicTask): void {
    this.schedule.add(task);
  }

  async start(): Promise<void> {
    this.started = true;
    this.schedule.begin();
  }

  async close(): Promise<void> {
    this.started = false;
    await this.schedule.end();
  }
}

/** PostgreSQL's runner: the holder of the advisory lock. */
class LockedRunner implements TaskRunner {
  private readonly schedule: Schedule;
  private client: pg.Client | null = null;
  private holding = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  /** The tasks of a lost lock, still ending: a new turn waits for them. */
  private ending: Promise<void> = Promise.resolve();
  /** The attempt in progress, awaited by `close`. */
  private attempt: Promise<void> = Promise.resolve();

  constructor(
    private readonly newClient: () => pg.Client,
    private readonly options: RunnerOptions,
  ) {
    this.schedule = new Schedule(options.log);
  }

  get isRunner(): boolean {
    return this.holding;
  }

  private get lockKey(): number {
    return this.options.lockKey ?? RUNNER_LOCK;
  }

  add(task: PeriodicTask): void {
    this.schedule.add(task);
  }

  async start(): Promise<void> {
    this.attempt = this.tryLock();
    await this.attempt;
  }

  private later(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.attempt = this.holding ? this.prove() : this.tryLock();
    }, this.options.retryMs);
    this.timer.unref();
  }

  /** One try at the lock, on the connection (opened when there is none). */
  private async tryLock(): Promise<void> {
    if (this.closed) return;
    let client = this.client;
    try {
      if (!client) {
        const opened = this.newClient();
        client = opened;
        this.client = opened;
        opened.on('error', (error) => this.lost(opened, error));
        opened.on('end', () => this.lost(opened, null));
        await opened.connect();
      }
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        this.lockKey,
      ]);
      if (this.closed || client !== this.client) return;
      if (result.rows[0]?.locked === true) {
        await this.ending;
        if (this.closed || client !== this.client) return;
        this.holding = true;
        this.options.log.info('periodic tasks: this process is the runner');
        this.schedule.begin();
      }
    } catch (error) {
      if (client) this.lost(client, error);
      return;
    }
    this.later();
  }

  /** The runner proves its connection alive (the lock lives with it). */
  private async prove(): Promise<void> {
    const client = this.client;
    if (!client || this.closed) return;
    try {
      await within(client.query('select 1'), CONNECTION_TIMEOUT_MS, 'runner heartbeat');
    } catch (error) {
      this.lost(client, error);
      return;
    }
    this.later();
  }

  /** The connection is gone: so is the lock, and the tasks stop; a new try comes later. */
  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.client) return;
    this.client = null;
    client.end().catch(noop);
    if (this.holding) {
      this.holding = false;
      this.ending = this.schedule.end();
      if (!this.closed) this.options.log.warn({ err: error }, 'periodic tasks: the runner lost its lock');
    } else if (!this.closed) {
      this.options.log.debug({ err: error }, 'periodic tasks: the runner lock could not be tried');
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.later();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.attempt.catch(noop);
    await this.schedule.end();
    await this.ending;
    const client = this.client;
    this.client = null;
    const held = this.holding;
    this.holding = false;
    if (!client) return;
    if (held) {
      await within(
        client.query('select pg_advisory_unlock($1)', [this.lockKey]),
        CONNECTION_TIMEOUT_MS,
        'unlock',
      ).catch(noop);
    }
    await within(client.end(), CONNECTION_TIMEOUT_MS, 'runner close').catch(noop);
  }
}

/** The runner of `database`'s periodic tasks: the holder of the advisory lock on PostgreSQL, always the process on PGlite. */
export function createTaskRunner(database: Database, options: RunnerOptions): TaskRunner {
  if (database.engine === 'pglite' || !database.newClient) return new LocalRunner(options.log);
  return new LockedRunner(() => dedicatedClient(database, 'backoffice-runner'), options);
}
