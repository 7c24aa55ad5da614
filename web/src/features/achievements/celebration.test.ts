import { describe, expect, it } from 'vitest';
import { celebrationText } from './celebration';
import { presetShareText } from '../../components/share/share-dialog';

describe('what the child reads', () => {
  it('names the reward and what it paid, and leaves out what it did not', () => {
    const base = { childId: 'c', icon: 'trophy', at: '2026-11-23T10:00:00.000Z' };
    expect(celebrationText({ ...base, kind: 'achievement', title: 'First Step', points: 10, xp: 25 })).toEqual({
      title: 'Achievement unlocked!',
      description: 'First Step (+10 points · +25 XP)',
    });
    expect(celebrationText({ ...base, kind: 'badge', title: 'Giant Slayer', points: 0, xp: 0 })).toEqual({ title: 'New badge!', description: 'Giant Slayer' });
  });

  it('presets the share text with the title and description (spec §5)', () => {
    expect(presetShareText({ title: 'First Step', description: 'Finish your first lesson step.' })).toBe(
      'I earned "First Step" on Chess Quest! Finish your first lesson step.',
    );
    expect(presetShareText({ type: 'story', title: 'The Morning the Board Froze', description: 'Wake the board.' })).toBe(
      'I finished "The Morning the Board Froze" on Chess Quest! Wake the board.',
    );
  });
});
