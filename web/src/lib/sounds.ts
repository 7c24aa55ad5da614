import type { ChildSettings } from '@chess-quest/protocol/customization';
// chess-console's sound sprite (© Stefan Haack, shaack.com; CC BY 4.0), shipped unchanged:
// ASSET-LICENSES.md. Vite serves it from our own origin; nothing is fetched from outside.
import spriteUrl from './audio/chess-console-sounds.mp3?url';

/**
 * The one sound module: every sound of the app goes through `playSound`, gated by the
 * child's saved sound settings. The sounds are slices of one recorded sprite, fetched and
 * decoded the first time a sound is wanted (so the very first sound comes a moment late);
 * where a browser cannot have it, a short soft tone made with Web Audio stands in.
 */
export type SoundName = 'move' | 'capture' | 'check' | 'celebration';

// Silent until the child's saved settings arrive (appearance-sync), so a reward in the first
// moment after a page loads never chimes for a child who turned sound off.
let settings: ChildSettings['sounds'] = { enabled: false, volume: 70, move: true, capture: true, check: true, celebration: true };
let context: AudioContext | null = null;
let sprite: Promise<AudioBuffer | null> | null = null;

export function setSoundSettings(next: ChildSettings['sounds']): void {
  settings = next;
  if (next.enabled) prepareAudio();
}

let preparing = false;

/**
 * Makes the audio context (~40 ms of a phone's main thread, 250 ms at a 6× slower CPU) and
 * fetches the sprite in a quiet moment after the child's first tap, instead of inside the tap
 * that plays the first sound: the move a child makes then shows without waiting for it
 * (issue 29). After a tap, so the context is allowed to start.
 */
function prepareAudio(): void {
  if (preparing || typeof window === 'undefined' || !window.AudioContext || typeof window.addEventListener !== 'function') return;
  preparing = true;
  const prepare = () => {
    try {
      context ??= new window.AudioContext();
      void decodedSprite(context);
    } catch {
      // No audio here: playSound stays silent too.
    }
  };
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(prepare, { timeout: 1000 }) : setTimeout(prepare, 0);
  window.addEventListener('pointerdown', idle, { once: true, capture: true, passive: true });
  window.addEventListener('keydown', idle, { once: true, capture: true, passive: true });
}

/** Where each sound lies in the sprite, in seconds (chess-console's own slice table). */
export const SPRITE_SLICES: Record<SoundName, { offset: number; duration: number }> = {
  move: { offset: 4.5, duration: 0.2 },
  capture: { offset: 6.3, duration: 0.2 },
  check: { offset: 3.6, duration: 0.45 },
  celebration: { offset: 0.9, duration: 1.8 }, // "game won"
};

/** The stand-in tones (Hz, s): soft, short and never startling. */
const TUNES: Record<SoundName, { notes: number[]; length: number; type: OscillatorType }> = {
  move: { notes: [520], length: 0.07, type: 'sine' },
  capture: { notes: [330, 262], length: 0.08, type: 'triangle' },
  check: { notes: [660, 660], length: 0.09, type: 'square' },
  celebration: { notes: [523, 659, 784, 1047], length: 0.12, type: 'triangle' },
};

/** The sprite decoded once per page; null when it cannot be had (the tones stand in). */
function decodedSprite(audio: AudioContext): Promise<AudioBuffer | null> {
  sprite ??= fetch(spriteUrl)
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(`sound sprite: ${response.status}`))))
    .then((bytes) => audio.decodeAudioData(bytes))
    .catch(() => null);
  return sprite;
}

function playSlice(audio: AudioContext, buffer: AudioBuffer, name: SoundName, peak: number): void {
  const { offset, duration } = SPRITE_SLICES[name];
  const source = audio.createBufferSource();
  source.buffer = buffer;
  const gain = audio.createGain();
  gain.gain.value = peak;
  source.connect(gain);
  gain.connect(audio.destination);
  source.start(0, offset, duration);
}

function playTone(audio: AudioContext, name: SoundName, peak: number): void {
  const start = audio.currentTime;
  const tune = TUNES[name];
  const gain = audio.createGain();
  gain.connect(audio.destination);
  tune.notes.forEach((frequency, i) => {
    const at = start + i * tune.length;
    const oscillator = audio.createOscillator();
    oscillator.type = tune.type;
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(peak * 0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + tune.length);
    oscillator.connect(gain);
    oscillator.start(at);
    oscillator.stop(at + tune.length);
  });
}

export function playSound(name: SoundName, override?: ChildSettings['sounds']): void {
  const current = override ?? settings;
  if (!current.enabled || !current[name] || current.volume === 0) return;
  const AudioCtor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioCtor) return;
  try {
    context ??= new AudioCtor();
    const audio = context;
    // A context made before the first tap starts suspended; a sound is always after one.
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
    const peak = current.volume / 100;
    void decodedSprite(audio).then((buffer) => {
      try {
        if (buffer) playSlice(audio, buffer, name, peak);
        else playTone(audio, name, peak);
      } catch {
        // Audio refused after all: stay silent.
      }
    });
  } catch {
    // A browser that refuses audio (no gesture yet, no device) simply stays silent.
  }
}
