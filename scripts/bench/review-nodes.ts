/**
 * How many nodes a position the after-game review needs (issue 26, decision 044): games of
 * the Easy level (standing in for a child) against Medium are reviewed at several node budgets
 * on one engine, and each budget's labels of the child's moves are compared with those of the
 * largest budget. Prints the engine cost of a review (wall and process CPU, so the other jobs
 * on the machine count less) and how often the labels agree. The games and labels do not
 * depend on the machine's load; only the times do.
 *
 *   npx tsx scripts/bench/review-nodes.ts [--games 6] [--nodes 60000,20000,10000,6000]
 */
import { Chess } from 'chess.js';
import { REVIEW_LABELS, REVIEW_MISTAKE_LABELS, type ReviewLabel } from '@chess-quest/protocol/game-review';
import { computeReview, REVIEW_SEARCH } from '../../server/src/features/game-review/analyse';
import { readFlags } from './lib/argv';
import { createEnginePool, type AiLevel, type EnginePool } from './lib/engine';
import { hash, mean, table } from './lib/stats';

const options = { games: 6, nodes: [60_000, 20_000, 10_000, 6_000], plies: 80 };
readFlags(process.argv.slice(2), (flag, v) => {
  if (flag === '--games') options.games = v.count();
  else if (flag === '--nodes') options.nodes = v.value().split(',').map(Number);
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

const pool = createEnginePool({ size: 1 });
const reference = Math.max(...options.nodes);
const perBudget = new Map<number, { wallMs: number[]; cpuMs: number[]; labels: ReviewLabel[][] }>();
try {
  for (let g = 0; g < options.games; g++) {
    const game = await levelGame(pool, g);
    for (const nodes of options.nodes) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const { review } = await computeReview(pool, game, { ...REVIEW_SEARCH, nodes });
      const cpu = process.cpuUsage(cpu0);
      const entry = perBudget.get(nodes) ?? { wallMs: [], cpuMs: [], labels: [] };
      entry.wallMs.push(performance.now() - t0);
      entry.cpuMs.push((cpu.user + cpu.system) / 1000);
      entry.labels.push(review.moves.filter((m) => m.byChild).map((m) => m.label as ReviewLabel));
      perBudget.set(nodes, entry);
    }
    console.log(`game ${g + 1}: ${game.moves.length} plies reviewed at ${options.nodes.join(', ')} nodes`);
  }
} finally {
  await pool.close();
}

const ref = perBudget.get(reference)!.labels.flat();
const isMistake = (l: ReviewLabel) => (REVIEW_MISTAKE_LABELS as readonly string[]).includes(l);
const rows = options.nodes.map((nodes) => {
  const entry = perBudget.get(nodes)!;
  const labels = entry.labels.flat();
  const same = labels.filter((l, i) => l === ref[i]).length;
  // The mistakes a child is shown (mistake, blunder, missed win): found, and said where the reference says none.
  const refMistakes = ref.filter(isMistake).length;
  const found = labels.filter((l, i) => isMistake(l) && isMistake(ref[i]!)).length;
  const extra = labels.filter((l, i) => isMistake(l) && !isMistake(ref[i]!)).length;
  const counts = REVIEW_LABELS.map((l) => `${labels.filter((x) => x === l).length}`).join('/');
  return [
    nodes,
    `${(mean(entry.wallMs) / 1000).toFixed(2)} s`,
    `${(mean(entry.cpuMs) / 1000).toFixed(2)} s`,
    `${((100 * same) / labels.length).toFixed(0)}%`,
    `${found}/${refMistakes}`,
    extra,
    counts,
  ];
});
console.log(
  `\n${options.games} games, ${ref.length} moves of the child; labels compared with ${reference} nodes a position.\n` +
    table(
      [
        'nodes a position',
        'wall a review',
        'CPU a review',
        'same label',
        `mistakes found (of the ${reference}'s)`,
        'mistakes it alone says',
        `labels ${REVIEW_LABELS.join('/')}`,
      ],
      rows,
    ),
);
