/**
 * The lobby join (issue 16, decision 029): with N children online, what `lobby:join` costs
 * (the page the server builds: time and bytes) and how many lobby sockets one card change
 * reaches, at 200, 2,000 and 20,000 online. The multiplayer service runs in this process on
 * a fresh PostgreSQL database (children, profiles and ratings written in bulk) with the
 * in-memory presence and lobby index, or with `--redis` the Redis ones a deployment of
 * several nodes uses; no sockets (the cost measured is the server's, not the network's).
 *
 *   npx tsx scripts/bench/lobby.ts [--sizes 200,2000,20000] [--joins N] [--redis]
 */
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createClient, type RedisClientType } from 'redis';
import { openPostgres } from '../../server/src/db/client';
import { DomainEvents } from '../../server/src/events/domain-events';
import { Outbox } from '../../server/src/events/outbox';
import { memoryLobbyIndex, redisLobbyIndex } from '../../server/src/features/multiplayer/lobby-index';
import { memoryPresence, redisPresence } from '../../server/src/features/multiplayer/presence';
import { createMultiplayerService } from '../../server/src/features/multiplayer/service';
import { lobbyRoomsFor, roomsForCard } from '../../server/src/features/multiplayer/lobby-rooms';
import { TEST_REDIS_URL, createScratchDatabase } from '../../server/src/test/services';
import { readFlags } from './lib/argv';
import { percentile, rng, table } from './lib/stats';

async function measure(size: number, joins: number, redis: RedisClientType | null): Promise<string[]> {
  const scratch = await createScratchDatabase('cq_lobby');
  const database = await openPostgres(scratch.url, 4);
  try {
    await database.migrate();
    const { db } = database;
    await db.execute(sql`insert into accounts (email) select 'lobby' || g || '@bench.test' from generate_series(1, ${size}) g`);
    await db.execute(
      sql`insert into child_profiles (account_id, first_name, age, username) select id, 'Kid', 8, 'Bencher' || row_number() over () from accounts`,
    );
    // Ratings spread like a children's club: 400–1,900, most around 1,000.
    await db.execute(
      sql`insert into player_ratings (child_id, rating, games_played) select id, greatest(400, least(1900, (1000 + 300 * (random() + random() + random() - 1.5))::int)), 20 from child_profiles`,
    );
    const ids = ((await db.execute(sql`select id from child_profiles`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    const prefix = `bench-lobby-${randomUUID()}`;
    const presence = redis ? redisPresence(redis, { prefix: `${prefix}:presence` }) : memoryPresence();
    const lobbyIndex = redis ? redisLobbyIndex(redis, prefix) : memoryLobbyIndex();
    const service = createMultiplayerService({ db, events: new DomainEvents(), facts: new Outbox(), presence, lobbyIndex });
    for (let start = 0; start < ids.length; start += 500) {
      await Promise.all(ids.slice(start, start + 500).map((id) => presence.connect(id, `socket-${id}`)));
    }

    const random = rng(size);
    const viewers = Array.from({ length: joins }, () => ids[Math.floor(random() * ids.length)]!);
    await service.lobbyPage(viewers[0]!); // warm the prepared statements
    const times: number[] = [];
    const bytes: number[] = [];
    const rooms: string[][] = [];
    for (const viewer of viewers) {
      const started = performance.now();
      const page = await service.lobbyPage(viewer);
      times.push(performance.now() - started);
      bytes.push(JSON.stringify({ ok: true, data: page }).length);
      rooms.push(lobbyRoomsFor(page, viewer));
    }
    // One card changing: the share of the sampled lobby pages whose rooms it reaches, times N.
    const ratings = ((await db.execute(sql`select rating from player_ratings`)) as unknown as { rows: { rating: number }[] }).rows;
    const reached: number[] = [];
    for (let i = 0; i < 50; i++) {
      const card = roomsForCard(ratings[Math.floor(random() * ratings.length)]!.rating);
      reached.push(rooms.filter((joined) => joined.some((room) => card.includes(room))).length / rooms.length);
    }
    // The index's own share of a join: the nearest 50 to a rating.
    const indexTimes: number[] = [];
    for (const viewer of viewers.slice(0, 20)) {
      const started = performance.now();
      await lobbyIndex.nearest(viewer, 1000, 50);
      indexTimes.push(performance.now() - started);
    }
    await presence.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(keys);
    }
    return [
      String(size),
      percentile(times, 50).toFixed(1),
      percentile(times, 99).toFixed(1),
      percentile(indexTimes, 50).toFixed(2),
      (percentile(bytes, 50) / 1024).toFixed(1),
      (percentile(reached, 50) * size).toFixed(0),
      `${(percentile(reached, 50) * 100).toFixed(0)} %`,
    ];
  } finally {
    await database.close();
    await scratch.drop();
  }
}

async function main() {
  let sizes = [200, 2000, 20000];
  let joins = 60;
  let useRedis = false;
  readFlags(process.argv.slice(2), (flag, { value, count }) => {
    if (flag === '--sizes') sizes = value().split(',').map(Number);
    else if (flag === '--joins') joins = count();
    else if (flag === '--redis') useRedis = true;
    else throw new Error(`unknown option ${flag}`);
  });
  const redis: RedisClientType | null = useRedis ? createClient({ url: process.env.REDIS_URL ?? TEST_REDIS_URL }) : null;
  await redis?.connect();
  console.log(
    `presence and lobby index: ${redis ? 'Redis' : 'in memory'}; load average at start ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const rows: string[][] = [];
  for (const size of sizes) rows.push(await measure(size, joins, redis));
  await redis?.quit();
  console.log(
    table(
      ['online', 'join p50 ms', 'join p99 ms', 'index: nearest 50 ms (p50)', 'page kB', 'sockets one change reaches (if all in the lobby)', 'share'],
      rows,
    ),
  );
  console.log(
    `load average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
