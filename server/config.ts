/**
 * The server's settings, read once from the environment. Every variable is documented in the
 * README ("Environment variables"); a bad value stops the start-up with a message naming it.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { defaultImageJobs, WAITING_PER_JOB } from './media/queue';
import { readSecretKeys, type SecretKeys } from './settings/cipher';
import { TDH_ENVIRONMENTS, TDH_LIMITS, type TdhEnvironment } from '#core/tdh';
import { FEED_LIMITS, FEED_NAMES, type FeedName } from '#core/feeds';
import { AUDIO_LIMITS } from '#core/audio';
import { PREVIEW_LIMITS } from '#core/preview';

/** PGlite's buffer pool unless configured (MB): see `ServerConfig.pgliteSharedBuffersMb`. */
export const PGLITE_SHARED_BUFFERS_MB = 32;

export interface ServerConfig {
  /** TCP port of the HTTP server. */
  readonly port: number;
  readonly host: string;
  /** Holds the embedded database (`db/`) and, later, uploads. */
  readonly dataDir: string;
  /** A PostgreSQL connection string; null selects the embedded PGlite database in `dataDir/db`. */
  readonly databaseUrl: string | null;
  readonly adminUsername: string;
  /** Null: a random password is generated and printed once, on the first start. */
  readonly adminPassword: string | null;
  readonly seedDemo: boolean;
  /** Minutes a token stays valid after its last use (sliding expiry). */
  readonly tokenTtlMinutes: number;
  /** Minutes a token stays valid at most after the sign-in, however often it is used. */
  readonly tokenMaxAgeMinutes: number;
  /** Sign-in attempts allowed per minute for one IP address and username. */
  readonly loginAttemptsPerMinute: number;
  /** Failed sign-ins allowed per minute from one IP address across usernames (0: no such limit). */
  readonly loginFailuresPerAddressPerMinute: number;
  /** Largest accepted request body, in bytes (413 beyond). */
  readonly bodyLimitBytes: number;
  /** Base address of the public site, for permalinks. */
  readonly publicSiteUrl: string;
  /**
   * Whether `PUBLIC_SITE_URL` was set: preview links then go to the public site's preview page;
   * otherwise to the server's own (`/anteprima`, docs/preview.md).
   */
  readonly publicSiteSet: boolean;
  /** The built admin SPA served at `/`. */
  readonly spaDir: string;
  readonly logLevel: string;
  /** Size of the PostgreSQL connection pool (ignored by PGlite). */
  readonly poolSize: number;
  /**
   * PGlite's buffer pool in MB (`PGLITE_SHARED_BUFFERS_MB`). PGlite's own default (160 MB) is
   * touched at start and is most of its resident memory; pages not in the pool are read from the
   * data directory through the operating system's cache. No effect on PostgreSQL.
   */
  readonly pgliteSharedBuffersMb: number;
  /**
   * PostgreSQL's parallel workers per query for this server's connections
   * (`DATABASE_PARALLEL_WORKERS`, `max_parallel_workers_per_gather`). 0 by default: the API runs
   * many short statements at once, and the workers of one (the filtered list's count, three
   * processes each building the same hash) take the cores the others need.
   */
  readonly databaseParallelWorkers: number;
  /** Seconds a list total is reused by this process (0: count on every call). */
  readonly listTotalCacheSeconds: number;
  /** Seconds a process keeps the session of a used token (`server/auth/session.ts`); 0: never. */
  readonly sessionCacheSeconds: number;
  /**
   * At SIGTERM, the longest the process waits for the requests in flight and its closing work
   * (`SHUTDOWN_TIMEOUT_SECONDS`, default 25, below a load balancer's or an orchestrator's usual
   * 30): past it, it exits anyway, logging what was cut (`server/main.ts`).
   */
  readonly shutdownTimeoutSeconds: number;
  /**
   * At SIGTERM, how long the process keeps serving after `health/ready` turns 503, before its
   * listener closes (`SHUTDOWN_DELAY_SECONDS`, default 0): a balancer that polls readiness takes
   * it out meanwhile instead of meeting refused connections. Counted within the timeout.
   */
  readonly shutdownDelaySeconds: number;
  /**
   * How often a process that does not run the periodic tasks tries to take them over
   * (`RUNNER_RETRY_SECONDS`, default 5; `server/cluster/runner.ts`): the longest the tasks stay
   * without a runner after the runner's death.
   */
  readonly runnerRetrySeconds: number;
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For (for sign-in throttling).
   * `true` believes the whole header (a proxy that replaces it, as `deploy/nginx.conf` does); a
   * list of the proxies' addresses or ranges (`10.0.0.0/8,192.168.1.5`) believes only the entries
   * those added, so a balancer that appends to a header the client sent cannot be fooled.
   */
  readonly trustProxy: boolean | readonly string[];
  /**
   * The API description at `/api/docs` (`API_DOCS`, default on). It says nothing the API does
   * not enforce, but a production site may hide it: off, `/api/docs` answers 404.
   */
  readonly apiDocs: boolean;
  /** Outgoing mail server (`smtp://user:pass@host:587`, `smtps://...`); null: `.eml` files in `dataDir/mail`. */
  readonly smtpUrl: string | null;
  /** The sender of outgoing mail. */
  readonly mailFrom: string;
  /**
   * The geocoding provider's address (a service answering `?address=&key=` with `results[]`,
   * `status` and `error_message`); null: 'calcola coordinate' says no provider is configured.
   */
  readonly geocoderUrl: string | null;
  /** The provider's key, sent by the server only. */
  readonly geocoderKey: string | null;
  /**
   * Without `geocoderUrl`: OpenStreetMap's Nominatim search (`NOMINATIM_URL`, default the public
   * service; `off`: no provider), asked within its usage policy (a User-Agent naming the product,
   * one request a second from this process, answers cached).
   */
  readonly nominatimUrl: string | null;
  /** A contact address sent with each Nominatim request (`NOMINATIM_EMAIL`), as its policy asks of heavy users. */
  readonly nominatimEmail: string | null;
  /** The address boxes' map tiles: an `http(s)://` template with `{z}`, `{x}` and `{y}` (`{s}` optional). */
  readonly mapTileUrl: string;
  /** The tiles' attribution, shown on the map (plain text). */
  readonly mapAttribution: string;
  /** Where users reach the admin, for links in e-mails (`https://backoffice.example.org`). */
  readonly adminUrl: string;
  /** Images processed at once (`IMAGE_JOBS`; default half the cores, at least 1: `server/media/queue.ts`). */
  readonly imageJobs: number;
  /** Images waiting for processing at most (`IMAGE_QUEUE_LENGTH`); past it an upload answers 503. */
  readonly imageQueueLength: number;
  /** Jobs this process runs at once (`JOB_WORKERS`, default 2; 0: it runs none, others do: `server/jobs/`). */
  readonly jobWorkers: number;
  /** How often the job worker looks for due jobs queued by other processes (`JOB_POLL_MS`). */
  readonly jobPollMs: number;
  /**
   * The data hub's address per environment (`TDH_TEST_URL`, `TDH_STAGE_URL`,
   * `TDH_PRODUCTION_URL`); null: a send in that environment fails with 'Data Hub non configurato'
   * (docs/integrations.md).
   */
  readonly tdhUrls: Readonly<Record<TdhEnvironment, string | null>>;
  /** One request to the data hub at most (`TDH_TIMEOUT_MS`, default 15 s). */
  readonly tdhTimeoutMs: number;
  /**
   * The experiences' and trekking feeds' addresses (`MAKEXP_FEED_URL`, `TREKKSOFT_FEED_URL`);
   * null: that feed is not imported, and its list answers what is stored (docs/integrations.md).
   */
  readonly feedUrls: Readonly<Record<FeedName, string | null>>;
  /** The minutes between two imports of a feed (`FEED_IMPORT_MINUTES`, default 60). */
  readonly feedImportMinutes: number;
  /** One request to a feed at most (`FEED_TIMEOUT_MS`, default 30 s). */
  readonly feedTimeoutMs: number;
  /**
   * The speech engine of the articles' audio (`SPEECH_ENGINE`: `espeak`, the default, eSpeak NG
   * encoded to MP3 by LAME, both run as child processes; `off`: no audio, the call answers 503).
   * `server/integrations/speech/`, docs/integrations.md.
   */
  readonly speechEngine: SpeechEngineName;
  /** One generation by the speech engine at most (`SPEECH_TIMEOUT_MS`, default 180 s). */
  readonly speechTimeoutMs: number;
  /**
   * The keys of the settings' secrets (`SECRETS_KEY`, `SECRETS_KEY_PREVIOUS`): without a current
   * one, secrets are stored in clear text (`server/settings/cipher.ts`, docs/secrets.md).
   */
  readonly secretKeys: SecretKeys;
  /** How long a preview link lasts unless its creator says otherwise (`PREVIEW_DAYS`, default 7; docs/preview.md). */
  readonly previewDays: number;
  /**
   * Where uploads are stored (`STORAGE`, `S3_*`): the local folder `DATA_DIR/uploads` (the
   * default) or an S3-compatible bucket (`server/media/storage.ts`, docs/configuration.md).
   */
  readonly storage: StorageSettings;
}

