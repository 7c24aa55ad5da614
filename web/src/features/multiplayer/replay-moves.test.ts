import { describe, expect, it } from 'vitest';
import { simplifiedMoveText } from '@chess-quest/protocol/chess/move-text';
import { replayMoves } from './replay-moves';

describe('replayMoves', () => {
  it('rebuilds piece and capture of each move from UCI', () => {
    const moves = replayMoves(['e2e4', 'd7d5', 'e4d5', 'g8f6'].map((uci) => ({ uci })));
    expect(moves.map(simplifiedMoveText)).toEqual(['e4', 'd5', 'xd5', 'Nf6']);
    expect(moves[2]?.captured).toBe('p');
  });

  it('stops at a move that cannot be played', () => {
    expect(replayMoves([{ uci: 'e2e4' }, { uci: 'e2e4' }])).toHaveLength(1);
  });
});
