import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { applyGameDelta, gameDeltaSchema, toGameDelta, type GameMove, type MultiplayerGame } from './multiplayer';

/** A real game after `plies` legal moves (a fixed choice each time), as the server would send it. */
function gameAfter(plies: number): MultiplayerGame {
  const chess = new Chess();
  const moves: GameMove[] = [];
  for (let ply = 1; ply <= plies; ply++) {
    const legal = chess.moves({ verbose: true });
    if (legal.length === 0) break;
    const move = legal[(ply * 7) % legal.length];
    chess.move(move!);
    moves.push({
      ply,
      san: move!.san,
      uci: move!.lan,
      timeTakenMs: 1200,
      whiteTimeLeftMs: 598_000 - ply * 100,
      blackTimeLeftMs: 597_000 - ply * 100,
    });
  }
  return {
    id: '8c6f3e2a-3b1d-4c5e-9f7a-1b2c3d4e5f60',
    number: 12,
    gameStatus: 'active',
    whitePlayerId: 'a4b7c1d2-0000-4000-8000-000000000001',
    blackPlayerId: 'a4b7c1d2-0000-4000-8000-000000000002',
    whitePlayerName: 'BraveKnight42',
    blackPlayerName: 'HappyBishop49',
    whiteRating: 612,
    blackRating: 598,
    whiteProvisional: true,
    blackProvisional: true,
    whiteTimeLeft: 590_000,
    blackTimeLeft: 589_000,
    timeControl: 600,
    currentTurn: chess.turn() === 'w' ? 'white' : 'black',
    fen: chess.fen(),
    moves,
    lastMove: moves.length ? { from: moves.at(-1)!.uci.slice(0, 2), to: moves.at(-1)!.uci.slice(2, 4) } : null,
    result: null,
    termination: null,
    winnerId: null,
    drawOfferedBy: null,
    firstMoveDeadline: null,
    version: moves.length + 1,
    myColor: null,
    whiteRatingAfter: null,
    blackRatingAfter: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    serverNow: '2026-11-24T10:05:00.000Z',
  };
}

// The pushes' JSON is ASCII here (usernames, SAN, FEN), so its length is its size in bytes.
const bytes = (value: unknown) => JSON.stringify(value).length;

describe('game deltas (decision 028)', () => {
  it('are the same size at ply 80 as at ply 2, where the whole game grows with every move', () => {
    const [early, late] = [gameAfter(2), gameAfter(80)];
    expect(late.moves).toHaveLength(80);
    const [earlyDelta, lateDelta] = [toGameDelta(early), toGameDelta(late)];
    expect(gameDeltaSchema.parse(lateDelta)).toEqual(lateDelta);
    // Only numbers and a move's letters differ (and the FEN, a fixed-length board).
    expect(Math.abs(bytes(lateDelta) - bytes(earlyDelta))).toBeLessThanOrEqual(24);
    expect(bytes(late) - bytes(early)).toBeGreaterThan(78 * 80);
  });

  it('apply in order, append the move, and ask for the whole game after a gap', () => {
    const game = gameAfter(40);
    const before = { ...game, moves: game.moves.slice(0, 39), version: game.version - 1 };
    const next = applyGameDelta(before, toGameDelta(game));
    expect(next).toEqual(game);
    // The same delta again (the answer after the push): nothing changes.
    expect(applyGameDelta(game, toGameDelta(game))).toBe(game);
    // A change without a move (a draw offer): the moves stay.
    const offered = { ...game, drawOfferedBy: 'white' as const, version: game.version + 1 };
    expect(applyGameDelta(game, toGameDelta(offered))).toEqual(offered);
    // One change missed: null, the caller reads the whole game.
    const twoAhead = gameAfter(42);
    expect(applyGameDelta(before, toGameDelta(twoAhead))).toBeNull();
    expect(applyGameDelta(undefined, toGameDelta(game))).toBeNull();
    expect(applyGameDelta({ ...before, id: 'another' }, toGameDelta(game))).toBeNull();
  });
});
