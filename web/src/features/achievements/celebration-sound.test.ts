import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildSettings } from '@chess-quest/protocol/customization';
import type { RewardPush } from '@chess-quest/protocol/achievements';

// The browser's Web Audio, replaced by a recorder: how many audio contexts were opened and
// what was started on them. Nothing else is faked: the real sound module and its gate run.
let opened = 0;
let started = 0;
class RecordingAudioContext {
  currentTime = 0;
  state = 'running';
  destination = {};
  constructor() {
    opened += 1;
  }
  resume() {
    return Promise.resolve();
  }
  createGain() {
    return { gain: { value: 1, setValueAtTime() {}, exponentialRampToValueAtTime() {}, linearRampToValueAtTime() {} }, connect() {} };
  }
  createOscillator() {
    return { type: 'sine', frequency: { setValueAtTime() {} }, connect() {}, start: () => (started += 1), stop() {} };
  }
}

const reward: RewardPush = {
  kind: 'achievement',
  childId: 'c',
  title: 'First Step',
  icon: 'trophy',
  points: 10,
  xp: 25,
  at: '2026-11-23T10:00:00.000Z',
};
const on: ChildSettings['sounds'] = { enabled: true, volume: 70, move: true, capture: true, check: true, celebration: true };

/** A fresh copy of the sound module and the celebration (their module state starts over). */
async function fresh() {
  vi.resetModules();
  const sounds = await import('../../lib/sounds');
  const celebration = await import('./celebration');
  const { useCelebrationStore } = await import('../../stores/celebration-store');
  const store = () => useCelebrationStore.getState();
  return { ...sounds, ...celebration, banner: () => store().current, waiting: () => store().waiting };
}

describe('the celebration sound', () => {
  beforeEach(() => {
    opened = 0;
    started = 0;
    vi.stubGlobal('window', { AudioContext: RecordingAudioContext });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('plays when the child has sound and celebrations on', async () => {
    const { setSoundSettings, announceReward, banner } = await fresh();
    setSoundSettings(on);
    announceReward(reward, 10_000);
    expect(banner()?.title).toBe('Achievement unlocked!');
    expect(opened).toBe(1);
  });

  it('stays silent when sound is off, celebrations are off or the volume is 0, and still shows the banner', async () => {
    for (const settings of [
      { ...on, enabled: false },
      { ...on, celebration: false },
      { ...on, volume: 0 },
    ]) {
      const { setSoundSettings, announceReward, banner } = await fresh();
      setSoundSettings(settings);
      announceReward(reward, 10_000);
      expect(banner()?.description).toBe('First Step (+10 points · +25 XP)');
      expect(opened, JSON.stringify(settings)).toBe(0);
      expect(started).toBe(0);
    }
  });

  it('chimes once for a burst of rewards (each still shown), and again for the next one', async () => {
    const { announceReward, banner, waiting, CHIME_GAP_MS } = await fresh();
    let chimes = 0;
    const chime = () => (chimes += 1);
    announceReward(reward, 10_000, chime);
    announceReward({ ...reward, kind: 'badge', title: 'Giant Slayer' }, 10_010, chime);
    expect(banner()?.description).toMatch(/^First Step /);
    expect(waiting().map((c) => c.title)).toEqual(['New badge!']);
    announceReward({ ...reward, kind: 'level' }, 10_000 + CHIME_GAP_MS - 1, chime);
    expect(chimes).toBe(1);
    announceReward(reward, 10_000 + CHIME_GAP_MS + 5_000, chime);
    expect(chimes).toBe(2);
  });
});
