import { Chess } from 'chess.js';
import type { AnalysisLine, EnginePool } from '../../../server/src/engine/engine-pool';
import { seededRandom } from '@chess-quest/protocol/random';

/**
 * Engine self-play that produces positions worth scanning for tactics: a varied opening (any of
 * the engine's two lines that is close to the best), then mostly the engine's best move with, now
 * and then, a weaker one (the second line) or a random legal move — the blunders that tactics
 * punish. Every position comes with the scan analysis used to choose the move, so the generator
 * pays one shallow search per position. Deterministic for a given seed: the engine searches a
 * fixed node count after `ucinewgame`, and every random choice comes from the seeded generator.
 */

export interface SelfPlayOptions {
  seed: number;
  /** Nodes of the scan search at each position. */
  scanNodes: number;
  maxPlies: number;
  /** Chance of a random legal move once the opening is over. */
  blunderRate: number;
  /** Chance of the engine's second line instead of its first. */
  secondLineRate: number;
}

export interface ScannedPosition {
  fen: string;
  ply: number;
  lines: AnalysisLine[];
}

/** Seeded floats in [0, 1) (mulberry32, shared in protocol/src/random.ts). */
export const rng = seededRandom;

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function scoreOf(line: AnalysisLine): number {
  if (line.mate !== null) return line.mate > 0 ? 100_000 - line.mate : -100_000 - line.mate;
  return line.scoreCp ?? 0;
}

/** Plays one game and hands every position (with its scan lines) to `visit`; returns the plies played. */
export async function playScanGame(pool: EnginePool, options: SelfPlayOptions, visit: (position: ScannedPosition) => Promise<void>): Promise<number> {
  const random = rng(options.seed);
  const chess = new Chess();
  const openingPlies = 4 + Math.floor(random() * 8);
  let ply = 0;
  while (ply < options.maxPlies && !chess.isGameOver()) {
    const fen = chess.fen();
    const lines = await pool.analyse(fen, { multiPv: 2, nodes: options.scanNodes, timeoutMs: 60_000 });
    await visit({ fen, ply, lines });

    const legal = chess.moves({ verbose: false });
    const best = lines[0] as AnalysisLine;
    const second = lines[1];
    let uci = best.uci;
    const roll = random();
    if (ply < openingPlies) {
      // Any opening move the engine finds nearly as good: many different middlegames.
      if (second && scoreOf(best) - scoreOf(second) <= 60 && roll < 0.5) uci = second.uci;
      else if (roll > 0.85 && legal.length > 0) {
        const pick = legal[Math.floor(random() * legal.length)] as string;
        const move = chess.move(pick);
        chess.undo();
        // A random opening move only when it is not a plain blunder in the scan.
        if (Math.abs(scoreOf(best)) < 150) uci = `${move.from}${move.to}${move.promotion ?? ''}`;
      }
    } else if (roll < options.blunderRate && legal.length > 1) {
      const pick = legal[Math.floor(random() * legal.length)] as string;
      const move = chess.move(pick);
      chess.undo();
      uci = `${move.from}${move.to}${move.promotion ?? ''}`;
    } else if (second && roll < options.blunderRate + options.secondLineRate) {
      uci = second.uci;
    }
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    ply++;
  }
  return ply;
}
