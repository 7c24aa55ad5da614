import type { ChildSettings } from '@chess-quest/protocol/customization';

/** The child's read-aloud voice and speed (saved with its settings), for every read-aloud button. */
let readAloud: ChildSettings['readAloud'] = { voice: null, rate: 1 };

export function setReadAloudSettings(next: ChildSettings['readAloud']): void {
  readAloud = next;
}

/** A calm pace for young listeners, scaled by the child's own speed. */
const BASE_RATE = 0.9;

export function applyReadAloudSettings(utterance: SpeechSynthesisUtterance, settings = readAloud): void {
  utterance.rate = BASE_RATE * settings.rate;
  if (settings.voice && typeof speechSynthesis !== 'undefined') {
    const voice = speechSynthesis.getVoices().find((v) => v.name === settings.voice);
    if (voice) utterance.voice = voice;
  }
}
