import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_TIME_CONTROL_SECONDS, TIME_CONTROL_OPTIONS_SECONDS } from '@chess-quest/protocol/constants';
import { CHALLENGE_MESSAGES, formatClock, type ChallengeMessage, type OnlinePlayer } from '@chess-quest/protocol/multiplayer';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { inputClassName } from '../../components/ui/form-field';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useSendInvite } from './api/send-invite';
import { challengeMessageText } from './challenge-message';

type TimeControl = (typeof TIME_CONTROL_OPTIONS_SECONDS)[number];
const NO_MESSAGE = '';
const MESSAGE_CHOICES: readonly (ChallengeMessage | typeof NO_MESSAGE)[] = [NO_MESSAGE, ...CHALLENGE_MESSAGES];

/**
 * Spec §2 challenge dialog: a time control (shown as m:ss, 10:00 by default) and, if the child
 * wants, one of the fixed friendly messages: children never type free text to each other.
 */
export function ChallengeDialog({ player, onClose }: { player: OnlinePlayer | null; onClose: () => void }) {
  return (
    <Dialog open={player !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{player && <ChallengeForm key={player.userId} player={player} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function ChallengeForm({ player, onClose }: { player: OnlinePlayer; onClose: () => void }) {
  const [timeControl, setTimeControl] = useState<TimeControl>(DEFAULT_TIME_CONTROL_SECONDS);
  const [message, setMessage] = useState<ChallengeMessage | typeof NO_MESSAGE>(NO_MESSAGE);
  const { t } = useLingui();
  const invite = useSendInvite();
  const id = useId();
  const username = player.username;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    invite.mutate(
      { receiverId: player.userId, timeControl, ...(message ? { message } : {}) },
      {
        onSuccess: () => {
          toast({ title: t`Challenge sent!`, description: t`Waiting for ${username} to answer.` });
          onClose();
        },
        onError: (error) => toast({ title: t`Challenge not sent`, description: requestErrorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-5">
      <div>
        <DialogTitle>
          <Trans>Challenge {username}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Choose how long each player has. You can add a friendly message too.</Trans>
        </DialogDescription>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-time`} className="font-semibold text-ink">
          <Trans>Time control</Trans>
        </label>
        <select
          id={`${id}-time`}
          className={inputClassName}
          value={timeControl}
          onChange={(event) => setTimeControl(Number(event.target.value) as TimeControl)}
        >
          {TIME_CONTROL_OPTIONS_SECONDS.map((seconds) => {
            const clock = formatClock(seconds);
            const minutes = seconds / 60;
            return (
              <option key={seconds} value={seconds}>
                {t`${clock} (${plural(minutes, { one: '# minute each', other: '# minutes each' })})`}
              </option>
            );
          })}
        </select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-ink">
          <Trans>Message (optional)</Trans>
        </legend>
        {MESSAGE_CHOICES.map((text) => (
          <label
            key={text || 'none'}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-line px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
          >
            <input
              type="radio"
              name={`${id}-message`}
              value={text}
              checked={message === text}
              onChange={() => setMessage(text)}
              className="size-5 accent-[var(--color-brand)]"
            />
            <span>{text ? challengeMessageText(text) : t`No message`}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t`Sending…` : t`Send Challenge`}
        </Button>
      </div>
    </form>
  );
}
