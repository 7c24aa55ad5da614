import type { ChildSettings } from '@chess-quest/protocol/customization';
import { activeLocale } from './i18n';

/** The child's read-aloud voice and speed (saved with its settings), for every read-aloud button. */
let readAloud: ChildSettings['readAloud'] = { voice: null, rate: 1 };

export function setReadAloudSettings(next: ChildSettings['readAloud']): void {
  readAloud = next;
}

/** A calm pace for young listeners, scaled by the child's own speed. */
const BASE_RATE = 0.9;

/** The language texts are read in: the app's (the pseudo-locale is English). */
export function speechLanguage(): string {
  const locale = activeLocale();
  return locale === 'pseudo' ? 'en' : locale;
}

const speaks = (voice: SpeechSynthesisVoice, language: string) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === language;

/**
 * The voice to read `language` with (issue 27): the child's chosen voice when it speaks that
 * language, else the device's default voice for it, else its first one; null when the device
 * has no voice of that language (the read-aloud button then says so instead of reading Spanish
 * with an English voice).
 */
export function voiceFor(
  language: string,
  voices: readonly SpeechSynthesisVoice[],
  chosen: string | null = readAloud.voice,
): SpeechSynthesisVoice | null {
  const ofLanguage = voices.filter((voice) => speaks(voice, language));
  return ofLanguage.find((voice) => voice.name === chosen) ?? ofLanguage.find((voice) => voice.default) ?? ofLanguage[0] ?? null;
}

export function applyReadAloudSettings(utterance: SpeechSynthesisUtterance, settings = readAloud): void {
  utterance.rate = BASE_RATE * settings.rate;
  const language = speechLanguage();
  utterance.lang = language;
  if (typeof speechSynthesis !== 'undefined') {
    const voice = voiceFor(language, speechSynthesis.getVoices(), settings.voice);
    if (voice) utterance.voice = voice;
  }
}
