import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Play } from 'lucide-react';
import { ARENA_MINUTES, ARENA_TIME_CONTROL_KEYS, type ArenaTimeControl, type NewArenaBody } from '@chess-quest/protocol/arenas';
import { Button } from '../../../components/ui/button';
import { FormAlert, inputClassName } from '../../../components/ui/form-field';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { cn } from '../../../lib/cn';

const CLOCK_WORDS: Record<ArenaTimeControl, MessageDescriptor> = {
  '5+0': msg`5 minutes a game`,
  '3+2': msg`3 minutes a game, plus 2 seconds a move`,
};

/** The clock of the arena's games and how long it lasts; it starts after a short countdown. */
export function NewArenaForm({
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (body: NewArenaBody) => void;
}) {
  const { t } = useLingui();
  const [timeControl, setTimeControl] = useState<ArenaTimeControl>('5+0');
  const [minutes, setMinutes] = useState<number>(20);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ timeControl, minutes });
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-ink">
          <Trans>Each game’s clock</Trans>
        </legend>
        {ARENA_TIME_CONTROL_KEYS.map((key) => (
          <label
            key={key}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-2 text-ink',
              timeControl === key ? 'border-brand bg-brand-soft' : 'border-line bg-paper',
            )}
          >
            <input
              type="radio"
              name="timeControl"
              value={key}
              checked={timeControl === key}
              onChange={() => setTimeControl(key)}
              className="size-5"
            />
            <span>
              <strong>{key}</strong>: {t(CLOCK_WORDS[key])}
            </span>
          </label>
        ))}
      </fieldset>
      <label className="grid max-w-xs gap-1 font-semibold text-ink">
        <Trans>How long the arena lasts</Trans>
        <select className={inputClassName} value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
          {ARENA_MINUTES.map((m) => (
            <option key={m} value={m}>
              <Trans>{m} minutes</Trans>
            </option>
          ))}
        </select>
      </label>
      {error ? <FormAlert>{requestErrorMessage(error)}</FormAlert> : null}
      <Button type="submit" size="lg" className="justify-self-start" disabled={pending}>
        <Play aria-hidden="true" className="size-5" /> {submitLabel}
      </Button>
    </form>
  );
}
