import { useEffect, useState, type ReactNode } from 'react';
import { ANIMATION_SPEEDS, CUSTOMIZATION_MESSAGES as MESSAGES, type ChildSettings } from '@chess-quest/protocol/customization';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { playSound, type SoundName } from '../../../lib/sounds';
import { applyReadAloudSettings } from '../../../lib/speech';
import { toast } from '../../../lib/toast';
import { useUpdateCustomization } from '../api/update-customization';

const SOUND_LABELS: Record<SoundName, string> = { move: 'Moves', capture: 'Captures', check: 'Check', celebration: 'Celebrations' };
const SPEED_LABELS: Record<(typeof ANIMATION_SPEEDS)[number], string> = { off: 'No sliding', slow: 'Slow', normal: 'Normal', fast: 'Fast' };

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input type="checkbox" className="size-6 accent-teal" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">{children}</CardContent>
    </Card>
  );
}

function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    const read = () => setVoices(speechSynthesis.getVoices().filter((v) => v.lang.startsWith('en')));
    read();
    speechSynthesis.addEventListener('voiceschanged', read);
    return () => speechSynthesis.removeEventListener('voiceschanged', read);
  }, []);
  return voices;
}

/** The child's own settings (sounds, board help, read-aloud), saved on the server per child. */
export function SettingsPanel({ settings }: { settings: ChildSettings }) {
  const [draft, setDraft] = useState(settings);
  const update = useUpdateCustomization();
  const voices = useVoices();
  const sounds = (change: Partial<ChildSettings['sounds']>) => setDraft({ ...draft, sounds: { ...draft.sounds, ...change } });

  const save = () =>
    update.mutate(
      { settings: draft },
      {
        onSuccess: () => toast({ title: MESSAGES.updatedTitle, description: 'Your settings have been saved.' }),
        onError: () => toast({ title: MESSAGES.failedTitle, description: MESSAGES.failedDescription, variant: 'destructive' }),
      },
    );
  const tryVoice = () => {
    if (typeof speechSynthesis === 'undefined') return;
    const utterance = new SpeechSynthesisUtterance('Hello! Let us play chess.');
    applyReadAloudSettings(utterance, draft.readAloud);
    speechSynthesis.speak(utterance);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Section title="Sounds">
        <Toggle label="Play sounds" checked={draft.sounds.enabled} onChange={(enabled) => sounds({ enabled })} />
        {(Object.keys(SOUND_LABELS) as SoundName[]).map((name) => (
          <div key={name} className="flex items-center justify-between gap-2">
            <Toggle label={SOUND_LABELS[name]} checked={draft.sounds[name]} onChange={(on) => sounds({ [name]: on })} />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => playSound(name, draft.sounds)}
              aria-label={`Listen to the ${SOUND_LABELS[name].toLowerCase()} sound`}
            >
              Listen
            </Button>
          </div>
        ))}
        <label className="grid gap-1">
          <span>Volume: {draft.sounds.volume}%</span>
          <input
            type="range"
            min={0}
            max={100}
            step={5}
            className="min-h-11 accent-teal"
            value={draft.sounds.volume}
            onChange={(e) => sounds({ volume: Number(e.target.value) })}
          />
        </label>
      </Section>
      <Section title="Board help">
        <Toggle
          label="Show dots where a piece can go"
          checked={draft.showLegalMoves}
          onChange={(showLegalMoves) => setDraft({ ...draft, showLegalMoves })}
        />
        <Toggle
          label="Show letters and numbers on the board"
          checked={draft.showCoordinates}
          onChange={(showCoordinates) => setDraft({ ...draft, showCoordinates })}
        />
        <label className="grid gap-1">
          <span>How pieces slide</span>
          <select
            className="min-h-11 rounded-lg border-2 border-line bg-paper px-3"
            value={draft.animationSpeed}
            onChange={(e) => setDraft({ ...draft, animationSpeed: e.target.value as ChildSettings['animationSpeed'] })}
          >
            {ANIMATION_SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {SPEED_LABELS[speed]}
              </option>
            ))}
          </select>
        </label>
      </Section>
      <Section title="Read aloud">
        <label className="grid gap-1">
          <span>Voice</span>
          <select
            className="min-h-11 rounded-lg border-2 border-line bg-paper px-3"
            value={draft.readAloud.voice ?? ''}
            onChange={(e) => setDraft({ ...draft, readAloud: { ...draft.readAloud, voice: e.target.value || null } })}
          >
            <option value="">The device’s voice</option>
            {voices.map((voice) => (
              <option key={voice.name} value={voice.name}>
                {voice.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span>Speed: {draft.readAloud.rate.toFixed(1)}×</span>
          <input
            type="range"
            min={0.5}
            max={1.5}
            step={0.1}
            className="min-h-11 accent-teal"
            value={draft.readAloud.rate}
            onChange={(e) => setDraft({ ...draft, readAloud: { ...draft.readAloud, rate: Number(e.target.value) } })}
          />
        </label>
        <Button variant="outline" onClick={tryVoice}>
          Try the voice
        </Button>
      </Section>
      <div className="lg:col-span-3">
        <Button size="lg" onClick={save} disabled={update.isPending}>
          Save my settings
        </Button>
      </div>
    </div>
  );
}
