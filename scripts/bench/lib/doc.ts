/** Writes docs/ai-levels.md from a calibration run: the explanation, the parameters and the measured tables. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AcplResult } from './acpl';
import { AI_LEVELS, type AiLevel, type LevelParams } from './engine';
import type { MatchResult } from './games';
import type { LatencyResult } from './latency';
import { pct, table } from './stats';

export interface CalibrationReport {
  date: Date;
  machine: string;
  minutes: number;
  sectionMinutes: Partial<Record<'ladder' | 'acpl' | 'puzzles' | 'latency', number>>;
  command: string;
  poolSize: number;
  judgeNodes: number;
  params: Readonly<Record<AiLevel, Readonly<LevelParams>>>;
  ladder: (MatchResult & { target: number })[];
  acpl: AcplResult;
  puzzles: { level: string; rates: { band: string; solved: number; total: number }[] }[];
  latency: LatencyResult[];
}

const LEVELS = AI_LEVELS;

/** What each parameter means, in the order of the table. */
const PARAMETERS: readonly [keyof LevelParams & string, string][] = [
  ['multiPv', 'candidate lines asked of the engine'],
  ['nodes', 'nodes searched for them (one thread)'],
  ['visibility', 'chance to notice a quiet candidate'],
  ['captureBonus', '+ for a capture that wins material'],
  ['badCaptureBonus', '+ for any other capture'],
  ['checkBonus', '+ for a check'],
  ['rescueBonus', '+ for saving an attacked piece'],
  ['sacrificePenalty', '− for leaving the moved piece en prise'],
  ['temperatureCp', 'among noticed moves: weight exp(−loss / T)'],
  ['hugeLossCp', 'a loss from here on is "huge"…'],
  ['hugeLossFactor', '…and keeps this share of its weight'],
  ['queenBlunderFactor', '…times this if it leaves the queen en prise'],
  ['mateInOneRate', 'plays a mate in one (else overlooks it)'],
  ['recaptureMaxLossCp', 'retakes if that loses at most this'],
  ['recaptureRate', 'chance to retake then'],
  ['freePieceMaxLossCp', 'takes a hanging piece (≥ knight) within this loss'],
  ['freePieceRate', 'chance to take it then'],
  ['answersQueenThreat', 'only considers moves that save an attacked queen'],
  ['openingPlies', 'opening: first plies played "by the book"'],
  ['openingWindowCp', 'opening: candidates within this of the best'],
];

const ACPL_TARGETS: Record<AiLevel, [number, number]> = { easy: [250, 350], medium: [100, 150], hard: [30, 60] };
const OWN_BAND: Record<AiLevel, string> = { easy: '400-800', medium: '800-1200', hard: '1200-1600' };

function value(v: number | boolean | undefined): string {
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (v === undefined) return '—';
  return Number.isInteger(v) && Math.abs(v) >= 10_000 ? `${v / 1000}k` : String(v);
}

