/**
 * How many nodes a position the after-game review needs (issue 26, decision 044): games of
 * the Easy level (standing in for a child) against Medium are reviewed at several node budgets
 * on one engine, and each budget's labels of the child's moves are compared with those of the
 * largest budget. Prints the engine cost of a review (wall and process CPU, so the other jobs
 * on the machine count less) and how often the labels agree. The games and labels do not
 * depend on the machine's load; only the times do.
 *
 *   npx tsx scripts/bench/review-nodes.ts [--games 6] [--nodes 60000,20000,10000,6000,6000w]
 *
 * A budget ending in `w` reviews with warm searches (`fresh: false`: each search goes on from the
 * engine's tables of the one before, as REVIEW_SEARCH may ask); the others start every search
 * from a cleared engine. The reference is the largest cleared budget.
 */
import { Chess } from 'chess.js';
import { REVIEW_LABELS, REVIEW_MISTAKE_LABELS, type ReviewLabel } from '@chess-quest/protocol/game-review';
import { computeReview, REVIEW_SEARCH } from '../../server/src/features/game-review/analyse';
import { readFlags } from './lib/argv';
import { createEnginePool, type AiLevel, type EnginePool } from './lib/engine';
import { hash, mean, table } from './lib/stats';

const options = { games: 6, nodes: ['60000', '20000', '10000', '6000'], plies: 80 };
readFlags(process.argv.slice(2), (flag, v) => {
  if (flag === '--games') options.games = v.count();
  else if (flag === '--nodes') options.nodes = v.value().split(',');
  else if (flag === '--plies') options.plies = v.count();
  else throw new Error(`unknown option ${flag}`);
});

/** A game of Easy (white in even games) against Medium, up to `plies` plies, in SAN. */
async function levelGame(pool: EnginePool, index: number): Promise<{ moves: string[]; colour: 'white' | 'black' }> {
  const childWhite = index % 2 === 0;
  const chess = new Chess();
  const history: string[] = [];
  const moves: string[] = [];
  const seed = hash(`review-nodes|${index}`);
  while (moves.length < options.plies && !chess.isGameOver()) {
    const childToMove = (chess.turn() === 'w') === childWhite;
    const level: AiLevel = childToMove ? 'easy' : 'medium';
    const choice = await pool.chooseMove(chess.fen(), level, { seed: seed + history.length, history });
    chess.move(choice.san);
    moves.push(choice.san);
    history.push(choice.uci);
  }
  return { moves, colour: childWhite ? 'white' : 'black' };
}

// A loaded machine may take long for a level's search: the figures wanted are labels and CPU, not wall times.
const pool = createEnginePool({ size: 1, defaultTimeoutMs: 600_000 });
/** A budget: nodes a position, and whether each search starts from a cleared engine. */
const budgetOf = (key: string) => ({ nodes: Number(key.replace(/w$/, '')), fresh: !key.endsWith('w') });
const reference = String(
  Math.max(
    ...options.nodes
      .map(budgetOf)
      .filter((b) => b.fresh)
      .map((b) => b.nodes),
  ),
);
const perBudget = new Map<string, { wallMs: number[]; cpuMs: number[]; searches: number[]; labels: ReviewLabel[][] }>();
/** The engine searches a review asks for (none after the child's move when it is the engine's own). */
let searches = 0;
const counted = { analyse: (fen: string, opts?: Parameters<EnginePool['analyse']>[1]) => (searches++, pool.analyse(fen, opts)) };
try {
  for (let g = 0; g < options.games; g++) {
    const game = await levelGame(pool, g);
    for (const key of options.nodes) {
      const { nodes, fresh } = budgetOf(key);
      // A warm review starts after an unrelated search (in the server: an AI move's), not after this game's other reviews.
      if (!fresh) await pool.analyse('8/8/8/4k3/8/8/3QK3/8 w - - 0 1', { nodes: 1 });
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      searches = 0;
      const { review } = await computeReview(counted, game, { ...REVIEW_SEARCH, nodes, fresh, timeoutMs: 600_000 });
      const cpu = process.cpuUsage(cpu0);
      const entry = perBudget.get(key) ?? { wallMs: [], cpuMs: [], searches: [], labels: [] };
      entry.wallMs.push(performance.now() - t0);
      entry.searches.push(searches);
      entry.cpuMs.push((cpu.user + cpu.system) / 1000);
      entry.labels.push(review.moves.filter((m) => m.byChild).map((m) => m.label as ReviewLabel));
      perBudget.set(key, entry);
    }
    console.log(`game ${g + 1}: ${game.moves.length} plies reviewed at ${options.nodes.join(', ')} nodes`);
  }
} finally {
  await pool.close();
}

const ref = perBudget.get(reference)!.labels.flat();
const isMistake = (l: ReviewLabel) => (REVIEW_MISTAKE_LABELS as readonly string[]).includes(l);
const rows = options.nodes.map((key) => {
  const entry = perBudget.get(key)!;
  const labels = entry.labels.flat();
  const same = labels.filter((l, i) => l === ref[i]).length;
  // The mistakes a child is shown (mistake, blunder, missed win): found, and said where the reference says none.
  const refMistakes = ref.filter(isMistake).length;
  const found = labels.filter((l, i) => isMistake(l) && isMistake(ref[i]!)).length;
  const extra = labels.filter((l, i) => isMistake(l) && !isMistake(ref[i]!)).length;
  const counts = REVIEW_LABELS.map((l) => `${labels.filter((x) => x === l).length}`).join('/');
  return [
    key,
    `${(mean(entry.wallMs) / 1000).toFixed(2)} s`,
    `${(mean(entry.cpuMs) / 1000).toFixed(2)} s`,
    `${mean(entry.searches).toFixed(1)}`,
    `${((100 * same) / labels.length).toFixed(0)}%`,
    `${found}/${refMistakes}`,
    extra,
    counts,
  ];
});
console.log(
  `\n${options.games} games, ${ref.length} moves of the child (${(ref.length / options.games).toFixed(1)} a game); labels compared with ${reference} nodes a position.\n` +
    table(
      [
        'nodes a position',
        'wall a review',
        'CPU a review',
        'searches a review',
        'same label',
        `mistakes found (of the ${reference}'s)`,
        'mistakes it alone says',
        `labels ${REVIEW_LABELS.join('/')}`,
      ],
      rows,
    ),
);
