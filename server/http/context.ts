/** What every route module receives: the database, the settings and the entity runtimes. */
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { EntityRuntime } from '../crud/entity';
import type { Permalinks } from '../crud/permalink';
import type { CurrentUser, SessionCache } from '../auth/session';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors';
import type { MediaStorage } from '../media/storage';
import type { Mailer } from '../mail/mailer';
import type { WorkQueue } from '../media/queue';
import type { BackgroundWork } from './background';
import type { JobWorker } from '../jobs/worker';
import type { ChangeBus } from '../cluster/bus';
import type { TaskRunner } from '../cluster/runner';
import type { Lifecycle } from '../cluster/health';

export interface ServerContext {
  readonly database: Database;
  readonly config: ServerConfig;
  /** Entity name → runtime, for every entity of the generated registry. */
  readonly entities: ReadonlyMap<string, EntityRuntime>;
  readonly permalinks: Permalinks;
  /** Where uploaded files live (`DATA_DIR/uploads` by default). */
  readonly media: MediaFiles;
  /** Outgoing e-mail: SMTP_URL, else `.eml` files under `DATA_DIR/mail` (`server/mail/mailer.ts`). */
  readonly mailer: Mailer;
  /** The sessions of recently used tokens (`server/auth/session.ts`). */
  readonly sessions: SessionCache;
  /** The bounded queue uploaded images are processed through (`server/media/queue.ts`). */
  readonly imageQueue: WorkQueue;
  /** Work done after a call's answer has left (`server/http/background.ts`); drained on close. */
  readonly background: BackgroundWork;
  /** The jobs this process queues and runs (`server/jobs/`): started when the app is ready, stopped on close. */
  readonly jobs: JobWorker;
  /** What writes changed, told to every process on the database (`server/cluster/bus.ts`). */
  readonly bus: ChangeBus;
  /** The periodic tasks, run by one process at a time (`server/cluster/runner.ts`). */
  readonly runner: TaskRunner;
  /** The process's stop and its requests in flight (`server/cluster/health.ts`). */
  readonly lifecycle: Lifecycle;
}

/** The media storage the routes write, serve and remove files with (`server/media/storage.ts`). */
export type MediaFiles = MediaStorage;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's image queue (`ServerContext.imageQueue`): tests fill it to see uploads refused. */
    imageQueue: WorkQueue;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; null only on public routes. */
    user: CurrentUser | null;
    tokenId: number | null;
  }
  interface FastifyInstance {
    /** The app's work after answers (`ServerContext.background`): tests drain it to read its effects. */
    backgroundWork: BackgroundWork;
    /** The app's job worker (`ServerContext.jobs`): tests wait on it. */
    jobs: JobWorker;
    /** The app's change bus (`ServerContext.bus`): tests read whether it listens. */
    changeBus: ChangeBus;
    /** The app's runner of periodic tasks (`ServerContext.runner`): `isRunner` says whether this process runs them. */
    runner: TaskRunner;
    /** The app's stop (`ServerContext.lifecycle`): `server/start.ts` stops it before closing. */
    lifecycle: Lifecycle;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (health, login). */
    public?: boolean;
  }
}

/** The signed-in user of a route that requires one. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