export class ConfigError extends Error {}

/** The S3-compatible bucket of the uploads (`STORAGE=s3`, or `S3_BUCKET` set). */
export interface S3Settings {
  readonly driver: 's3';
  /** `S3_BUCKET`. */
  readonly bucket: string;
  /** `S3_ENDPOINT` (MinIO and other S3-compatible servers); null: AWS's own for the region. */
  readonly endpoint: string | null;
  /** `S3_REGION`, default `us-east-1`. */
  readonly region: string;
  /** `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`; null: the SDK's default chain (AWS_* variables, instance roles). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
  /** `S3_FORCE_PATH_STYLE`: `<endpoint>/<bucket>/<key>` addresses, as MinIO-like servers want. */
  readonly forcePathStyle: boolean;
  /** `S3_PREFIX`: prepended to every object key (`''` or ending in `/`). */
  readonly prefix: string;
  /** `S3_SERVE`: `/uploads/` streams the object through the server (`proxy`), or redirects to a signed URL. */
  readonly serve: 'proxy' | 'redirect';
  /** `S3_SIGNED_URL_SECONDS`: how long a signed URL of the redirect works. */
  readonly signedUrlSeconds: number;
  /** `S3_PUBLIC_ENDPOINT`: the endpoint browsers reach, when it is not `endpoint` (signed URLs only). */
  readonly publicEndpoint: string | null;
  /** `S3_TIMEOUT_MS`: a request to the bucket silent for this long fails. */
  readonly timeoutMs: number;
}

