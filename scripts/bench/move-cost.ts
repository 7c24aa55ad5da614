/**
 * What one multiplayer move costs the service: N sequential moves through
 * `createMultiplayerService(...).move` on a fresh real PostgreSQL database, no gateway, no
 * sockets. Prints wall time and this process's CPU per move, and the CPU of all local
 * PostgreSQL processes over the measured moves per move (Linux /proc; anything else the
 * server does meanwhile counts too, so run it on a quiet machine).
 *
 *   npx tsx scripts/bench/move-cost.ts [--moves N] [--warmup N] [--plies N] [--san]
 *
 * --moves   measured moves (default 3000), after --warmup moves (default 300)
 * --plies   each game is this long, then a new game starts (default 60)
 * --san     send SAN (as a child types it) instead of UCI (what the web board and bots send)
 *
 * Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { accounts } from '../../server/src/db/schema/accounts';
import { DomainEvents } from '../../server/src/events/domain-events';
import { Outbox } from '../../server/src/events/outbox';
import { createChildProfile } from '../../server/src/domain/accounts';
import { memoryPresence } from '../../server/src/features/multiplayer/presence';
import { createMultiplayerService } from '../../server/src/features/multiplayer/service';
import { openTestDatabase } from '../../server/src/test/services';
import { randomGame } from './lib/games';
import { mean, percentile, rng } from './lib/stats';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const MOVES = option('moves', 3000);
const WARMUP = option('warmup', 300);
const PLIES = option('plies', 60);
const SAN = process.argv.includes('--san');

/** CPU µs used so far by every process named postgres on this machine (Linux only; 0 elsewhere). */
function postgresCpuUs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  // Clock ticks are 1/100 s on Linux.
  return ticks * 10_000;
}

const database = await openTestDatabase('postgres');
const presence = memoryPresence();
const service = createMultiplayerService({
  db: database.db,
  events: new DomainEvents(),
  facts: new Outbox(),
  presence,
  // The challenger plays white.
  random: () => 0.1,
});

async function child(): Promise<string> {
  const [account] = await database.db
    .insert(accounts)
    .values([{ email: `bench-${Math.random().toString(36).slice(2)}@example.com` }])
    .returning({ id: accounts.id });
  const profile = await createChildProfile(database.db, account!.id, { firstName: 'Bench', age: 8 });
  await presence.connect(profile.id, `socket-${profile.id}`);
  return profile.id;
}

const wallUs: number[] = [];
let postgresFrom = 0;
let postgresUsed = 0;
const cpuUs: number[] = [];
try {
  const random = rng(7);
  let played = 0;
  while (played < WARMUP + MOVES) {
    // A new pair per game: challenges are rate-limited per child.
    const [white, black] = [await child(), await child()];
    const invitation = await service.invite(white, { receiverId: black, timeControl: 600 });
    const { game } = await service.respond(black, { invitationId: invitation.id, response: 'accept' });
    let version = game!.version;
    const players = [white, black];
    for (const [ply, text] of randomGame(random, PLIES, SAN ? 'san' : 'lan', true).entries()) {
      if (played >= WARMUP + MOVES) break;
      if (played === WARMUP) postgresFrom = postgresCpuUs();
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      const answer = await service.move(players[ply % 2]!, game!.id, { move: text, version });
      const wall = Number(process.hrtime.bigint() - start) / 1000;
      const used = process.cpuUsage(cpu);
      version = answer.version;
      if (played >= WARMUP) {
        wallUs.push(wall);
        cpuUs.push(used.user + used.system);
      }
      played += 1;
    }
    await service.resign(white, game!.id);
  }
} finally {
  postgresUsed = postgresCpuUs() - postgresFrom;
  await presence.close();
  await database.close();
}

const f = (x: number) => x.toFixed(0).padStart(6);
console.log(`${MOVES} moves (${SAN ? 'SAN' : 'UCI'}), ${PLIES}-ply games, after ${WARMUP} warm-up moves`);
console.log(`wall µs/move: mean ${f(mean(wallUs))}  p50 ${f(percentile(wallUs, 50))}  p99 ${f(percentile(wallUs, 99))}`);
console.log(`CPU  µs/move: mean ${f(mean(cpuUs))}  p50 ${f(percentile(cpuUs, 50))}  p99 ${f(percentile(cpuUs, 99))}`);
console.log(`PostgreSQL CPU µs/move (all its processes, games set up included): ${f(postgresUsed / MOVES)}`);
