import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Web Audio: records what would be heard. */
function fakeAudio(decodes: boolean) {
  const heard: { kind: 'slice' | 'tone'; offset?: number; duration?: number; gain: number }[] = [];
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    decodeAudioData = (bytes: ArrayBuffer) => (decodes ? Promise.resolve({ bytes: bytes.byteLength }) : Promise.reject(new Error('cannot decode')));
    createGain() {
      const node = {
        gain: { value: 1, setValueAtTime: (v: number) => (node.gain.value = v), exponentialRampToValueAtTime: () => {} },
        connect: () => {},
      };
      return node;
    }
    createBufferSource() {
      return {
        buffer: null,
        connect: (gain: { gain: { value: number } }) => (this.lastGain = gain),
        start: (_at: number, offset: number, duration: number) => heard.push({ kind: 'slice', offset, duration, gain: this.lastGain!.gain.value }),
      };
    }
    createOscillator() {
      return {
        type: 'sine',
        frequency: { setValueAtTime: () => {} },
        connect: () => {},
        start: () => heard.push({ kind: 'tone', gain: 0 }),
        stop: () => {},
      };
    }
    lastGain: { gain: { value: number } } | null = null;
  }
  return { heard, FakeContext };
}

const on = { enabled: true, volume: 50, move: true, capture: true, check: true, celebration: true };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sound module', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('plays each sound as its slice of the recorded sprite, at the child’s volume, fetching the sprite once', async () => {
    const { heard, FakeContext } = fakeAudio(true);
    const fetch = vi.fn(() => Promise.resolve(new Response(new ArrayBuffer(8))));
    vi.stubGlobal('window', { AudioContext: FakeContext });
    vi.stubGlobal('fetch', fetch);
    const { playSound, SPRITE_SLICES } = await import('./sounds');
    playSound('capture', on);
    playSound('celebration', on);
    await settle();
    expect(heard).toEqual([
      { kind: 'slice', ...SPRITE_SLICES.capture, gain: 0.5 },
      { kind: 'slice', ...SPRITE_SLICES.celebration, gain: 0.5 },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0])).toContain('chess-console-sounds');
  });

  it('stays silent until the child’s saved settings arrive, then follows them', async () => {
    const { heard, FakeContext } = fakeAudio(true);
    vi.stubGlobal('window', { AudioContext: FakeContext });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(new ArrayBuffer(8)))),
    );
    const { playSound, setSoundSettings, SPRITE_SLICES } = await import('./sounds');
    playSound('celebration');
    await settle();
    expect(heard).toEqual([]);
    setSoundSettings(on);
    playSound('celebration');
    await settle();
    expect(heard).toEqual([{ kind: 'slice', ...SPRITE_SLICES.celebration, gain: 0.5 }]);
  });

  it('stays silent when sounds or that sound are off, or the volume is 0', async () => {
    const { heard, FakeContext } = fakeAudio(true);
    const fetch = vi.fn(() => Promise.resolve(new Response(new ArrayBuffer(8))));
    vi.stubGlobal('window', { AudioContext: FakeContext });
    vi.stubGlobal('fetch', fetch);
    const { playSound } = await import('./sounds');
    playSound('move', { ...on, enabled: false });
    playSound('check', { ...on, check: false });
    playSound('move', { ...on, volume: 0 });
    await settle();
    expect(heard).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a soft tone when the sprite cannot be decoded', async () => {
    const { heard, FakeContext } = fakeAudio(false);
    vi.stubGlobal('window', { AudioContext: FakeContext });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(new ArrayBuffer(8)))),
    );
    const { playSound } = await import('./sounds');
    playSound('move', on);
    await settle();
    expect(heard.map((h) => h.kind)).toEqual(['tone']);
  });

  it('makes the audio context and fetches the sprite in a quiet moment after the first tap, not in the tap that plays the first sound', async () => {
    const { heard, FakeContext } = fakeAudio(true);
    const made = vi.fn();
    class CountedContext extends FakeContext {
      constructor() {
        super();
        made();
      }
    }
    const listeners = new Map<string, () => void>();
    const idle: (() => void)[] = [];
    const fetch = vi.fn(() => Promise.resolve(new Response(new ArrayBuffer(8))));
    vi.stubGlobal('window', {
      AudioContext: CountedContext,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    });
    vi.stubGlobal('fetch', fetch);
    const { playSound, setSoundSettings, SPRITE_SLICES } = await import('./sounds');
    setSoundSettings(on);
    expect(made).not.toHaveBeenCalled();
    listeners.get('pointerdown')!();
    // Not in the tap itself: once the browser is idle.
    expect(made).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(made).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    playSound('move');
    await settle();
    expect(made).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([{ kind: 'slice', ...SPRITE_SLICES.move, gain: 0.5 }]);
  });
});