export function renderAiLevelsDoc(r: CalibrationReport): string {
  const misses: string[] = [];
  for (const m of r.ladder) {
    const share = m.score / Math.max(1, m.games.length);
    if (share < m.target) misses.push(`${m.a} scored ${pct(share)} against ${m.b} (target ≥ ${pct(m.target)})`);
  }
  for (const l of r.acpl.levels) {
    const [lo, hi] = ACPL_TARGETS[l.level];
    if (l.acpl < lo || l.acpl > hi) misses.push(`${l.level} ACPL ${l.acpl.toFixed(0)} (starting-point target ${lo}-${hi})`);
  }
  for (const row of r.puzzles) {
    const own = row.rates.find((x) => x.band === OWN_BAND[row.level as AiLevel]);
    const rate = own ? own.solved / Math.max(1, own.total) : 0;
    if (rate < 0.35 || rate > 0.65)
      misses.push(`${row.level} solved ${pct(rate)} of its own band ${OWN_BAND[row.level as AiLevel]} (target about half)`);
    const rates = row.rates.map((x) => x.solved / Math.max(1, x.total));
    if (!rates.every((x, i) => i === 0 || x <= (rates[i - 1] ?? 1))) misses.push(`${row.level} does not solve fewer puzzles in each harder band`);
  }
  for (const t of r.latency) {
    if (t.thinking.startsWith('none')) continue;
    if (t.totalP95 >= 1000) misses.push(`pool ${t.poolSize}: p95 with the pause ${t.totalP95.toFixed(0)} ms (target < 1 s)`);
    if (t.loopP99 >= 20) misses.push(`pool ${t.poolSize}: event-loop p99 ${t.loopP99.toFixed(1)} ms (target < 20 ms)`);
  }

  const date = r.date.toISOString().slice(0, 10);
  return `# AI levels

How the three AI opponents (Easy, Medium, Hard) choose their moves, their parameters, and
how strong they measurably are. Code: \`server/src/engine/\` (engine pool, level policy);
decision record: \`docs/decisions/006-chess-engine.md\`. The tables below are written by the
calibration bench; rerun it after any change to the policy, its parameters or the engine:

    ${r.command}

(about ${Math.ceil(r.minutes)} minutes on the machine below; \`--only ladder|puzzles|acpl|latency\` runs one part
and prints it without touching this file; \`--dump\` saves the results, \`--from\` reuses them.)

## How a level picks a move

The engine always searches at full strength: Stockfish 19 (lite NNUE, WASM, one thread)
returns the best \`multiPv\` lines after a fixed number of \`nodes\`, with a score for each.
A level is weak only because of *which* of those candidates it plays. The policy
(\`choosePolicyMove\`, pure and seeded: the same position, level, seed and last move always
give the same move) goes through these steps:

1. **Mate in one** — played with probability \`mateInOneRate\`; otherwise the level
   overlooks it altogether (it is removed from the candidates).
2. **Recapture** — if the opponent just took a piece (read from the last move and the
   FEN's half-move clock), retake on that square when that loses at most
   \`recaptureMaxLossCp\` (all levels, \`recaptureRate\` = 1).
3. **Free piece** — a capture of a knight or more that is undefended or worth more than
   the capturer is played with probability \`freePieceRate\` when the engine agrees within
   \`freePieceMaxLossCp\`.
4. **Queen under attack** (Medium, Hard) — only moves after which the queen is safe are
   considered (unless the engine rates ignoring it within 20 cp of the best).
5. **Opening** — for the first \`openingPlies\` plies, any candidate within
   \`openingWindowCp\` of the best, picked by the seed, with developing moves preferred
   (moving an already developed piece, the queen or the king is rare): games differ from
   the first moves on.
6. **Noticing and choosing** — every candidate is noticed with a probability: the base
   \`visibility\`, more for captures that win material, checks and saving an attacked
   piece, less for moves that leave the moved piece en prise (sacrifices). Among the
   noticed moves the level picks one with weight \`exp(−loss / temperatureCp)\`, the loss
   counted from the best noticed move; a loss of \`hugeLossCp\` or more keeps only
   \`hugeLossFactor\` of its weight, and \`queenBlunderFactor\` of that again if the move
   leaves the queen en prise (a child rarely gives the queen away for nothing).
   Mistakes therefore look human: a quiet defensive move or a sacrifice is missed, a piece
   is left hanging because the threat was not seen, a tempting capture is taken.

Losses are centipawns from the side to move's point of view; a mate in *n* counts as
10 000 − *n* cp, and losses are capped at 1000 cp. \`ChosenMove.lossCp\` reports the loss
against the engine's best line.

## Parameters

${table(
  ['parameter', 'meaning', ...LEVELS],
  PARAMETERS.map(([key, meaning]) => [`\`${key}\``, meaning, ...LEVELS.map((l) => value(r.params[l][key]))]),
)}

## Measured strength — ${date}

Machine: ${r.machine}; engine pool of ${r.poolSize} workers. Run time ${r.minutes.toFixed(0)} minutes
(${Object.entries(r.sectionMinutes)
    .map(([k, v]) => `${k} ${(v ?? 0).toFixed(1)}`)
    .join(', ')}).

### Ladder matches

Colours alternate, every game has its own seed (so openings and choices vary). Games end by
chess.js rules (mate, stalemate, threefold repetition, 50 moves, insufficient material).
Between two levels a game is also adjudicated as won when both levels' own searches give
the same side at least 1000 cp for 10 plies in a row; any game still going after 200 plies
is judged by a depth-14 search (±200 cp decides, otherwise a draw). Games against the random
mover are played out (200-ply cap only). Score = wins + ½ draws.

