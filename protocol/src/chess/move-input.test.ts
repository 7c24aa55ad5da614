import { Chess, SQUARES } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { moveToUci, parseMoveInput } from './move-input';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// White: Ke1, Ra1, Rh1, Nb1, Nf3, Bc4, pawns; black pawn on d5 takeable by e4; white pawn on b7 can promote.
const MIDDLE = 'r3k2r/1P3ppp/8/3p4/2B1P3/5N2/P4PPP/RN2K2R w KQkq - 0 1';
// White bishop on c4 and pawn on b3 can both reach... b-pawn vs bishop: "bxa4"? Use a position where both reach c4.
const B_AMBIGUOUS = '4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1';
const TWO_KNIGHTS = '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1';

function uci(fen: string, input: string): string {
  const result = parseMoveInput(fen, input);
  if (!result.ok) return `!${result.reason}`;
  return moveToUci(result.move);
}

describe('parseMoveInput', () => {
  it.each([
    [START, 'e4', 'e2e4'],
    [START, 'Nf3', 'g1f3'],
    [START, 'nf3', 'g1f3'],
    [START, 'NF3', 'g1f3'],
    [START, 'e2e4', 'e2e4'],
    [START, 'e2-e4', 'e2e4'],
    [START, 'E2E4', 'e2e4'],
    [START, 'Ng1f3', 'g1f3'],
    [START, ' e4 ', 'e2e4'],
    [START, '1. e4', 'e2e4'],
    [START, '♘f3', 'g1f3'],
    [MIDDLE, 'exd5', 'e4d5'],
    [MIDDLE, 'xd5', 'e4d5'],
    [MIDDLE, 'Bxd5', 'c4d5'],
    [MIDDLE, 'Bd5', 'c4d5'],
    [MIDDLE, 'bd5', 'c4d5'],
    [MIDDLE, 'Bb5+', 'c4b5'],
    [MIDDLE, 'O-O', 'e1g1'],
    [MIDDLE, '0-0', 'e1g1'],
    [MIDDLE, 'o-o', 'e1g1'],
    [MIDDLE, 'e1g1', 'e1g1'],
    [MIDDLE, 'b8=Q', 'b7b8q'],
    [MIDDLE, 'b8Q', 'b7b8q'],
    [MIDDLE, 'b8=N', 'b7b8n'],
    [MIDDLE, 'b7b8n', 'b7b8n'],
    [MIDDLE, 'bxa8=Q+', 'b7a8q'],
    [MIDDLE, 'b8', 'b7b8q'],
    [MIDDLE, 'b7b8', 'b7b8q'],
    [TWO_KNIGHTS, 'Nbd2', 'b1d2'],
    [TWO_KNIGHTS, 'Nfd2', 'f3d2'],
    [TWO_KNIGHTS, 'N1d2', 'b1d2'],
    [B_AMBIGUOUS, 'Bxc4', 'f1c4'],
    // Exactly as SAN writes it, "bxc4" is the pawn; only a case-less guess is ambiguous.
    [B_AMBIGUOUS, 'bxc4', 'b3c4'],
    [B_AMBIGUOUS, 'BXC4', 'f1c4'],
    [B_AMBIGUOUS, 'b4', 'b3b4'],
    [B_AMBIGUOUS, 'B4', 'b3b4'],
    [TWO_KNIGHTS, 'Nd2', '!ambiguous'],
    [START, 'e5', '!illegal'],
    [START, 'Ke2', '!illegal'],
    [START, 'O-O', '!illegal'],
    [START, 'e2e5', '!illegal'],
    [START, 'Ne2e4', '!illegal'],
    [START, 'e4=Q', '!illegal'],
    [START, 'hello', '!malformed'],
    [START, '', '!malformed'],
    [START, 'z9', '!malformed'],
    [START, 'Nf9', '!malformed'],
    ['not a fen', 'e4', '!invalid-position'],
  ])('in %s, %j is %s', (fen, input, expected) => {
    expect(uci(fen, input)).toBe(expected);
  });

  it('accepts lesson positions without kings', () => {
    expect(uci('8/8/8/8/8/8/8/R7 w - - 0 1', 'Ra8')).toBe('a1a8');
  });

  it('reports a defaulted promotion so a board can ask which piece instead', () => {
    const typed = parseMoveInput(MIDDLE, 'b8');
    expect(typed.ok && typed.promotionDefaulted).toBe(true);
    const named = parseMoveInput(MIDDLE, 'b8=R');
    expect(named.ok && named.promotionDefaulted).toBe(false);
    expect(uci(MIDDLE, 'b8') === 'b7b8q').toBe(true);
    const rook = parseMoveInput(MIDDLE, 'b8', { defaultPromotion: 'r' });
    expect(rook.ok && moveToUci(rook.move)).toBe('b7b8r');
  });

  it('names the squares of an illegal move so it can be explained', () => {
    expect(parseMoveInput(START, 'Bb5')).toMatchObject({ ok: false, reason: 'illegal', from: 'f1', to: 'b5' });
    expect(parseMoveInput(START, 'e2e5')).toMatchObject({ ok: false, reason: 'illegal', from: 'e2', to: 'e5' });
    expect(parseMoveInput(START, 'O-O')).toMatchObject({ ok: false, reason: 'illegal', from: 'e1', to: 'g1' });
    // Two knights could be meant: no single from square.
    const knight = parseMoveInput(START, 'Nd4');
    expect(knight).toMatchObject({ ok: false, reason: 'illegal', to: 'd4' });
    expect(knight.ok === false && knight.from).toBeUndefined();
  });

  it('lists the candidates of an ambiguous move', () => {
    const result = parseMoveInput(TWO_KNIGHTS, 'Nd2');
    expect(result.ok === false && result.candidates?.map(moveToUci).sort()).toEqual(['b1d2', 'f3d2']);
  });

  it('returns the chess.js move with its SAN', () => {
    const result = parseMoveInput(START, 'g1f3');
    expect(result.ok && result.move.san).toBe('Nf3');
  });

  it('plays UCI, castling and exact SAN straight away with the same move the full reading finds', () => {
    // Random games through castling, captures, en passant and promotions: every legal move, written either
    // way, reads as that very move (all its fields); a square pair that is no move is refused.
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
    const wrong: string[] = [];
    let checked = 0;
    const promotions = '1n2k3/PPP4P/8/8/8/8/ppp4p/1N2K3 w - - 0 1';
    for (const start of [START, START, MIDDLE, promotions, promotions]) {
      const chess = new Chess(start);
      for (let ply = 0; ply < 80 && !chess.isGameOver(); ply += 1) {
        const fen = chess.fen();
        const legal = chess.moves({ verbose: true });
        for (const move of legal) {
          const inputs: [string, boolean][] = [[move.lan, false]];
          // "B7e6" (of two bishops on one file) reads as the squares b7-e6, as it always has.
          if (!/^B[1-8][a-h][1-8]/.test(move.san)) inputs.push([move.san, false]);
          if (move.promotion === 'q') inputs.push([`${move.from}${move.to}`, true]);
          for (const [text, promotionDefaulted] of inputs) {
            const parsed = parseMoveInput(fen, text);
            if (!parsed.ok || !same(parsed.move, move) || parsed.promotionDefaulted !== promotionDefaulted) wrong.push(`${fen} ${text}`);
          }
          checked += 1;
        }
        const from = SQUARES[Math.floor(random() * 64)]!;
        const to = SQUARES[Math.floor(random() * 64)]!;
        if (!legal.some((m) => m.from === from && m.to === to)) {
          const parsed = parseMoveInput(fen, `${from}${to}`);
          if (!same(parsed, { ok: false, reason: 'illegal', from, to })) wrong.push(`${fen} ${from}${to}`);
        }
        chess.move(legal[Math.floor(random() * legal.length)]!);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(2_000);
  });
});
