/**
 * `npm start`: the back office on PORT (default 3000): the API at /api/v1, its documentation at
 * /api/docs, the admin at /. SIGINT and SIGTERM stop it cleanly: `health/ready` answers 503 at
 * once, no new connection is taken, requests in flight finish, the closing work runs (jobs, mail,
 * the runner's lock, the change bus), then the database is closed (PGlite flushes its files), so
 * a restart finds every acknowledged write; all within `SHUTDOWN_TIMEOUT_SECONDS`, past which the
 * process exits anyway (status 1), logging the requests it cut.
 * A second server on the same DATA_DIR exits at once with an error naming the process holding it.
 */
import { ConfigError, readConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { startServer } from './start';

/** Past the shutdown's bound, the longest the database is given to close before the process exits. */
const LAST_CLOSE_MS = 3_000;

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`;
  console.log(`Starting the back office on ${where}...`);
  let server;
  try {
    server = await startServer({
      config,
      logger: { level: config.logLevel },
      log: (message) => console.log(message),
    });
  } catch (error) {
    // Another process has the data directory open: say so and stop, without a stack trace.
    if (error instanceof DataDirLockedError) {
      console.error(`Error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (server.generatedPassword) {
    console.log('');
    console.log(`  Administrator created: username '${config.adminUsername}', password '${server.generatedPassword}'`);
    console.log('  This password is shown only once: write it down or change it after signing in.');
    console.log('');
  }
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    const bound = config.shutdownTimeoutSeconds;
    server.app.log.info(`${signal}: stopping (at most ${bound} s)`);
    // Past the bound the process exits anyway, saying what it cut (the database gets a last chance to close).
    const deadline = setTimeout(() => {
      const cut = server.app.lifecycle.unfinished();
      server.app.log.error(
        { cut },
        cut.length > 0
          ? `${signal}: not stopped within SHUTDOWN_TIMEOUT_SECONDS (${bound} s); exiting with ${cut.length} request(s) cut: ${cut.join(', ')}`
          : `${signal}: not stopped within SHUTDOWN_TIMEOUT_SECONDS (${bound} s); exiting with the closing work (jobs, mail, database) cut`,
      );
      const last = setTimeout(() => process.exit(1), LAST_CLOSE_MS);
      last.unref();
      server.database.close().then(
        () => process.exit(1),
        () => process.exit(1),
      );
    }, bound * 1000);
    deadline.unref();
    // Readiness says 503 at once; with SHUTDOWN_DELAY_SECONDS the process keeps serving that long,
    // so that the balancers' readiness checks take it out before its listener closes.
    server.app.lifecycle.stop();
    const delay = Math.min(config.shutdownDelaySeconds, bound);
    if (delay > 0) server.app.log.info(`${signal}: not ready; serving ${delay} s more before closing`);
    new Promise((resolve) => setTimeout(resolve, delay * 1000))
      .then(() => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  await server.app.listen({ port: config.port, host: config.host });
  console.log(
    `Back office ready: http://localhost:${config.port}/ (API docs: http://localhost:${config.port}/api/docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