${table(
  ['match', 'games', 'score of the first', 'W / D / L', 'target', 'avg plies', 'how the games ended'],
  r.ladder.map((m) => [
    `${m.a} vs ${m.b}`,
    m.games.length,
    pct(m.score / Math.max(1, m.games.length)),
    `${m.wins} / ${m.draws} / ${m.losses}`,
    `≥ ${pct(m.target)}`,
    m.averagePlies.toFixed(0),
    Object.entries(m.terminations)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  ]),
)}

### Average centipawn loss

The same ${r.acpl.levels[0]?.positions ?? 0} positions for every level: drawn at random from the games between levels
(forced moves left out) and kept if the game was still open (judged within ±1000 cp; ${r.acpl.sampled}
drawn in all). Each level chooses its move there (\`chooseMove\`, the game's moves as history),
and a single-line search of ${r.judgeNodes.toLocaleString('en')} nodes (about ${Math.round(r.judgeNodes / 90_000)}× a level's whole MultiPV search) judges
the position before and after the move, evaluations clamped to ±1000 cp as Lichess does.
"Own search" is the loss by the level's own MultiPV search over all its moves in the ladder
games (capped at 1000 cp per move, so a missed mate counts fully).

${table(
  ['level', 'ACPL (judge)', 'median', "judge's best move", 'mistakes 100–299', 'blunders ≥ 300', 'ACPL (own search, games)', 'starting-point target'],
  r.acpl.levels.map((l) => [
    l.level,
    l.acpl.toFixed(0),
    l.median.toFixed(0),
    pct(l.bestRate),
    pct(l.mistakeRate),
    pct(l.blunderRate),
    `${l.policyAcpl.toFixed(0)} (${l.policyMoves} moves)`,
    `${ACPL_TARGETS[l.level][0]}–${ACPL_TARGETS[l.level][1]}`,
  ]),
)}

### Puzzles

Lichess puzzles (CC0) read from \`../shared/data/lichess-puzzles/puzzles.csv\` (never copied
here), Popularity > 50 and NbPlays > 100, the same random sample per band on every run,
each puzzle tried with several seeds. A level solves a puzzle if \`chooseMove\` (with the
moves so far as history) finds every solver move; any mating move is accepted, as on
Lichess. Target: about half of its own band, more below it, fewer above.

${table(
  ['level', ...(r.puzzles[0]?.rates.map((x) => `band ${x.band} (${x.total} tries)`) ?? [])],
  r.puzzles.map((row) => [row.level, ...row.rates.map((x) => pct(x.solved / Math.max(1, x.total)))]),
)}

### Latency with 20 AI games at once

20 games in parallel (Easy, Medium, Hard in turn) on a fresh pool; the child side plays a
random legal move after "thinking"; each AI move is timed from the \`chooseMove\` call
(queue wait included). "With pause" is what the child sees: the game service waits a
natural 150–400 ms at least, so it is max(engine, pause). The event-loop delay of the main
thread is measured meanwhile (\`perf_hooks.monitorEventLoopDelay\`). The stress rows have
no thinking time at all: every game asks again as soon as it is answered, far more than 20
children can. Targets: p95 with the pause < 1 s, event-loop p99 < 20 ms.

${table(
  ['pool', 'children think', 'AI moves', 'engine p50', 'engine p95', 'with pause p50', 'with pause p95', 'event loop p99 / max', 'errors'],
  r.latency.map((t) => [
    t.poolSize,
    t.thinking,
    t.moves,
    `${t.engineP50.toFixed(0)} ms`,
    `${t.engineP95.toFixed(0)} ms`,
    `${t.totalP50.toFixed(0)} ms`,
    `${t.totalP95.toFixed(0)} ms`,
    `${t.loopP99.toFixed(1)} / ${t.loopMax.toFixed(0)} ms`,
    t.errors,
  ]),
)}

### Targets missed in this run

${misses.length === 0 ? 'None.' : misses.map((m) => `- ${m}`).join('\n')}
`;
}

/** Everything after this line in docs/ai-levels.md is written by hand and kept on every rewrite. */
export const NOTES_MARKER = '<!-- Hand-written notes below: kept when the calibration bench rewrites this file. -->';

export function writeAiLevelsDoc(file: string, report: CalibrationReport): void {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = previous.indexOf(NOTES_MARKER);
  const notes = at >= 0 ? previous.slice(at) : `${NOTES_MARKER}\n\n## Notes\n`;
  writeFileSync(file, `${renderAiLevelsDoc(report)}\n${notes.trimEnd()}\n`);
}
