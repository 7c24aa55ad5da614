import { Trans, useLingui } from '@lingui/react/macro';
import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { applyReadAloudSettings, speechLanguage, voiceFor } from '../../lib/speech';
import { Button } from '../ui/button';

function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
}

/**
 * Whether the device can read the app's language aloud: true until its voices are known
 * (some browsers list them only after a moment, with a voiceschanged event).
 */
function useHasVoiceForLanguage(supported: boolean): boolean {
  const [hasVoice, setHasVoice] = useState(true);
  const language = speechLanguage();
  useEffect(() => {
    if (!supported) return;
    const read = () => {
      const voices = window.speechSynthesis.getVoices();
      setHasVoice(voices.length === 0 || voiceFor(language, voices) !== null);
    };
    read();
    window.speechSynthesis.addEventListener('voiceschanged', read);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', read);
  }, [supported, language]);
  return hasVoice;
}

/**
 * The speaker button: reads `text` aloud with the browser's own voice, for a child who does not
 * read well yet. Pressing it again stops (aria-pressed tells which). Speech stops when the text changes (next page) and
 * when the button goes away. Browsers without speech synthesis get no button at all; a device
 * with no voice of the app's language says so kindly instead (issue 27).
 */
export function ReadAloudButton({ text, label: givenLabel }: { text: string; label?: string }) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Read aloud`;
  const [supported] = useState(speechAvailable);
  const [speakingText, setSpeakingText] = useState<string | null>(null);
  const speaking = speakingText === text;
  const hasVoice = useHasVoiceForLanguage(supported);

  useEffect(() => {
    if (!supported) return;
    return () => window.speechSynthesis.cancel();
  }, [supported, text]);

  if (!supported) return null;
  if (!hasVoice) {
    return (
      <p role="note" className="max-w-48 text-sm text-ink-muted" data-testid="no-voice-note">
        <Trans>This device has no voice in your language to read aloud yet.</Trans>
      </p>
    );
  }

  const toggle = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) {
      setSpeakingText(null);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    applyReadAloudSettings(utterance);
    const done = () => setSpeakingText((current) => (current === text ? null : current));
    utterance.onend = done;
    utterance.onerror = done;
    setSpeakingText(text);
    synth.speak(utterance);
  };

  return (
    <Button
      variant="outline"
      size="icon"
      onClick={toggle}
      aria-pressed={speaking}
      aria-label={label}
      title={speaking ? t`Stop reading` : label}
      className="shrink-0"
    >
      {speaking ? <VolumeX aria-hidden="true" className="size-6" /> : <Volume2 aria-hidden="true" className="size-6" />}
    </Button>
  );
}
