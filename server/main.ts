/**
 * `npm start`: the back office on PORT (default 3000): the API at /api/v1, its documentation at
 * /api/docs, the admin at /. SIGINT and SIGTERM stop it cleanly: requests in flight finish, then
 * the database is closed (PGlite flushes its files), so a restart finds every acknowledged write.
 * A second server on the same DATA_DIR exits at once with an error naming the process holding it.
 */
import { ConfigError, readConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { startServer } from './start';

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
    server.app.log.info(`${signal}: stopping`);
    server.close().then(
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
