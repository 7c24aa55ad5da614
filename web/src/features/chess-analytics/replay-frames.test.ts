import { describe, expect, it } from 'vitest';
import { OPERA_GAME } from './famous-game';
import { replayFrames, stepIntervalMs } from './replay-frames';

describe('replay frames', () => {
  it('replays the famous game to its checkmate and marks captures', () => {
    const frames = replayFrames(OPERA_GAME.moves);
    expect(frames).toHaveLength(OPERA_GAME.moves.length + 1);
    expect(frames.at(-1)!.san).toBe('Rd8#');
    expect(
      frames
        .filter((f) => f.capture)
        .map((f) => f.san)
        .slice(0, 3),
    ).toEqual(['dxe5', 'Bxf3', 'Qxf3']);
  });
  it('steps every 1000/speed ms', () => {
    expect([0.5, 1, 2].map((s) => stepIntervalMs(s as 0.5 | 1 | 2))).toEqual([2000, 1000, 500]);
  });
});
