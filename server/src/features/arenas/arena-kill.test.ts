import { randomBytes } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaViewSchema, familyArenaSchema } from '@chess-quest/protocol/arenas';
import { SESSION_COOKIE } from '../../app';
import { startNode, type ServerNode } from '../../realtime/test-nodes';
import { sessionOf } from '../../realtime/test-clients';
import { freePort } from '../../test/app';
import { signUp, unlockParent } from '../../test/fixture';
import { TestClient } from '../../test/http-client';
import { createScratchDatabase, postgresAvailable, redisAvailable, TEST_REDIS_URL } from '../../test/services';

// The kill test of issue 25, with real processes: two server nodes on one PostgreSQL database
// and Redis, 100 children waiting in one arena, and the node running the pairing wave killed
// (SIGKILL) while the wave's transaction is open. A test-only knob (ARENA_WAVE_HOLD_MS, read
// only when NODE_ENV=test) makes every wave wait inside its transaction, after it claimed the
// players and made the games, and say so on the node's log: the test kills the node that says
// it holds a wave. Then the surviving node's next wave pairs everyone, exactly once.

const needs = [await postgresAvailable(), await redisAvailable()];
const PUBLIC_URL = 'http://chess-quest.test';
const PLAYERS = 100;
/** How long a wave waits inside its transaction before it commits. */
const HOLD_MS = 4000;

interface Holding {
  node: number;
  arenaId: string;
  players: number;
  /** The games the held wave made (not committed while it holds). */
  gameIds: string[];
}

interface Child {
  id: string;
  client: TestClient;
}

/** Runs `task` over the items, `limit` at a time. */
async function inLanes<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