export type StorageSettings = { readonly driver: 'local' } | S3Settings;

/** The longest a SigV4 signed URL may last (7 days). */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

/** The speech engines `SPEECH_ENGINE` may name. */
export const SPEECH_ENGINES = ['espeak', 'off'] as const;
export type SpeechEngineName = (typeof SPEECH_ENGINES)[number];

/** An open tile service (OpenStreetMap's standard tiles) and the attribution its licence asks for. */
/** OpenStreetMap's public geocoding search, the provider when no GEOCODER_URL is set. */
export const DEFAULT_NOMINATIM_URL = 'https://nominatim.openstreetmap.org/search';

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got '${raw}')`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got '${raw}')`);
}

/** Addresses or ranges `TRUST_PROXY` may list at most. */
const TRUSTED_PROXIES_MAX = 32;

/** `TRUST_PROXY`: true or false, or a comma-separated list of IP addresses and CIDR ranges. */
function trustedProxies(env: NodeJS.ProcessEnv): boolean | readonly string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (!/[.:]/.test(raw)) return flag(env, 'TRUST_PROXY', false);
  const entries = raw
    .slice(0, 2000)
    .split(',')
    .map((entry) => entry.trim());
  const valid = (entry: string): boolean => {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    const prefix = Number(bits);
    return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
  };
  if (entries.length > TRUSTED_PROXIES_MAX || !entries.every(valid)) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, or up to ${TRUSTED_PROXIES_MAX} comma-separated IP addresses or CIDR ranges (got '${raw.slice(0, 100)}')`,
    );
  }
  return entries;
}

function nonEmpty(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw;
}

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const url = nonEmpty(env, name)?.trim() ?? null;
  if (url !== null && !/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(url)) {
    throw new ConfigError(`${name} must start with http:// or https:// (got '${url}')`);
  }
  return url === null ? null : url.replace(/\/+$/, '');
}

