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
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Chess Quest failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
