import { describe, expect, it } from 'vitest';
import { voiceFor } from './speech';

const voice = (name: string, lang: string, isDefault = false) => ({ name, lang, default: isDefault }) as SpeechSynthesisVoice;
const voices = [voice('Samantha', 'en-US', true), voice('Daniel', 'en-GB'), voice('Mónica', 'es-ES'), voice('Paulina', 'es_MX')];

describe('voiceFor', () => {
  it("uses the child's chosen voice when it speaks the language", () => {
    expect(voiceFor('en', voices, 'Daniel')?.name).toBe('Daniel');
    expect(voiceFor('es', voices, 'Paulina')?.name).toBe('Paulina');
  });

  it("else a voice of the language (the device's default first), never one of another language", () => {
    expect(voiceFor('es', voices, 'Daniel')?.name).toBe('Mónica');
    expect(voiceFor('en', voices, null)?.name).toBe('Samantha');
  });

  it('is null when the device has no voice of the language', () => {
    expect(voiceFor('es', [voice('Samantha', 'en-US', true)], null)).toBeNull();
  });
});