/** `STORAGE` and the `S3_*` variables (docs/configuration.md, "Uploads in S3-compatible storage"). */
function readStorage(env: NodeJS.ProcessEnv): StorageSettings {
  const bucket = nonEmpty(env, 'S3_BUCKET')?.trim() ?? null;
  const driver = nonEmpty(env, 'STORAGE')?.trim().toLowerCase() ?? (bucket === null ? 'local' : 's3');
  if (driver !== 'local' && driver !== 's3') throw new ConfigError(`STORAGE must be local or s3 (got '${driver}')`);
  if (driver === 'local') {
    const stray = Object.keys(env).filter((name) => name.startsWith('S3_') && nonEmpty(env, name) !== null);
    if (stray.length > 0 && nonEmpty(env, 'STORAGE') === null) {
      throw new ConfigError(`${stray.sort().join(', ')} set without S3_BUCKET: set S3_BUCKET, or STORAGE=local`);
    }
    return { driver: 'local' };
  }
  if (bucket === null) throw new ConfigError('STORAGE=s3 needs S3_BUCKET');
  // S3's bucket naming rules (MinIO's are the same).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(
      `S3_BUCKET must be 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit (got '${bucket}')`,
    );
  }
  const region = nonEmpty(env, 'S3_REGION')?.trim() ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) {
    throw new ConfigError(`S3_REGION must be a region name such as eu-south-1 (got '${region}')`);
  }
  const accessKeyId = nonEmpty(env, 'S3_ACCESS_KEY_ID')?.trim() ?? null;
  const secretAccessKey = nonEmpty(env, 'S3_SECRET_ACCESS_KEY') ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither)');
  }
  if ((accessKeyId?.length ?? 0) > 256 || (secretAccessKey?.length ?? 0) > 256) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be at most 256 characters long');
  }
  const prefixSetting = nonEmpty(env, 'S3_PREFIX')?.trim() ?? '';
  const segments = prefixSetting.replace(/\/$/, '').split('/');
  if (
    prefixSetting !== '' &&
    (prefixSetting.length > 200 ||
      segments.some((segment) => !/^[A-Za-z0-9._-]+$/.test(segment) || /^\.\.?$/.test(segment)))
  ) {
    throw new ConfigError(
      `S3_PREFIX must be at most 200 characters: folders of letters, digits, dots, hyphens and underscores separated by / (got '${prefixSetting}')`,
    );
  }
  const serve = nonEmpty(env, 'S3_SERVE')?.trim().toLowerCase() ?? 'proxy';
  if (serve !== 'proxy' && serve !== 'redirect') {
    throw new ConfigError(`S3_SERVE must be proxy or redirect (got '${serve}')`);
  }
  return {
    driver: 's3',
    bucket,
    endpoint: httpUrl(env, 'S3_ENDPOINT'),
    region,
    credentials: accessKeyId !== null && secretAccessKey !== null ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
    prefix: prefixSetting === '' ? '' : `${segments.join('/')}/`,
    serve,
    signedUrlSeconds: integer(env, 'S3_SIGNED_URL_SECONDS', 300, 10, MAX_SIGNED_URL_SECONDS),
    publicEndpoint: httpUrl(env, 'S3_PUBLIC_ENDPOINT'),
    timeoutMs: integer(env, 'S3_TIMEOUT_MS', 30_000, 1_000, 600_000),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = nonEmpty(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// (got '${databaseUrl}')`);
  }
  const smtpUrl = nonEmpty(env, 'SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new ConfigError(
      'SMTP_URL must start with smtp:// or smtps:// (e.g. smtp://user:password@mail.example.org:587)',
    );
  }
  const adminUrl = nonEmpty(env, 'ADMIN_URL');
  if (adminUrl !== null && !/^https?:\/\/[^\s]+$/.test(adminUrl)) {
    throw new ConfigError(`ADMIN_URL must start with http:// or https:// (got '${adminUrl}')`);
  }
  const geocoderUrl = nonEmpty(env, 'GEOCODER_URL');
  if (geocoderUrl !== null && !/^https?:\/\/[^\s]+$/.test(geocoderUrl)) {
    throw new ConfigError(`GEOCODER_URL must start with http:// or https:// (got '${geocoderUrl}')`);
  }
  const nominatimSetting = nonEmpty(env, 'NOMINATIM_URL');
  const nominatimUrl =
    geocoderUrl !== null || nominatimSetting === 'off' ? null : (nominatimSetting ?? DEFAULT_NOMINATIM_URL);
  if (nominatimUrl !== null && !/^https?:\/\/[^\s]+$/.test(nominatimUrl)) {
    throw new ConfigError(`NOMINATIM_URL must start with http:// or https://, or be off (got '${nominatimUrl}')`);
  }
  // MAP_TILES_URL is the same setting under the name issue #33 gave it.
  const tileSetting = nonEmpty(env, 'MAP_TILE_URL') !== null ? 'MAP_TILE_URL' : 'MAP_TILES_URL';
  const mapTileUrl = nonEmpty(env, tileSetting) ?? DEFAULT_MAP_TILE_URL;
  if (!/^https?:\/\/[^\s]+$/.test(mapTileUrl) || !['{z}', '{x}', '{y}'].every((part) => mapTileUrl.includes(part))) {
    throw new ConfigError(
      `${tileSetting} must start with http:// or https:// and contain {z}, {x} and {y} (got '${mapTileUrl}')`,
    );
  }
  const tdhUrls = Object.fromEntries(
    TDH_ENVIRONMENTS.map((environment) => {
      const name = `TDH_${environment.toUpperCase()}_URL`;
      const url = nonEmpty(env, name);
      if (url !== null && !/^https?:\/\/[^\s]+$/.test(url)) {
        throw new ConfigError(`${name} must start with http:// or https:// (got '${url}')`);
      }
      return [environment, url === null ? null : url.replace(/\/+$/, '')];
    }),
  ) as Record<TdhEnvironment, string | null>;
  const feedUrls = Object.fromEntries(
    FEED_NAMES.map((feed) => {
      const name = `${feed.toUpperCase()}_FEED_URL`;
      const url = nonEmpty(env, name);
      if (url !== null && !/^https?:\/\/[^\s]+$/.test(url)) {
        throw new ConfigError(`${name} must start with http:// or https:// (got '${url}')`);
      }
      return [feed, url];
    }),
  ) as Record<FeedName, string | null>;
  const speechSetting = nonEmpty(env, 'SPEECH_ENGINE')?.trim().toLowerCase() ?? 'espeak';
  const speechEngine = SPEECH_ENGINES.find((name) => name === speechSetting);
  if (speechEngine === undefined) {
    throw new ConfigError(`SPEECH_ENGINE must be one of ${SPEECH_ENGINES.join(', ')} (got '${speechSetting}')`);
  }
  const secretKeys = readSecretKeys(nonEmpty(env, 'SECRETS_KEY'), nonEmpty(env, 'SECRETS_KEY_PREVIOUS'));
  if (typeof secretKeys === 'string') throw new ConfigError(secretKeys);
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const imageJobs = integer(env, 'IMAGE_JOBS', defaultImageJobs(), 1, 64);
  const adminPassword = nonEmpty(env, 'ADMIN_PASSWORD');
  if (adminPassword !== null && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  }
  return {
    port,
    host: nonEmpty(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(nonEmpty(env, 'DATA_DIR') ?? path.join(PROJECT_ROOT, 'data')),
    databaseUrl,
    adminUsername: nonEmpty(env, 'ADMIN_USERNAME') ?? 'admin',
    adminPassword,
    seedDemo: flag(env, 'SEED_DEMO', true),
    tokenTtlMinutes: integer(env, 'TOKEN_TTL_MINUTES', 480, 1, 60 * 24 * 365),
    tokenMaxAgeMinutes: integer(env, 'TOKEN_MAX_AGE_HOURS', 24, 1, 24 * 365) * 60,
    loginAttemptsPerMinute: integer(env, 'LOGIN_ATTEMPTS_PER_MINUTE', 10, 1, 10_000),
    loginFailuresPerAddressPerMinute: integer(env, 'LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE', 300, 0, 1_000_000),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 5 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    publicSiteUrl: (nonEmpty(env, 'PUBLIC_SITE_URL') ?? 'https://www.emiliaromagnaturismo.it').replace(/\/+$/, ''),
    publicSiteSet: nonEmpty(env, 'PUBLIC_SITE_URL') !== null,
    spaDir: path.resolve(nonEmpty(env, 'SPA_DIR') ?? path.join(PROJECT_ROOT, 'dist')),
    logLevel: nonEmpty(env, 'LOG_LEVEL') ?? 'info',
    poolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    pgliteSharedBuffersMb: integer(env, 'PGLITE_SHARED_BUFFERS_MB', PGLITE_SHARED_BUFFERS_MB, 1, 4096),
    databaseParallelWorkers: integer(env, 'DATABASE_PARALLEL_WORKERS', 0, 0, 64),
    trustProxy: trustedProxies(env),
    apiDocs: flag(env, 'API_DOCS', true),
    listTotalCacheSeconds: integer(env, 'LIST_TOTAL_CACHE_SECONDS', 5, 0, 3600),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 2, 0, 60),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25, 1, 600),
    shutdownDelaySeconds: integer(env, 'SHUTDOWN_DELAY_SECONDS', 0, 0, 120),
    runnerRetrySeconds: integer(env, 'RUNNER_RETRY_SECONDS', 5, 1, 300),
    smtpUrl,
    mailFrom: nonEmpty(env, 'MAIL_FROM') ?? 'Emilia-Romagna Turismo <noreply@localhost>',
    adminUrl: (adminUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    imageJobs,
    imageQueueLength: integer(env, 'IMAGE_QUEUE_LENGTH', imageJobs * WAITING_PER_JOB, 0, 10_000),
    jobWorkers: integer(env, 'JOB_WORKERS', 2, 0, 16),
    jobPollMs: integer(env, 'JOB_POLL_MS', 2_000, 100, 60_000),
    geocoderUrl,
    geocoderKey: nonEmpty(env, 'GEOCODER_KEY'),
    nominatimUrl,
    nominatimEmail: nonEmpty(env, 'NOMINATIM_EMAIL'),
    mapTileUrl,
    tdhUrls,
    tdhTimeoutMs: integer(env, 'TDH_TIMEOUT_MS', TDH_LIMITS.requestTimeoutMs, 100, 120_000),
    feedUrls,
    feedImportMinutes: integer(env, 'FEED_IMPORT_MINUTES', FEED_LIMITS.importMinutes, 1, 7 * 24 * 60),
    feedTimeoutMs: integer(env, 'FEED_TIMEOUT_MS', FEED_LIMITS.requestTimeoutMs, 100, 120_000),
    speechEngine,
    // Below the job's own time limit, which includes storing the file.
    speechTimeoutMs: integer(
      env,
      'SPEECH_TIMEOUT_MS',
      AUDIO_LIMITS.synthesisTimeoutMs,
      1_000,
      AUDIO_LIMITS.attemptTimeoutMs - 60_000,
    ),
    secretKeys,
    previewDays: integer(env, 'PREVIEW_DAYS', PREVIEW_LIMITS.defaultDays, 1, PREVIEW_LIMITS.maxDays),
    storage: readStorage(env),
    mapAttribution:
      nonEmpty(env, 'MAP_ATTRIBUTION') ?? (mapTileUrl === DEFAULT_MAP_TILE_URL ? DEFAULT_MAP_ATTRIBUTION : ''),
  };
}
