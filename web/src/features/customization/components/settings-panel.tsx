import { useEffect, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ANIMATION_SPEEDS, type ChildSettings } from '@chess-quest/protocol/customization';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { playSound, type SoundName } from '../../../lib/sounds';
import { applyReadAloudSettings, speechLanguage } from '../../../lib/speech';
import { toast } from '../../../lib/toast';
import { useUpdateCustomization } from '../api/update-customization';
import { MESSAGES } from '../words';

const SOUND_LABELS: Record<SoundName, MessageDescriptor> = {
  move: msg`Moves`,
  capture: msg`Captures`,
  check: msg`Check`,
  celebration: msg`Celebrations`,
};
/** "Listen to the moves sound": one sentence per sound, for the translator. */
const SOUND_LISTEN: Record<SoundName, MessageDescriptor> = {
  move: msg`Listen to the moves sound`,
  capture: msg`Listen to the captures sound`,
  check: msg`Listen to the check sound`,
  celebration: msg`Listen to the celebrations sound`,
};
const SPEED_LABELS: Record<(typeof ANIMATION_SPEEDS)[number], MessageDescriptor> = {
  off: msg`No sliding`,
  slow: msg`Slow`,
  normal: msg`Normal`,
  fast: msg`Fast`,
};

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

/** The device's voices in the language the app shows (lib/speech speechLanguage: a Spanish child picks among Spanish voices). */
function useVoices(language: string): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    const read = () => setVoices(speechSynthesis.getVoices().filter((v) => v.lang.toLowerCase().startsWith(language)));
    read();
    speechSynthesis.addEventListener('voiceschanged', read);
    return () => speechSynthesis.removeEventListener('voiceschanged', read);
  }, [language]);
  return voices;
}

/** The child's own settings (sounds, board help, read-aloud), saved on the server per child. */
export function SettingsPanel({ settings }: { settings: ChildSettings }) {
  const { t } = useLingui();
  const language = speechLanguage();
  const [draft, setDraft] = useState(settings);
  const update = useUpdateCustomization();
  const voices = useVoices(language);
  const volume = draft.sounds.volume;
  const rate = formatNumber(draft.readAloud.rate, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const sounds = (change: Partial<ChildSettings['sounds']>) => setDraft({ ...draft, sounds: { ...draft.sounds, ...change } });

  const save = () =>
    update.mutate(
      { settings: draft },
      {
        onSuccess: () => toast({ title: t(MESSAGES.updatedTitle), description: t`Your settings have been saved.` }),
        onError: () => toast({ title: t(MESSAGES.failedTitle), description: t(MESSAGES.failedDescription), variant: 'destructive' }),
      },
    );
  const tryVoice = () => {
    if (typeof speechSynthesis === 'undefined') return;
    const utterance = new SpeechSynthesisUtterance(t`Hello! Let us play chess.`);
    applyReadAloudSettings(utterance, draft.readAloud);
    speechSynthesis.speak(utterance);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Section title={t`Sounds`}>
        <Toggle label={t`Play sounds`} checked={draft.sounds.enabled} onChange={(enabled) => sounds({ enabled })} />
        {(Object.keys(SOUND_LABELS) as SoundName[]).map((name) => (
          <div key={name} className="flex items-center justify-between gap-2">
            <Toggle label={t(SOUND_LABELS[name])} checked={draft.sounds[name]} onChange={(on) => sounds({ [name]: on })} />
            <Button variant="ghost" size="sm" onClick={() => playSound(name, draft.sounds)} aria-label={t(SOUND_LISTEN[name])}>
              <Trans>Listen</Trans>
            </Button>
          </div>
        ))}
        <label className="grid gap-1">
          <span>
            <Trans>Volume: {volume}%</Trans>
          </span>
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
      <Section title={t`Board help`}>
        <Toggle
          label={t`Show dots where a piece can go`}
          checked={draft.showLegalMoves}
          onChange={(showLegalMoves) => setDraft({ ...draft, showLegalMoves })}
        />
        <Toggle
          label={t`Show letters and numbers on the board`}
          checked={draft.showCoordinates}
          onChange={(showCoordinates) => setDraft({ ...draft, showCoordinates })}
        />
        <label className="grid gap-1">
          <span>
            <Trans>How pieces slide</Trans>
          </span>
          <select
            className="min-h-11 rounded-lg border-2 border-line bg-paper px-3"
            value={draft.animationSpeed}
            onChange={(e) => setDraft({ ...draft, animationSpeed: e.target.value as ChildSettings['animationSpeed'] })}
          >
            {ANIMATION_SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {t(SPEED_LABELS[speed])}
              </option>
            ))}
          </select>
        </label>
      </Section>
      <Section title={t`Read aloud`}>
        <label className="grid gap-1">
          <span>
            <Trans>Voice</Trans>
          </span>
          <select
            className="min-h-11 rounded-lg border-2 border-line bg-paper px-3"
            value={draft.readAloud.voice ?? ''}
            onChange={(e) => setDraft({ ...draft, readAloud: { ...draft.readAloud, voice: e.target.value || null } })}
          >
            <option value="">{t`The device’s voice`}</option>
            {voices.map((voice) => (
              <option key={voice.name} value={voice.name}>
                {voice.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span>
            <Trans>Speed: {rate}×</Trans>
          </span>
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
          <Trans>Try the voice</Trans>
        </Button>
      </Section>
      <div className="lg:col-span-3">
        <Button size="lg" onClick={save} disabled={update.isPending}>
          <Trans>Save my settings</Trans>
        </Button>
      </div>
    </div>
  );
}