describe.skipIf(needs.includes(false))('an arena whose pairing node dies mid-wave', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let sql: pg.Client;
  const nodes: ServerNode[] = [];
  const holdings: Holding[] = [];
  let heldWave: (holding: Holding) => void = () => {};

  /** The node's JSON log lines that say a wave holds its transaction open. */
  function watchLog(index: number) {
    return (line: string) => {
      if (!line.includes('arena wave holding')) return;
      const entry = JSON.parse(line) as { arenaId: string; players: number; gameIds: string[] };
      const holding = { node: index, arenaId: entry.arenaId, players: entry.players, gameIds: entry.gameIds };
      holdings.push(holding);
      heldWave(holding);
    };
  }

  beforeAll(async () => {
    database = await createScratchDatabase('cq_arena_kill');
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL,
      ENGINE_POOL_SIZE: '1',
      ADDRESS_RATE_LIMITS: 'off',
      ARENA_WAVE_INTERVAL_MS: '300',
      ARENA_WAVE_HOLD_MS: String(HOLD_MS),
      ARENA_PAIR_AFTER_MS: '0',
      // Nobody needs a socket to be "here" for the whole test: joining counts as a read.
      ARENA_GRACE_MS: '600000',
      // The arena starts when the test says so (below), not after a countdown.
      ARENA_COUNTDOWN_MS: '3600000',
    };
    const ports = [await freePort(), await freePort()];
    nodes.push(...(await Promise.all(ports.map((port, index) => startNode(port, env, { onLine: watchLog(index) })))));
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.allSettled(nodes.map((node) => node.kill()));
    await database?.drop();
  }, 60_000);

  it('pairs every one of 100 waiting children exactly once after the node running the wave is killed', async () => {
    // A parent makes a family arena; 100 children (the family's own and 99 friends, signed up
    // on both nodes) join it, the friends with its code.
    const children: Child[] = [];
    const organiser = new TestClient(nodes[0]!.url, { origin: PUBLIC_URL });
    const family = await signUp(organiser);
    await unlockParent(organiser, family.body.parentPin);
    const arena = await organiser.postJson('/api/parent/arenas', { timeControl: '5+0', minutes: 10 }, familyArenaSchema, 201);
    await organiser.postJson(`/api/arenas/${arena.id}/join`, undefined, arenaViewSchema);
    children.push({ id: family.user.id, client: organiser });
    const friends = Array.from({ length: PLAYERS - 1 }, (_, i) => new TestClient(nodes[(i + 1) % 2]!.url, { origin: PUBLIC_URL }));
    await inLanes(friends, 8, async (client) => {
      const { user } = await signUp(client);
      const view = await client.postJson('/api/arenas/join-code', { code: arena.code }, arenaViewSchema);
      expect(view.me).toMatchObject({ status: 'waiting' });
      children.push({ id: user.id, client });
    });
    const joined = await sql.query<{ n: number }>("select count(*)::int as n from arena_players where arena_id = $1 and status = 'waiting'", [
      arena.id,
    ]);
    expect(joined.rows[0]!.n).toBe(PLAYERS);

    // The arena starts now; the first wave (either node) claims all 100 and holds.
    const firstHold = new Promise<Holding>((resolve) => {
      heldWave = resolve;
    });
    await sql.query("update arenas set starts_at = now(), ends_at = now() + interval '10 minutes' where id = $1", [arena.id]);
    const held = await Promise.race([
      firstHold,
      wait(20_000).then(() => {
        throw new Error(`no wave held the arena within 20 s:\n${nodes.map((n) => n.output()).join('\n')}`);
      }),
    ]);
    expect(held).toMatchObject({ arenaId: arena.id, players: PLAYERS });
    const killed = nodes[held.node]!;
    const survivor = nodes[1 - held.node]!;
    const heldAt = Date.now();
    await killed.kill();
    // The kill landed inside the wave: its transaction was still open (it holds HOLD_MS).
    expect(Date.now() - heldAt).toBeLessThan(HOLD_MS);

    // Nothing of the killed wave was kept: no pairing, no game, every child still waiting.
    // (The survivor's own wave holds HOLD_MS before its commit, so this reads before it.)
    const afterKill = await sql.query<{ pairings: number; games: number; waiting: number }>(
      `select (select count(*)::int from arena_pairings where arena_id = $1) as pairings,
              (select count(*)::int from games where white_id = any($2::uuid[]) or black_id = any($2::uuid[])) as games,
              (select count(*)::int from arena_players where arena_id = $1 and status = 'waiting') as waiting`,
      [arena.id, children.map((c) => c.id)],
    );
    expect(afterKill.rows[0]).toEqual({ pairings: 0, games: 0, waiting: PLAYERS });
    // The 50 games the killed wave had made are gone with its transaction.
    expect(held.gameIds).toHaveLength(PLAYERS / 2);
    const lost = await sql.query<{ n: number }>('select count(*)::int as n from games where id = any($1::uuid[])', [held.gameIds]);
    expect(lost.rows[0]!.n).toBe(0);

    // The survivor's next waves pair everyone.
    const deadline = Date.now() + 30_000;
    let playing = 0;
    while (Date.now() < deadline) {
      const { rows } = await sql.query<{ n: number }>("select count(*)::int as n from arena_players where arena_id = $1 and status = 'playing'", [
        arena.id,
      ]);
      playing = rows[0]!.n;
      if (playing === PLAYERS) break;
      await wait(250);
    }
    expect(playing, `children paired by the surviving node within 30 s:\n${survivor.output()}`).toBe(PLAYERS);
    // Two more waves of the survivor: nobody is paired again.
    await wait(1000);

    // Every child in exactly one pairing, every pairing two children of one live game, and no
    // other game for any of them (none left over from the killed wave).
    const pairings = await sql.query<{ game_id: string; child_id: string; color: string; opponent_id: string; status: string }>(
      'select game_id, child_id, color, opponent_id, status from arena_pairings where arena_id = $1',
      [arena.id],
    );
    expect(pairings.rows).toHaveLength(PLAYERS);
    expect(new Set(pairings.rows.map((p) => p.child_id))).toEqual(new Set(children.map((c) => c.id)));
    expect(pairings.rows.every((p) => p.status === 'playing')).toBe(true);
    const games = await sql.query<{ id: string; white_id: string; black_id: string; status: string }>(
      'select id, white_id, black_id, status from games where white_id = any($1::uuid[]) or black_id = any($1::uuid[])',
      [children.map((c) => c.id)],
    );
    expect(games.rows).toHaveLength(PLAYERS / 2);
    const gameOf = new Map<string, string>();
    for (const game of games.rows) {
      expect(game.status).toBe('active');
      expect(game.white_id).not.toBe(game.black_id);
      const sides = pairings.rows.filter((p) => p.game_id === game.id);
      expect(sides.map((s) => [s.child_id, s.color, s.opponent_id]).sort()).toEqual(
        [
          [game.white_id, 'white', game.black_id],
          [game.black_id, 'black', game.white_id],
        ].sort(),
      );
      gameOf.set(game.white_id, game.id);
      gameOf.set(game.black_id, game.id);
    }
    expect(gameOf.size).toBe(PLAYERS);
    expect(games.rows.filter((g) => held.gameIds.includes(g.id))).toEqual([]);

    // What each child reads through the surviving node (the load balancer sends everyone
    // there): playing, and the game it is in.
    await inLanes(children, 8, async (child) => {
      const onSurvivor = new TestClient(survivor.url, { origin: PUBLIC_URL });
      onSurvivor.setCookie(SESSION_COOKIE, sessionOf(child.client));
      const view = await onSurvivor.getJson(`/api/arenas/${arena.id}`, arenaViewSchema);
      expect(view.me).toMatchObject({ status: 'playing', gameId: gameOf.get(child.id) });
    });
    // The killed node's wave was the first to hold the arena; every later one was the survivor's.
    const holders = holdings.filter((h) => h.arenaId === arena.id).map((h) => h.node);
    expect(holders[0]).toBe(held.node);
    expect(holders.slice(1)).toEqual(holders.slice(1).map(() => 1 - held.node));
    expect(holders.length).toBeGreaterThan(1);
  });
});
