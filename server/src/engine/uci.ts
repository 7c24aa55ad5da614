/**
 * UCI text in and out: pure functions, no engine, no I/O.
 *
 * Stockfish reports each principal variation as one `info` line, e.g.
 *   info depth 12 seldepth 18 multipv 2 score cp -31 nodes 80412 nps 912000 hashfull 12 time 88 pv e7e5 g1f3 b8c6
 *   info depth 9 seldepth 4 multipv 1 score mate 2 upperbound nodes 2210 time 3 pv d1d8 e8d8 ...
 * Scores are in centipawns (or moves to mate) from the point of view of the side to move.
 */

export interface UciInfo {
  depth: number;
  seldepth: number | null;
  /** 1 = best line. Absent from the line when MultiPV is 1; reported as 1 then. */
  multipv: number;
  scoreCp: number | null;
  /** Moves to mate: positive when the side to move mates, negative when it is mated. */
  mate: number | null;
  /** Set when the score is only a bound (the search was cut inside an aspiration window). */
  bound: 'lower' | 'upper' | null;
  nodes: number | null;
  pv: string[];
}

export interface UciBestMove {
  /** null when the engine answers `bestmove (none)` (no legal move). */
  move: string | null;
  ponder: string | null;
}

/** A move in UCI long algebraic notation: e2e4, e7e8q. */
export const UCI_MOVE = /^[a-h][1-8][a-h][1-8][qrbn]?$/;

export function isUciMove(text: string): boolean {
  return UCI_MOVE.test(text);
}

function intAt(tokens: readonly string[], index: number): number | null {
  const token = tokens[index];
  if (token === undefined || !/^-?\d+$/.test(token)) return null;
  return Number(token);
}

/**
 * Parses one `info` line that carries a score and a principal variation.
 * Returns null for every other line (`info string ...`, `info currmove ...`, `info depth 0 score mate 0`
 * without a pv, `bestmove`, option lists, ...), so it can be fed every line the engine prints.
 */
export function parseInfoLine(line: string): UciInfo | null {
  const tokens = line.trim().split(/\s+/);
  if (tokens[0] !== 'info') return null;
  let depth: number | null = null;
  let seldepth: number | null = null;
  let multipv = 1;
  let scoreCp: number | null = null;
  let mate: number | null = null;
  let bound: UciInfo['bound'] = null;
  let nodes: number | null = null;
  let pv: string[] | null = null;
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i];
    switch (token) {
      case 'string':
        // The rest of the line is free text.
        return null;
      case 'depth':
        depth = intAt(tokens, ++i);
        break;
      case 'seldepth':
        seldepth = intAt(tokens, ++i);
        break;
      case 'multipv':
        multipv = intAt(tokens, ++i) ?? 1;
        break;
      case 'nodes':
        nodes = intAt(tokens, ++i);
        break;
      case 'score': {
        const kind = tokens[i + 1];
        const value = intAt(tokens, i + 2);
        if (value === null || (kind !== 'cp' && kind !== 'mate')) return null;
        if (kind === 'cp') scoreCp = value;
        else mate = value;
        i += 2;
        if (tokens[i + 1] === 'lowerbound' || tokens[i + 1] === 'upperbound') {
          bound = tokens[i + 1] === 'lowerbound' ? 'lower' : 'upper';
          i += 1;
        }
        break;
      }
      case 'pv':
        pv = tokens.slice(i + 1).filter((t) => t.length > 0);
        i = tokens.length;
        break;
      // Every other field (time, nps, hashfull, tbhits, wdl a b c, currmove ...) is skipped with its value(s):
      // the numeric values are skipped as unknown tokens by the loop itself.
      default:
        break;
    }
  }
  if (depth === null || pv === null || pv.length === 0 || (scoreCp === null && mate === null)) return null;
  if (!pv.every(isUciMove)) return null;
  return { depth, seldepth, multipv, scoreCp, mate, bound, nodes, pv };
}

/** `bestmove e2e4 ponder e7e5` → { move: 'e2e4', ponder: 'e7e5' }; null if the line is not a bestmove line. */
export function parseBestMove(line: string): UciBestMove | null {
  const tokens = line.trim().split(/\s+/);
  if (tokens[0] !== 'bestmove' || tokens[1] === undefined) return null;
  const move = tokens[1] === '(none)' || tokens[1] === '0000' ? null : tokens[1];
  if (move !== null && !isUciMove(move)) return null;
  const ponder = tokens[2] === 'ponder' && tokens[3] !== undefined && isUciMove(tokens[3]) ? tokens[3] : null;
  return { move, ponder };
}

/**
 * The final set of lines of a search: for each MultiPV index the last reported line, best first.
 * A search cut by a node or time limit can end in the middle of an iteration; Stockfish then reports
 * every line again, the ones not yet re-searched with the previous depth, so the last line per index wins.
 */
export function finalLines(lines: readonly string[]): UciInfo[] {
  const byIndex = new Map<number, UciInfo>();
  for (const line of lines) {
    const info = parseInfoLine(line);
    if (info) byIndex.set(info.multipv, info);
  }
  return [...byIndex.values()].sort((a, b) => a.multipv - b.multipv);
}

export interface SearchLimits {
  depth?: number;
  nodes?: number;
  movetimeMs?: number;
}

/** The `go` command for the given limits; several limits combine (the first reached stops the search). */
export function goCommand(limits: SearchLimits): string {
  const parts = ['go'];
  if (limits.depth !== undefined) parts.push('depth', String(limits.depth));
  if (limits.nodes !== undefined) parts.push('nodes', String(limits.nodes));
  if (limits.movetimeMs !== undefined) parts.push('movetime', String(limits.movetimeMs));
  if (parts.length === 1) throw new Error('a search needs a depth, node or time limit');
  return parts.join(' ');
}

/** Large enough to sort every mate above every material score, small enough to add safely. */
export const MATE_SCORE_CP = 10_000;

/**
 * One number per score, in centipawns from the side to move's point of view: mate in n is
 * MATE_SCORE_CP - n (quicker mates score higher), being mated in n is -(MATE_SCORE_CP - n).
 * `mate 0` (the side to move is mated) is -MATE_SCORE_CP.
 */
export function scoreToCp(score: { scoreCp: number | null; mate: number | null }): number {
  if (score.mate !== null) {
    if (score.mate > 0) return MATE_SCORE_CP - score.mate;
    return -MATE_SCORE_CP - score.mate;
  }
  return score.scoreCp ?? 0;
}
