import { beforeEach, describe, expect, it } from 'vitest';
import { celebrate, MAX_WAITING, useCelebrationStore } from './celebration-store';

const state = () => useCelebrationStore.getState();
const titles = () => [state().current?.title, ...state().waiting.map((c) => c.title)];

describe('the celebration queue', () => {
  beforeEach(() => useCelebrationStore.setState({ current: null, waiting: [] }));

  it('shows a burst one after the other, none wiping out the one on screen', () => {
    celebrate({ title: 'Achievement unlocked!', description: 'First Step' });
    celebrate({ title: 'New badge!', description: 'Giant Slayer' });
    celebrate({ title: 'XP level up!', description: 'XP level 2' });
    expect(titles()).toEqual(['Achievement unlocked!', 'New badge!', 'XP level up!']);
    state().dismiss(state().current!.id);
    expect(titles()).toEqual(['New badge!', 'XP level up!']);
    // A stale dismiss (an old timer) changes nothing.
    state().dismiss(-1);
    expect(titles()).toEqual(['New badge!', 'XP level up!']);
    state().dismiss(state().current!.id);
    state().dismiss(state().current!.id);
    expect(state().current).toBeNull();
  });

  it("keeps every celebration of a won game's burst, in order", () => {
    // A child's first win on Easy: what one ai.game.finished fact can bring at once.
    const burst = [
      'Robot Friend',
      'First Victory',
      'White Knight',
      'Safe King',
      'Queen Finish',
      'Checkmate Collector',
      'Collector',
      'Collector (badge)',
      'Treasure Finder',
      'Beat the Robot',
      'Level 2',
      'Rising Star',
    ];
    for (const title of burst) celebrate({ title, description: '' });
    const shown: string[] = [];
    while (state().current) {
      shown.push(state().current!.title);
      state().dismiss(state().current!.id);
    }
    expect(shown).toEqual(burst);
  });

  it('keeps at most MAX_WAITING waiting, letting the oldest waiting ones go', () => {
    for (let i = 0; i <= MAX_WAITING + 2; i += 1) celebrate({ title: `R${i}`, description: '' });
    expect(state().current?.title).toBe('R0');
    expect(state().waiting.map((c) => c.title)).toEqual(Array.from({ length: MAX_WAITING }, (_, i) => `R${i + 3}`));
  });
});
