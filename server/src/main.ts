import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer(config);
  running.logger.info(
    { url: config.publicUrl, database: running.database.kind, redis: Boolean(config.redisUrl), oidc: Boolean(config.oidc) },
    `Chess Quest is listening on ${running.url}`,
  );

  const shutdown = (signal: string) => {
    running.logger.info({ signal }, 'shutting down');
    running
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        running.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  // Decision record 015: a rejected promise nobody awaited is one failed operation (a push,
  // a heartbeat), not a broken process; it is logged as an error and the node keeps serving.
  // A synchronous exception that reached the top may have left state half-changed: it is
  // logged and the process exits for the supervisor to restart it.
  process.on('unhandledRejection', (reason) => {
    running.logger.error({ err: reason }, 'unhandled promise rejection (kept serving)');
  });
  process.on('uncaughtException', (error) => {
    running.logger.fatal({ err: error }, 'uncaught exception: exiting for the supervisor to restart');
    process.exit(1);
  });
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Chess Quest failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
