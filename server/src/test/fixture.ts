import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { authUserSchema, type AuthUser } from '@chess-quest/protocol/auth';
import { teacherStatusSchema } from '@chess-quest/protocol/classes';
import type { PlanName } from '@chess-quest/protocol/constants';
import { parentGateAnswerSchema } from '@chess-quest/protocol/parent';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { accounts, childProfiles } from '../db/schema/accounts';
import { createChildProfile } from '../domain/accounts';
import type { RunningServer } from '../server';
import { signUpBody, startTestServer, uniqueEmail, type TestServerOptions } from './app';
import { expectJson, TestClient } from './http-client';
import { openTestDatabase, type Engine } from './services';

// The one set-up for server tests. Names say what a helper does:
// - `use…` registers the describe block's beforeAll/afterAll and returns a handle whose
//   fields are ready inside the tests (call it at describe level, never inside a test);
// - `new…` makes something fresh (a family, a child) and returns it signed in with its ids;
// - `set…` / `unlock…` change something that exists; `…Body` builds a request body;
// - `expectJson` reads a 2xx answer through its protocol schema (see http-client.ts).

/** A migrated test database for one describe block, closed after it. */
export interface TestDatabase {
  readonly database: DatabaseHandle;
  readonly db: Database;
}

/** The real app on a loopback port over a fresh database, for one describe block. */
export interface TestServer extends TestDatabase {
  readonly url: string;
  readonly running: RunningServer;
  /** A new browser with its own cookie jar. */
  client(defaults?: ConstructorParameters<typeof TestClient>[1]): TestClient;
}

type ConfigOverrides = Partial<Config> | (() => Partial<Config> | Promise<Partial<Config>>);

export function useTestDatabase(engine: Engine): TestDatabase {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get database() {
      return ready(database, 'useTestDatabase');
    },
    get db() {
      return ready(database, 'useTestDatabase').db;
    },
  };
}

/**
 * Registers the hooks that open the database and start the server (and close both), and
 * returns the handle. `overrides` may be a function when it needs something the describe
 * block starts first (a provider on a port, a directory). `options.reviews` turns the
 * after-game reviews on (test/app.ts): only tests about reviews need them.
 */
export function useTestServer(engine: Engine, overrides: ConfigOverrides = {}, options: TestServerOptions = {}): TestServer {
  let database: DatabaseHandle | undefined;
  let running: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    const config = typeof overrides === 'function' ? await overrides() : overrides;
    database = await openTestDatabase(engine);
    running = await startTestServer(database, config, options);
  });
  afterAll(async () => {
    await running?.close();
    await database?.close();
  });
  const server = () => ready(running, 'useTestServer');
  return {
    get database() {
      return ready(database, 'useTestServer');
    },
    get db() {
      return ready(database, 'useTestServer').db;
    },
    get url() {
      return server().url;
    },
    get running() {
      return server();
    },
    client: (defaults) => new TestClient(server().url, defaults),
  };
}

function ready<T>(value: T | undefined, hook: string): T {
  if (value === undefined) throw new Error(`${hook}: used outside a test, before its beforeAll ran`);
  return value;
}

export type SignUp = ReturnType<typeof signUpBody>;

/** Signs a parent and first child up in `client`'s browser; the answer as the contract says. */
export async function signUp(client: TestClient, overrides: Partial<SignUp> = {}): Promise<{ user: AuthUser; body: SignUp }> {
  const body = signUpBody(overrides);
  const user = await expectJson(await client.post('/api/signup', body), authUserSchema, 201);
  return { user, body };
}

export interface Family {
  client: TestClient;
  accountId: string;
  /** The first child, whose session the client holds. */
  childId: string;
  user: AuthUser;
  /** What was signed up with: email, password, parentPin, the child's name and age. */
  signUp: SignUp;
}

/** A new parent account with one child, signed in; `unlocked` also opens the parent area. */
export async function newFamily(server: Pick<TestServer, 'client' | 'db'>, options: Partial<SignUp> & { unlocked?: boolean } = {}): Promise<Family> {
  const { unlocked = false, ...overrides } = options;
  const client = server.client();
  const { user, body } = await signUp(client, overrides);
  if (unlocked) await unlockParent(client, body.parentPin);
  const [profile] = await server.db.select().from(childProfiles).where(eq(childProfiles.id, user.id));
  return { client, accountId: profile!.accountId, childId: user.id, user, signUp: body };
}

/** The PIN of the teachers newTeacher makes. */
export const TEACHER_PIN = '2468';

/** A new teacher's account (the teacher sign-up: no child), signed in with the teacher area open. */
export async function newTeacher(server: Pick<TestServer, 'client' | 'db'>): Promise<{ client: TestClient; email: string; accountId: string }> {
  const client = server.client();
  const email = uniqueEmail('teacher');
  const body = { email, password: 'correct horse battery', parentPin: TEACHER_PIN, privacyConsent: true };
  await expectJson(await client.post('/api/teachers/signup', body), teacherStatusSchema, 201);
  const [row] = await server.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return { client, email, accountId: row!.id };
}

/** A sibling profile in the family's account (made directly, as the parent's add would). */
export async function newChild(
  server: Pick<TestServer, 'db'>,
  family: Pick<Family, 'accountId'>,
  profile: { firstName?: string; age?: number } = {},
): Promise<{ id: string; username: string; accountId: string }> {
  const child = await createChildProfile(server.db, family.accountId, { firstName: profile.firstName ?? 'Leo', age: profile.age ?? 7 });
  return { id: child.id, username: child.username, accountId: family.accountId };
}

/** Opens the parent area with the PIN (the gate answers 200). */
export async function unlockParent(client: TestClient, pin: string): Promise<void> {
  expect(await expectJson(await client.post('/api/parent/unlock', { pin }), parentGateAnswerSchema)).toEqual({ unlocked: true });
}

/**
 * Sets the account's subscription directly, as a settled payment would (plan left as is
 * unless given), and makes the server forget what it keeps of the account, as the
 * `subscription.changed` fact of a settled payment does (decision 022).
 */
export async function setSubscription(
  server: Pick<TestServer, 'db' | 'running'>,
  accountId: string,
  change: { status: 'active' | 'inactive'; plan?: PlanName },
): Promise<void> {
  await server.db.update(accounts).set({ subscriptionStatus: change.status, plan: change.plan }).where(eq(accounts.id, accountId));
  forgetAccount(server, accountId);
}

/**
 * After a test wrote an account's or child's row directly (no request, no fact): the
 * server's session cache drops the account, as a write through the app would have it do.
 */
export function forgetAccount(server: Pick<TestServer, 'running'>, accountId: string): void {
  server.running.assembly.sessionCache.forgetAccount(accountId);
}
