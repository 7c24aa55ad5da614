import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { applyReadAloudSettings } from '../../lib/speech';
import { Button } from '../ui/button';

function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
}

/**
 * The speaker button: reads `text` aloud with the browser's own voice, for a child who does not
 * read well yet. Pressing it again stops (aria-pressed tells which). Speech stops when the text changes (next page) and
 * when the button goes away. Browsers without speech synthesis get no button at all.
 */
export function ReadAloudButton({ text, label = 'Read aloud' }: { text: string; label?: string }) {
  const [supported] = useState(speechAvailable);
  const [speakingText, setSpeakingText] = useState<string | null>(null);
  const speaking = speakingText === text;

  useEffect(() => {
    if (!supported) return;
    return () => window.speechSynthesis.cancel();
  }, [supported, text]);

  if (!supported) return null;

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
      title={speaking ? 'Stop reading' : label}
      className="shrink-0"
    >
      {speaking ? <VolumeX aria-hidden="true" className="size-6" /> : <Volume2 aria-hidden="true" className="size-6" />}
    </Button>
  );
}
