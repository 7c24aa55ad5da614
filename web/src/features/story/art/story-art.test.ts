import { describe, expect, it } from 'vitest';
import { figureForSpeaker } from './piece-figures';
import { speakerName } from './story-art';
import { FALLBACK_SCENE, STORY_SCENES } from './story-scenes';

describe('story art', () => {
  it('has a scene for every art id the stories use, and a fallback for new ones', () => {
    const ids = ['castle', 'forest', 'river', 'mountain', 'throne-room', 'village', 'night-sky', 'library', 'bridge', 'tower'];
    for (const id of [...ids, 'meadow', 'snowfield', 'cave']) {
      expect(STORY_SCENES[id]?.label, id).toBeTruthy();
    }
    expect(STORY_SCENES['volcano']).toBeUndefined();
    expect(FALLBACK_SCENE.label.message).toMatch(/chessboard/);
  });

  it('draws the speaker as a chess piece, and nobody for the narrator', () => {
    expect(figureForSpeaker('narrator')).toBeNull();
    expect(figureForSpeaker('king-leo')).toEqual({ kind: 'king', color: 'white' });
    expect(figureForSpeaker('queen')).toEqual({ kind: 'queen', color: 'white' });
    expect(figureForSpeaker('dark-knight')).toEqual({ kind: 'knight', color: 'black' });
    expect(figureForSpeaker('pip')).toEqual({ kind: 'pawn', color: 'white' });
    expect(figureForSpeaker('sir-hop')).toEqual({ kind: 'knight', color: 'white' });
    expect(figureForSpeaker('shadow-king')).toEqual({ kind: 'king', color: 'black' });
    expect(figureForSpeaker('mystery-guest')).toEqual({ kind: 'pawn', color: 'white' });
  });

  it('writes speaker ids as names', () => {
    expect(speakerName('white-king')).toBe('White King');
    expect(speakerName('sir_rook')).toBe('Sir Rook');
    expect(speakerName('shadow-king')).toBe('The Shadow King');
  });
});
