import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { games } from '../../db/schema/multiplayer';
import { DomainEvents, type DomainEvent } from '../../events/domain-events';
import { Outbox } from '../../events/outbox';
import { createChildProfile } from '../../domain/accounts';
import { uniqueEmail } from '../../test/app';
import { useTestDatabase } from '../../test/fixture';
import type { Engine } from '../../test/services';
import { HttpError } from '../../http/errors';
import { memoryLobbyIndex } from './lobby-index';
import { memoryPresence, type Presence } from './presence';
import { createMultiplayerService, type MultiplayerService } from './service';

export const START = Date.parse('2026-03-01T10:00:00.000Z');

export interface TestChild {
  id: string;
  accountId: string;
  username: string;
}

/** A service over a real database with a clock the test moves by hand. */
export function multiplayerWorld(database: DatabaseHandle, options: { senderWhite?: boolean } = {}) {
  const clock = { ms: START };
  const now = () => new Date(clock.ms);
  const events = new DomainEvents();
  const emitted: DomainEvent[] = [];
  for (const type of ['game.started', 'game.changed', 'invitation.changed'] as const) {
    events.on(type, (event) => emitted.push(event));
  }
  const presence: Presence = memoryPresence({ now: () => clock.ms });
  const random = () => ((options.senderWhite ?? true) ? 0.1 : 0.9);
  const lobbyIndex = memoryLobbyIndex();
  const service: MultiplayerService = createMultiplayerService({ db: database.db, events, facts: new Outbox(), presence, lobbyIndex, now, random });

  return {
    clock,
    now,
    events,
    emitted,
    presence,
    lobbyIndex,
    service,
    advance(ms: number) {
      clock.ms += ms;
    },
    /** Another node: same database and presence, its own events. */
    secondNode() {
      const otherEvents = new DomainEvents();
      const otherEmitted: DomainEvent[] = [];
      otherEvents.on('game.changed', (event) => otherEmitted.push(event));
      const other = createMultiplayerService({ db: database.db, events: otherEvents, facts: new Outbox(), presence, lobbyIndex, now, random });
      return { service: other, emitted: otherEmitted };
    },
    /** A parent account with one child; `online` connects a socket for it. */
    async child(online = true, accountId?: string): Promise<TestChild> {
      let account = accountId;
      if (!account) {
        const [row] = await database.db.insert(accounts).values({ email: uniqueEmail() }).returning({ id: accounts.id });
        account = row!.id;
      }
      const profile = await createChildProfile(database.db, account, { firstName: 'Secret Realname', age: 8 });
      if (online) await presence.connect(profile.id, `socket-${profile.id}`);
      return { id: profile.id, accountId: account, username: profile.username };
    },
    /** Challenge and accept: a fresh game between two online children, white first. */
    async game(white?: TestChild, black?: TestChild, timeControl: 300 | 600 = 300) {
      const a = white ?? (await this.child());
      const b = black ?? (await this.child());
      const invitation = await service.invite(a.id, { receiverId: b.id, timeControl });
      const { game } = await service.respond(b.id, { invitationId: invitation.id, response: 'accept' });
      return { white: a, black: b, game: game! };
    },
    /** Ends every game still going, so one test's games never reach another's sweeps. */
    async abortActive() {
      await database.db.update(games).set({ status: 'aborted', deadlineAt: null }).where(eq(games.status, 'active'));
    },
  };
}

export type MultiplayerWorld = ReturnType<typeof multiplayerWorld>;

/**
 * A fresh database and world for one describe block; games left active are aborted after
 * each test so they never reach another test's sweeps. `world` stands in for the block's
 * world, which exists once its beforeAll has run.
 */
export function useMultiplayerWorld(engine: Engine) {
  const database = useTestDatabase(engine);
  let current: MultiplayerWorld | undefined;
  beforeAll(() => {
    current = multiplayerWorld(database.database);
  });
  afterEach(async () => {
    await current?.abortActive();
  });
  afterAll(async () => {
    await current?.presence.close();
  });
  const world = new Proxy({} as MultiplayerWorld, {
    get(_target, key) {
      if (!current) throw new Error('useMultiplayerWorld: used before its beforeAll ran');
      return Reflect.get(current, key) as unknown;
    },
  });
  return { world, db: () => database.db };
}

/** The HttpError a call fails with (status and message); fails the test if it succeeded. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected the call to be refused');
}
