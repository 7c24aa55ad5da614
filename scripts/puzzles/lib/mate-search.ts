import { Chess } from 'chess.js';

/**
 * Exhaustive mate search with chess.js: no engine, no heuristics, every legal move is tried.
 * Used by the generator to PROVE a mate the engine found, and by the library test to re-prove
 * every shipped mate. chess.js writes '#' in the SAN of a mating move, so a mate in 1 is one
 * move generation; the SAN list (`moves()`) is far cheaper than the verbose one.
 */

function uciOfSan(chess: Chess, san: string): string {
  const move = chess.move(san);
  chess.undo();
  return `${move.from}${move.to}${move.promotion ?? ''}`;
}

function hasMateInOne(chess: Chess): boolean {
  return chess.moves().some((san) => san.endsWith('#'));
}

/** Every move (UCI) that checkmates at once. */
export function mateInOneMoves(chess: Chess): string[] {
  return chess
    .moves()
    .filter((san) => san.endsWith('#'))
    .map((san) => uciOfSan(chess, san));
}

/**
 * Every first move (UCI) after which each legal defence allows a mate in 1. Moves that mate at
 * once are not included (a mate in 1 is not a mate in 2). Stops after `stopAfter` moves.
 */
export function mateInTwoFirstMoves(chess: Chess, stopAfter = Infinity): string[] {
  const found: string[] = [];
  for (const san of chess.moves()) {
    if (san.endsWith('#')) continue;
    chess.move(san);
    const defences = chess.moves();
    // No defence at all and no mate: stalemate, which is not a win.
    let forced = defences.length > 0;
    for (const defence of defences) {
      if (!forced) break;
      chess.move(defence);
      forced = hasMateInOne(chess);
      chess.undo();
    }
    chess.undo();
    if (forced) {
      found.push(uciOfSan(chess, san));
      if (found.length >= stopAfter) break;
    }
  }
  return found;
}

/** The defences (UCI) after which the mating side has exactly one mate in 1. */
export function defencesWithUniqueMate(chess: Chess): { defence: string; mate: string }[] {
  const out: { defence: string; mate: string }[] = [];
  for (const defence of chess.moves()) {
    const move = chess.move(defence);
    const mates = mateInOneMoves(chess);
    chess.undo();
    const mate = mates[0];
    if (mates.length === 1 && mate) out.push({ defence: `${move.from}${move.to}${move.promotion ?? ''}`, mate });
  }
  return out;
}

export type MateProof = { ok: true } | { ok: false; reason: string };

function play(chess: Chess, uci: string): boolean {
  try {
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    return true;
  } catch {
    return false;
  }
}

/**
 * Proves that `line` (child, reply, child, …) is a forced mate in `mateIn` (1 or 2) from `fen`,
 * and that every child move of it is the ONLY move that mates in the moves left:
 * - mate in 1: exactly one legal move mates, and it is `line[0]`;
 * - mate in 2: no move mates at once, exactly one first move forces mate next move whatever the
 *   defence, it is `line[0]`, `line[1]` is a legal defence, and after it `line[2]` is the only mate.
 */
export function proveMateLine(fen: string, line: readonly string[], mateIn: number): MateProof {
  const chess = new Chess(fen);
  if (mateIn === 1) {
    if (line.length !== 1) return { ok: false, reason: `a mate in 1 has 1 move, not ${line.length}` };
    const mates = mateInOneMoves(chess);
    if (mates.length !== 1) return { ok: false, reason: `${mates.length} moves mate in 1 (${mates.join(' ')})` };
    if (mates[0] !== line[0]) return { ok: false, reason: `the mate is ${mates[0]}, not ${line[0]}` };
    return { ok: true };
  }
  if (mateIn === 2) {
    if (line.length !== 3) return { ok: false, reason: `a mate in 2 has 3 moves, not ${line.length}` };
    const quick = mateInOneMoves(chess);
    if (quick.length > 0) return { ok: false, reason: `there is a mate in 1 (${quick.join(' ')})` };
    const firsts = mateInTwoFirstMoves(chess, 2);
    if (firsts.length !== 1) return { ok: false, reason: `${firsts.length === 0 ? 'no' : 'several'} first moves mate in 2 (${firsts.join(' ')})` };
    if (firsts[0] !== line[0]) return { ok: false, reason: `the mating first move is ${firsts[0]}, not ${line[0]}` };
    if (!play(chess, line[0] as string)) return { ok: false, reason: `${line[0]} is illegal` };
    if (!play(chess, line[1] as string)) return { ok: false, reason: `the defence ${line[1]} is illegal` };
    const mates = mateInOneMoves(chess);
    if (mates.length !== 1 || mates[0] !== line[2]) {
      return { ok: false, reason: `after the defence the mates are (${mates.join(' ')}), expected only ${line[2]}` };
    }
    return { ok: true };
  }
  return { ok: false, reason: `mate in ${mateIn} is not searched` };
}
