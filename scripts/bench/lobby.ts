/**
 * The lobby join (issue 16, decision 029): with N children online, what `lobby:join` costs
 * (the page the server builds: time and bytes) and how many lobby sockets one card change
 * reaches, at 200, 2,000 and 20,000 online. The multiplayer service runs in this process on
 * a fresh PostgreSQL database (children, profiles and ratings written in bulk) with the
 * in-memory presence; no sockets (the cost measured is the server's, not the network's).
 *
 *   npx tsx scripts/bench/lobby.ts [--sizes 200,2000,20000] [--joins N]
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../server/src/db/client';
import { DomainEvents } from '../../server/src/events/domain-events';
import { Outbox } from '../../server/src/events/outbox';
import { memoryPresence } from '../../server/src/features/multiplayer/presence';
import { createMultiplayerService } from '../../server/src/features/multiplayer/service';
import { lobbyRoomsFor, roomsForCard } from '../../server/src/realtime/lobby-rooms';
import { createScratchDatabase } from '../../server/src/test/services';
import { readFlags } from './lib/argv';
import { percentile, rng, table } from './lib/stats';

async function measure(size: number, joins: number): Promise<string[]> {
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
    const presence = memoryPresence();
    for (const id of ids) await presence.connect(id, `socket-${id}`);
    const service = createMultiplayerService({ db, events: new DomainEvents(), facts: new Outbox(), presence });

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
    const present = performance.now();
    await presence.present();
    const presentMs = performance.now() - present;
    return [
      String(size),
      percentile(times, 50).toFixed(1),
      percentile(times, 99).toFixed(1),
      presentMs.toFixed(1),
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
  readFlags(process.argv.slice(2), (flag, { value, count }) => {
    if (flag === '--sizes') sizes = value().split(',').map(Number);
    else if (flag === '--joins') joins = count();
    else throw new Error(`unknown option ${flag}`);
  });
  console.log(`load average at start ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  const rows: string[][] = [];
  for (const size of sizes) rows.push(await measure(size, joins));
  console.log(
    table(
      ['online', 'join p50 ms', 'join p99 ms', 'of which presence ms', 'page kB', 'sockets one change reaches (if all in the lobby)', 'share'],
      rows,
    ),
  );
  console.log(`load average at the end ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
