import type { ChildSettings } from '@chess-quest/protocol/customization';

/**
 * The one sound module: every sound of the app goes through `playSound`. The sounds are
 * short tones made with the Web Audio API in the browser (no files, nothing downloaded),
 * gated by the child's saved sound settings.
 */
export type SoundName = 'move' | 'capture' | 'check' | 'celebration';

let settings: ChildSettings['sounds'] = { enabled: true, volume: 70, move: true, capture: true, check: true, celebration: true };
let context: AudioContext | null = null;

export function setSoundSettings(next: ChildSettings['sounds']): void {
  settings = next;
}

/** Notes (Hz) and lengths (s) of each sound: soft, short and never startling. */
const TUNES: Record<SoundName, { notes: number[]; length: number; type: OscillatorType }> = {
  move: { notes: [520], length: 0.07, type: 'sine' },
  capture: { notes: [330, 262], length: 0.08, type: 'triangle' },
  check: { notes: [660, 660], length: 0.09, type: 'square' },
  celebration: { notes: [523, 659, 784, 1047], length: 0.12, type: 'triangle' },
};

export function playSound(name: SoundName, override?: ChildSettings['sounds']): void {
  const current = override ?? settings;
  if (!current.enabled || !current[name] || current.volume === 0) return;
  const AudioCtor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioCtor) return;
  try {
    context ??= new AudioCtor();
    const start = context.currentTime;
    const tune = TUNES[name];
    const gain = context.createGain();
    gain.connect(context.destination);
    const peak = (current.volume / 100) * 0.25;
    tune.notes.forEach((frequency, i) => {
      const at = start + i * tune.length;
      const oscillator = context!.createOscillator();
      oscillator.type = tune.type;
      oscillator.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(peak, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tune.length);
      oscillator.connect(gain);
      oscillator.start(at);
      oscillator.stop(at + tune.length);
    });
  } catch {
    // A browser that refuses audio (no gesture yet, no device) simply stays silent.
  }
}
