/**
 * The HTTP application: the v1 API under `/api/v1` (token check, error answers, entity routes,
 * lookups), its documentation at `/api/docs`, and the built admin SPA at `/`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { registry, type EntityName } from '../../generated/registry';
import { MAX_ID_LIST_LENGTH, UPLOAD_LIMITS } from '#core/limits';
import { apiMessage } from '#core/messages';
import { PREVIEW_READ_LIMIT } from '#core/preview';
import type { ServerConfig } from '../config';
import { ping, type Database } from '../db/client';
import { entityRuntime, type EntityRuntime, type RegistryEntry } from '../crud/entity';
import { registerEntityCalls } from '../crud/routes';
import { addAnswerSchemas, sharedSerializers } from './answers';
import { authHandlers } from '../auth/routes';
import { SessionCache } from '../auth/session';
import { lookupHandlers } from '../lookups/routes';
import { mediaHandlers } from '../media/calls';
import { attachmentHandlers } from '../media/attachments';
import { userHandlers } from '../users/calls';
import { roleHandlers } from '../users/roles';
import { deskHandlers } from '../desks/calls';
// Category trees and menus.
import { categoryHandlers } from '../categories/calls';
import { menuHandlers } from '../menus/calls';
import { settingsHandlers } from '../settings/calls';
import { geocodeHandlers } from '../geocode/calls';
import { recoveryHandlers } from '../auth/recovery';
import { publicLookupLimit, redirectHandlers } from '../redirects/calls';
import { HitCounter } from '../redirects/hits';
import { pickerHandlers } from '../picker/calls';
import { createMailer, type Mailer } from '../mail/mailer';
import { BackgroundWork } from './background';
import { jobHandlers } from '../jobs/calls';
import { JobWorker } from '../jobs/worker';
// The data hub (issue #34).
import { tdhHandlers } from '../integrations/tdh/calls';
import { feedHandlers } from '../integrations/feeds/calls';
// The articles' audio (issue #34).
import { audioHandlers } from '../integrations/audio/calls';
import { speechEngineOf, type SpeechEngine } from '../integrations/speech/engine';
// Previews and reviewer links (issue #35).
import { previewHandlers } from '../preview/calls';
import { clientLimit, type ClientLimit } from './client-limit';
import { historyHandlers } from '../history/calls';
import { registerPreviewPage } from '../preview/page';
// The translation overview (issue #35).
import { translationHandlers } from '../translations/calls';
import { registerMediaFiles } from '../media/serve';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { registerPlatformCalls } from './calls';
import { openStorage } from '../media/storage';
import { WorkQueue } from '../media/queue';
import { startSweeper, SWEEP_INTERVAL_MS, sweepUploads, type SweepResult } from '../media/sweep';
import { registerDocs } from './docs';
// Several processes on one PostgreSQL (issue #36).
import { createChangeBus, totalsChangedBy } from '../cluster/bus';
import { createTaskRunner } from '../cluster/runner';
import { upkeepTasks } from '../cluster/upkeep';
import { Lifecycle, notReadyMessage, readinessChecks } from '../cluster/health';
import { guardInput } from './edge';
import { answerClientError, ApiError, languageOf, sendError, unauthenticated } from './errors';
import { contentSecurityPolicy, registerSecurityHeaders, securityHeaders } from './security';
import type { MediaFiles, ServerContext } from './context';

export const API_PREFIX = '/api/v1';

/** The longest file name most file systems allow: a longer path segment names no file and no screen. */
const MAX_SEGMENT_LENGTH = 255;

/** Methods that change nothing: the sessions kept by the process stay after them. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AppOptions {
  readonly database: Database;
  readonly config: ServerConfig;
  readonly logger?: FastifyServerOptions['logger'];
  /** The media storage (default: local disk under `DATA_DIR/uploads`). */
  readonly media?: MediaFiles;
  /** Outgoing e-mail (default: from the config, `server/mail/mailer.ts`). */
  readonly mailer?: Mailer;
  /**
   * The entities served (default: the generated registry's). Tests give a schema construct no
   * schema uses yet to an entity of the registry, over the same tables.
   */
  readonly entities?: ReadonlyMap<string, EntityRuntime>;
  /**
   * The speech engine of the articles' audio (default: the one `SPEECH_ENGINE` names; null: none).
   * Tests give one that waits, to stop a server in the middle of a generation.
   */
  readonly speech?: SpeechEngine | null;
}

