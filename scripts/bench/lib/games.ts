/** Games between AI levels (and a random mover), adjudicated with chess.js. */
import { Chess } from 'chess.js';
import { choosePolicyMove, LEVEL_PARAMS, type AiLevel, type EnginePool } from './engine';
import { hash, rng } from './stats';

export type PlayerName = AiLevel | 'random';

export interface MoveRecord {
  ply: number;
  fen: string;
  uci: string;
  player: PlayerName;
  /** What the level's own search said the move lost (policy view; null for the random mover). */
  policyLossCp: number | null;
  reason: string | null;
}

export type Termination = 'checkmate' | 'stalemate' | 'threefold' | 'fifty-moves' | 'insufficient-material' | 'adjudicated-eval' | 'ply-cap';

export interface GameRecord {
  white: PlayerName;
  black: PlayerName;
  /** 1 white wins, 0.5 draw, 0 black wins. */
  whiteScore: number;
  termination: Termination;
  plies: number;
  moves: MoveRecord[];
}

/**
 * A game of random legal moves exactly `plies` long, in SAN or LAN; with `unfinished` the game
 * must not be over after its last move either (so one more move can be played).
 */
export function randomGame(random: () => number, plies: number, notation: 'san' | 'lan', unfinished = false): string[] {
  for (;;) {
    const chess = new Chess();
    const moves: string[] = [];
    while (moves.length < plies && !chess.isGameOver()) {
      const legal = chess.moves({ verbose: true });
      const choice = legal[Math.floor(random() * legal.length)]!;
      chess.move(choice);
      moves.push(choice[notation]);
    }
    if (moves.length === plies && !(unfinished && chess.isGameOver())) return moves;
  }
}

export const MATE_CP = 10_000;
export function scoreCp(line: { scoreCp: number | null; mate: number | null }): number {
  if (line.mate !== null) return line.mate > 0 ? MATE_CP - line.mate : -MATE_CP - line.mate;
  return line.scoreCp ?? 0;
}

export interface GameRules {
  /** Stop at this many plies and judge by the engine (depth `judgeDepth`): ±`capMarginCp` decides. */
  maxPlies: number;
  judgeDepth: number;
  capMarginCp: number;
  /** Adjudicate a win when both levels' own searches give one side ≥ this for `resignPlies` plies in a row (0 = off). */
  resignCp: number;
  resignPlies: number;
}

export const DEFAULT_RULES: GameRules = { maxPlies: 200, judgeDepth: 14, capMarginCp: 200, resignCp: 1000, resignPlies: 10 };

export async function playGame(
  pool: EnginePool,
  white: PlayerName,
  black: PlayerName,
  seed: number,
  rules: GameRules = DEFAULT_RULES,
): Promise<GameRecord> {
  const chess = new Chess();
  const history: string[] = [];
  const moves: MoveRecord[] = [];
  const random = rng(hash(`random|${seed}`));
  let streak = 0;
  let streakSign = 0;
  const end = (whiteScore: number, termination: Termination): GameRecord => ({
    white,
    black,
    whiteScore,
    termination,
    plies: history.length,
    moves,
  });

  for (;;) {
    if (chess.isCheckmate()) return end(chess.turn() === 'w' ? 0 : 1, 'checkmate');
    if (chess.isStalemate()) return end(0.5, 'stalemate');
    if (chess.isInsufficientMaterial()) return end(0.5, 'insufficient-material');
    if (chess.isThreefoldRepetition()) return end(0.5, 'threefold');
    if (chess.isDrawByFiftyMoves()) return end(0.5, 'fifty-moves');
    const fen = chess.fen();
    const whiteToMove = chess.turn() === 'w';
    if (history.length >= rules.maxPlies) {
      const [best] = await pool.analyse(fen, { depth: rules.judgeDepth });
      const whiteCp = (best ? scoreCp(best) : 0) * (whiteToMove ? 1 : -1);
      return end(whiteCp >= rules.capMarginCp ? 1 : whiteCp <= -rules.capMarginCp ? 0 : 0.5, 'ply-cap');
    }
    const player = whiteToMove ? white : black;
    const legal = chess.moves({ verbose: true });
    let record: MoveRecord;
    if (player === 'random') {
      const move = legal[Math.floor(random() * legal.length)] ?? legal[0];
      if (!move) throw new Error('no legal move');
      record = { ply: history.length, fen, uci: `${move.from}${move.to}${move.promotion ?? ''}`, player, policyLossCp: null, reason: null };
    } else if (legal.length === 1) {
      const move = legal[0] as (typeof legal)[number];
      record = { ply: history.length, fen, uci: `${move.from}${move.to}${move.promotion ?? ''}`, player, policyLossCp: 0, reason: 'only-move' };
    } else {
      // Exactly what EnginePool.chooseMove does, with the evaluation kept for adjudication.
      const params = LEVEL_PARAMS[player];
      const lines = await pool.analyse(fen, { multiPv: params.multiPv, nodes: params.nodes });
      const choice = choosePolicyMove({ fen, candidates: lines, level: player, seed: seed + history.length, history });
      record = { ply: history.length, fen, uci: choice.uci, player, policyLossCp: choice.lossCp, reason: choice.reason };
      const best = lines[0];
      if (rules.resignPlies > 0 && best && white !== 'random' && black !== 'random') {
        const whiteCp = scoreCp(best) * (whiteToMove ? 1 : -1);
        const sign = whiteCp >= rules.resignCp ? 1 : whiteCp <= -rules.resignCp ? -1 : 0;
        streak = sign !== 0 && sign === streakSign ? streak + 1 : sign !== 0 ? 1 : 0;
        streakSign = sign;
        if (streak >= rules.resignPlies) {
          moves.push(record);
          return end(sign > 0 ? 1 : 0, 'adjudicated-eval');
        }
      }
    }
    moves.push(record);
    chess.move({ from: record.uci.slice(0, 2), to: record.uci.slice(2, 4), promotion: record.uci[4] });
    history.push(record.uci);
  }
}

export interface MatchResult {
  a: PlayerName;
  b: PlayerName;
  games: GameRecord[];
  /** A's points: wins + half the draws. */
  score: number;
  wins: number;
  draws: number;
  losses: number;
  terminations: Record<string, number>;
  averagePlies: number;
}

export function summarise(a: PlayerName, b: PlayerName, games: GameRecord[]): MatchResult {
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const terminations: Record<string, number> = {};
  for (const game of games) {
    const aScore = game.white === a ? game.whiteScore : 1 - game.whiteScore;
    if (aScore === 1) wins++;
    else if (aScore === 0) losses++;
    else draws++;
    terminations[game.termination] = (terminations[game.termination] ?? 0) + 1;
  }
  const averagePlies = games.reduce((s, g) => s + g.plies, 0) / Math.max(1, games.length);
  return { a, b, games, score: wins + draws / 2, wins, draws, losses, terminations, averagePlies };
}
