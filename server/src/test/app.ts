import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { FEATURES } from '../features';
import { createLogger } from '../logger';
import type { AnyFeature } from '../platform/feature';
import { startServer, type RunningServer } from '../server';
import { TestClient } from './http-client';

export function testConfig(overrides: Partial<Config> = {}): Config {
  // Every test client is 127.0.0.1: per-address limits would meet each other across tests.
  return loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ADDRESS_RATE_LIMITS: 'off' }, overrides);
}

/** What a test node runs besides its configuration. */
export interface TestServerOptions {
  /**
   * The after-game review's background work (decision 044): its fact subscriber, which queues
   * every finished game and starts reviewing it at once, and its job. Off unless the test is
   * about reviews: otherwise every game a test ends starts engine searches on the node's pool
   * while the test, and the next ones, go on. Its routes and service stay in either case.
   */
  reviews?: boolean;
}

/** Every feature (features/index.ts), the review's background work only when `reviews` asks for it. */
export function testFeatures({ reviews = false }: TestServerOptions = {}): readonly AnyFeature[] {
  if (reviews) return FEATURES;
  return FEATURES.map((feature) => (feature.name === 'game-review' ? { ...feature, subscribers: undefined, jobs: undefined } : feature));
}

/** Boots the real app on a loopback port over the given database. */
export async function startTestServer(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
  options: TestServerOptions = {},
): Promise<RunningServer & { client: () => TestClient }> {
  const config = testConfig(overrides);
  const running = await startServer(config, { database, logger: createLogger('silent'), features: testFeatures(options) });
  // PUBLIC_URL must match the real port for the cross-site check and OIDC callback.
  return { ...running, client: () => new TestClient(running.url) };
}

let counter = 0;
export function uniqueEmail(prefix = 'parent'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'correct horse battery',
    parentPin: '1234',
    childFirstName: 'Mia',
    childAge: 8,
    privacyConsent: true,
    ...overrides,
  };
}

/** A loopback port that was free a moment ago (for servers whose own URL must be known first). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