/** Every entity of the generated registry, ready for the generic engine. */
export function entityRuntimes(): Map<EntityName, EntityRuntime> {
  return new Map(
    (Object.entries(registry) as [EntityName, RegistryEntry][]).map(([name, entry]) => [
      name,
      entityRuntime(name, entry),
    ]),
  );
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Map tiles from a plain-HTTP server (HTTPS ones are allowed anyway) need their origin allowed.
  const tileOrigin = new URL(config.mapTileUrl.replace(/[{}]/g, '')).origin;
  const policy = contentSecurityPolicy(config.mapTileUrl.startsWith('http:') ? [tileOrigin] : []);
  const app = Fastify({
    logger: options.logger ?? false,
    // One serialiser per answer component, shared by the calls that answer it (`./answers.ts`).
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers() } },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: typeof config.trustProxy === 'boolean' ? config.trustProxy : [...config.trustProxy],
    genReqId: () => randomUUID(),
    // A request must be received whole within the longest an upload is given: the uploads
    // folder's sweeper (`server/media/sweep.ts`) leaves younger files alone.
    requestTimeout: UPLOAD_LIMITS.timeoutMs,
    // A bulk delete names up to MAX_DELETE_IDS ids in one path parameter (`DELETE /news/1,2,3`).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_ID_LIST_LENGTH },
    // The router's own errors (a bad percent-encoding, a parameter over the limit) and those of
    // Node's HTTP parser (headers too large, not HTTP) answer `{message}` too. Neither answer goes
    // through the app's hooks, so each sets the security headers itself.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaders(request.protocol === 'https', policy));
      return sendError(request, reply, error);
    },
    clientErrorHandler: (error, socket) => answerClientError(error, socket, securityHeaders(false, policy)),
  });
  // Every request is known until answered (a stop cut short logs them), before any route exists.
  const lifecycle = new Lifecycle();
  lifecycle.track(app);
  // What writes change, told to the other processes on the database; the periodic tasks, run by one of them.
  const bus = createChangeBus(database, app.log);
  const runner = createTaskRunner(database, { log: app.log, retryMs: config.runnerRetrySeconds * 1000 });
  // The uploads' storage the settings name (`STORAGE`, `S3_*`), unless the caller gives one.
  const media = options.media ?? (await openStorage(config.storage, config.dataDir));
  const context: ServerContext = {
    database,
    config,
    entities: options.entities ?? entityRuntimes(),
    permalinks: { site: config.publicSiteUrl },
    media,
    mailer: options.mailer ?? createMailer(config, app.log),
    // Kept sessions are trusted only while the bus hears the other processes.
    sessions: new SessionCache(config.sessionCacheSeconds * 1000, () => bus.connected),
    imageQueue: new WorkQueue({ concurrency: config.imageJobs, maxWaiting: config.imageQueueLength }),
    background: new BackgroundWork(),
    jobs: new JobWorker({
      db: database.db,
      log: app.log,
      concurrency: config.jobWorkers,
      pollMs: config.jobPollMs,
    }),
    bus,
    runner,
    lifecycle,
  };
  app.decorate('changeBus', bus);
  app.decorate('runner', runner);
  app.decorate('lifecycle', lifecycle);
  bus.subscribe((change) => {
    if (change.sessions || change.all) context.sessions.clear();
  });
  for (const task of upkeepTasks(database.db, bus)) runner.add(task);
  // The bus listens and the runner tries its lock once the app is ready; both end when it closes
  // (the lock released, the LISTEN connection ended, no timer left).
  app.addHook('onReady', async () => {
    await bus.start();
    await runner.start();
  });
  app.addHook('onClose', async () => {
    await runner.close();
    await bus.close();
  });
  app.decorate('backgroundWork', context.background);
  app.decorate('jobs', context.jobs);
  // Jobs run once the app is ready, and the running ones end (or give their attempt back) before
  // the database closes.
  app.addHook('onReady', async () => context.jobs.start());
  app.addHook('onClose', async () => context.jobs.stop());
  app.addHook('onClose', async () => {
    // The mail of answers already given leaves before the transport closes.
    await context.background.drain();
    await context.mailer.close();
  });

  // The public redirect lookup's hits, written in batches (`server/redirects/hits.ts`); what is
  // still counted when the app closes is written then.
  const redirectHits = new HitCounter(database.db, app.log);
  app.decorate('redirectHits', redirectHits);
  app.addHook('onClose', async () => redirectHits.close());

  // JSON bodies; an empty body is no body (a DELETE sent with a JSON content type).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      // Like Fastify's own parser: a `__proto__` key is refused (prototype poisoning).
      done(
        null,
        JSON.parse(text, (key, value: unknown) => {
          if (key === '__proto__') throw new SyntaxError('__proto__ key');
          return value;
        }),
      );
    } catch {
      done(Object.assign(new SyntaxError('invalid JSON'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }));
    }
  });

  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  registerSecurityHeaders(app, policy);

  // One client's preview reads, counted once for the API's `GET preview` and the server's page
  // (made in the API's scope, where the rate-limit plugin is).
  let previewReads: ClientLimit | null = null;
  await app.register(
    async (api) => {
      // Multipart bodies are the upload calls' alone, read as streams by their handlers
      // (`CallInput.upload`): nothing is buffered, and the part's limits are the call's.
      await api.register(multipart, {
        preservePath: true,
        throwFileSizeLimit: true,
        limits: { files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
      });
      // Per-client bounds counted in memory, for the calls that ask (`createRateLimit`): none by default.
      await api.register(rateLimit, { global: false });
      const reads = clientLimit(api, PREVIEW_READ_LIMIT);
      previewReads = reads;
      api.decorateRequest('user', null);
      api.decorateRequest('tokenId', null);
      // Every parameter and body is checked against the outer bounds before any route runs.
      api.addHook('preValidation', guardInput);
      const { sessions } = context;
      api.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.public) return;
        const token = bearerToken(request.headers.authorization);
        const session = token ? await sessions.get(database.db, token, config) : null;
        if (!session) throw unauthenticated();
        request.user = session.user;
        request.tokenId = session.tokenId;
      });
      // Any write may end or change sessions (a user disabled, a role's abilities): after it, and
      // before its answer leaves, every session is read afresh, in every process (the change bus),
      // with the totals of the entities it wrote. (The logout, a GET, publishes itself.)
      // A write refused with a 4xx changed nothing (every call checks before it writes, and writes in
      // one transaction): the sessions stay, so a client sending refused writes does not make every
      // request read its session again.
      api.addHook('onSend', async (request, reply) => {
        if (!READ_METHODS.has(request.method) && !(reply.statusCode >= 400 && reply.statusCode < 500)) {
          await bus.publish({ sessions: true, totals: totalsChangedBy(request) });
        }
      });
      // Every platform call of core/contracts/platform.ts, each with its handler.
      // Answers are written by their contracts' schemas (serialisers compiled once, at start).
      const ready = readinessChecks(context, app.log);
      const responses = addAnswerSchemas(
        api,
        [...context.entities.values()].map((runtime) => runtime.meta),
      );
      registerPlatformCalls(
        api,
        context,
        {
          getHealth: async ({ request, reply }) => {
            if (await ping(database.db)) return { status: 'ok' };
            return reply
              .code(503)
              .send({ status: 'unavailable', message: apiMessage('unavailable', languageOf(request)) });
          },
          // For a load balancer: 503 while stopping, or naming the checks that failed (`server/cluster/health.ts`).
          getHealthReady: async ({ request, reply }) => {
            const language = languageOf(request);
            const { ready: passed, checks } = await ready();
            // A stop (begun before or during the checks) wins.
            if (lifecycle.stopping) {
              return reply.code(503).send({ status: 'stopping', message: apiMessage('shuttingDown', language) });
            }
            if (!passed) {
              return reply
                .code(503)
                .send({ status: 'unavailable', message: notReadyMessage(checks, language), checks });
            }
            return {
              status: 'ready',
              runner: runner.isRunner,
              checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
            };
          },
          ...authHandlers(context),
          ...lookupHandlers(context),
          ...mediaHandlers(context),
          ...attachmentHandlers(context),
          ...settingsHandlers(context),
          ...geocodeHandlers(context),
          ...userHandlers(context),
          ...roleHandlers(context),
          ...deskHandlers(context),
          ...recoveryHandlers(context),
          ...redirectHandlers(context, { hits: redirectHits, limit: publicLookupLimit(api) }),
          ...pickerHandlers(context),
          // Category trees and menus.
          ...categoryHandlers(context),
          ...menuHandlers(context),
          // The data hub's calls and its send job (issue #34).
          ...tdhHandlers(context),
          // The administrators' jobs view (issue #34).
          ...jobHandlers(context),
          // The experiences and trekking feeds and their import jobs (issue #34).
          ...feedHandlers(context),
          // The articles' audio and its generation job (issue #34).
          ...audioHandlers(context, options.speech === undefined ? speechEngineOf(config) : options.speech),
          // Previews and reviewer links (issue #35).
          ...previewHandlers(context, reads),
          // The history of items (issue #35).
          ...historyHandlers(context),
          // The translation overview (issue #35).
          ...translationHandlers(context),
        },
        responses,
      );
      registerEntityCalls(api, context, responses);
      api.setNotFoundHandler({ preHandler: async () => undefined }, async () => {
        throw new ApiError(404, 'routeNotFound');
      });
    },
    { prefix: API_PREFIX },
  );

  if (config.apiDocs) await registerDocs(app);
  registerMediaFiles(app, context);
  // The server's own preview page of a secret (issue #35), outside the API and the admin's routes.
  if (!previewReads) throw new Error('the preview reads are bounded in the API scope, registered above');
  registerPreviewPage(app, context, previewReads);
  app.decorate('imageQueue', context.imageQueue);
  if (!options.media) {
    // What a crash left in the uploads' storage goes, at start and every hour
    // (`server/media/sweep.ts`): each process's own scratch folder by that process...
    const swept = ({ removed, temporary }: SweepResult): void => {
      if (removed.length + temporary.length > 0) {
        app.log.info({ removed: removed.length, temporary: temporary.length }, 'uploads: leftover files removed');
      }
    };
    const sweeper = startSweeper({
      storage: media,
      db: database.db,
      stored: false,
      onSwept: swept,
      onError: (error) => app.log.error({ err: error }, 'uploads: sweeping leftover files failed'),
    });
    // ...and the stored files, shared by every process of a bucket, by one of them: the runner.
    runner.add({
      name: 'sweep-uploads',
      intervalMs: SWEEP_INTERVAL_MS,
      run: async () => swept(await sweepUploads({ storage: media, db: database.db, temporary: false })),
    });
    // The sweeps under way end before the storage's connections close.
    app.addHook('onClose', async () => {
      await sweeper.stop();
      await runner.close();
      await media.close();
    });
  }

  const index = path.join(config.spaDir, 'index.html');
  if (existsSync(index)) {
    // `wildcard` serves what the directory holds at request time (a rebuild needs no restart).
    // Hashed assets never change; index.html must be revalidated so a new build is picked up.
    await app.register(fastifyStatic, {
      root: config.spaDir,
      wildcard: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // Deep links of the SPA (`/news/12`) load its index; unknown API paths, missing files (a path
  // whose last segment has an extension) and segments no screen has (longer than a file name) stay
  // 404s, never HTML in place of a script.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const segments = pathname.split('/');
    const lastSegment = segments[segments.length - 1] ?? '';
    if (
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !lastSegment.includes('.') &&
      segments.every((segment) => segment.length <= MAX_SEGMENT_LENGTH) &&
      existsSync(index)
    ) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new ApiError(404, 'routeNotFound');
  });
  return app;
}
