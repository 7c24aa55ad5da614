import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, Lock } from 'lucide-react';
import { AI_DIFFICULTIES, AI_DIFFICULTY_DETAILS, type AiDifficulty, type AiGame, type Color } from '@chess-quest/protocol/ai-chess';
import { AI_RATING_RANGES, AI_TIME_CONTROL_SECONDS } from '@chess-quest/protocol/constants';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { BUDDIES, BUDDY_MESSAGES_BY_LOCALE, buddyTexts, buddyUnlockText, type BuddyId } from '@chess-quest/protocol/buddies';
import { buddyDataUrl } from '@chess-quest/protocol/buddy-svg';
import { useCreateAiGame } from './api/create-ai-game';
import { useBuddies } from './api/get-buddies';
import { PlansLink } from '../../components/plans-link';
import { refusalOf } from '../../lib/api-client';
import { asShown, inActiveLocale, useProtocolLocale } from '../../lib/i18n';
import { difficultyTexts } from './texts';

const difficulties: readonly AiDifficulty[] = AI_DIFFICULTIES;

/** A buddy the child has not met yet (another tab, a stale list): the server's refusal, said from its values in the reader's language. */
export function unmetBuddyText(error: unknown): string | null {
  const unmet = refusalOf(error, 'buddies.locked');
  return unmet ? inActiveLocale(BUDDY_MESSAGES_BY_LOCALE).locked(unmet.name, unmet.chapter, unmet.title) : null;
}

function OptionButton({
  selected,
  disabled,
  onSelect,
  children,
}: {
  selected: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      disabled={disabled}
      onClick={onSelect}
      className={cn(
        'flex min-h-11 w-full flex-col items-start gap-1 rounded-[var(--radius-card)] border-2 bg-paper p-4 text-left',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        selected ? 'border-brand bg-brand-soft' : 'border-line hover:border-brand',
        disabled && 'cursor-not-allowed opacity-70 hover:border-line',
      )}
    >
      {children}
    </button>
  );
}

export function NewGameForm({ isPremium, onStarted }: { isPremium: boolean; onStarted: (game: AiGame) => void }) {
  const { t } = useLingui();
  const locale = useProtocolLocale();
  // One opponent: a fixed level or a buddy (decision 042).
  const [opponent, setOpponent] = useState<AiDifficulty | BuddyId>('easy');
  const [playerColor, setPlayerColor] = useState<Color>('white');
  const create = useCreateAiGame();
  const buddies = useBuddies();
  const buddy = opponent in BUDDIES ? BUDDIES[opponent as BuddyId] : null;
  const difficulty = buddy ? null : (opponent as AiDifficulty);

  const start = () => {
    create.mutate(
      buddy
        ? { buddy: buddy.id, playerColor, timeControl: AI_TIME_CONTROL_SECONDS }
        : { difficulty: difficulty!, playerColor, timeControl: AI_TIME_CONTROL_SECONDS },
      {
        onSuccess: (game) => {
          const opponentName = buddy ? asShown(buddyTexts(buddy.id, locale).name) : null;
          const level = difficulty ? asShown(difficultyTexts(difficulty, locale).label) : '';
          toast({ title: t`Game started`, description: opponentName ? t`Playing against ${opponentName}` : t`Playing against ${level} AI` });
          onStarted(game);
        },
        onError: (error) => toast({ title: t`Error`, description: unmetBuddyText(error) ?? t`Failed to start AI game.`, variant: 'destructive' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Start a new game</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <fieldset>
          <legend className="mb-1 text-lg font-bold text-ink">
            <Trans>Play a buddy</Trans>
          </legend>
          <p className="mb-3 text-ink-muted">
            <Trans>A buddy plays at your level: it gets stronger when you win and gentler when you lose.</Trans>
          </p>
          {buddies.isError && (
            <p className="text-ink-muted">
              <Trans>The buddies could not be loaded. You can still choose a level below.</Trans>
            </p>
          )}
          <div role="radiogroup" aria-label={t`Buddy`} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" data-testid="buddy-picker">
            {(buddies.data?.buddies ?? []).map((b) => {
              // The name and style in the reader's language (protocol/buddies.ts), whatever the server sent.
              const texts = asShown(buddyTexts(b.id, locale));
              const unlock = b.unlockChapter ? asShown(buddyUnlockText(b.unlockChapter, locale)) : '';
              const firstName = texts.name.split(' ')[0];
              return (
                <OptionButton key={b.id} selected={opponent === b.id} disabled={!b.unlocked} onSelect={() => setOpponent(b.id)}>
                  <span className="flex items-center gap-3">
                    <img
                      src={buddyDataUrl(b.id)}
                      alt=""
                      width={56}
                      height={56}
                      className={cn('size-14 shrink-0 rounded-full', !b.unlocked && 'grayscale')}
                    />
                    <span className="text-lg font-bold text-ink">{texts.name}</span>
                  </span>
                  <span className="text-ink-muted">{texts.styleText}</span>
                  {!b.unlocked && b.unlockChapter && (
                    <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                      <Lock aria-hidden className="size-4 shrink-0" />{' '}
                      <Trans>
                        {unlock} to meet {firstName}.
                      </Trans>
                    </span>
                  )}
                </OptionButton>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-3 text-lg font-bold text-ink">
            <Trans>Or a computer level</Trans>
          </legend>
          <div role="radiogroup" aria-label={t`Difficulty`} className="grid gap-3 md:grid-cols-3">
            {difficulties.map((level) => {
              const details = AI_DIFFICULTY_DETAILS[level];
              const texts = asShown(difficultyTexts(level, locale));
              const { min, max } = AI_RATING_RANGES[level];
              const locked = details.premium && !isPremium;
              return (
                <OptionButton key={level} selected={difficulty === level} disabled={locked} onSelect={() => setOpponent(level)}>
                  <span className="flex items-center gap-2 text-lg font-bold text-ink">
                    {texts.label}
                    {details.premium && (
                      <Badge color="purple">
                        <Crown aria-hidden className="size-4" /> <Trans>Premium</Trans>
                      </Badge>
                    )}
                  </span>
                  <span className="text-ink-muted">{texts.description}</span>
                  <span className="text-sm font-semibold text-ink">
                    <Trans>
                      Rating {min}-{max}
                    </Trans>
                  </span>
                </OptionButton>
              );
            })}
          </div>
          {!isPremium && (
            <p className="mt-3 text-ink-muted">
              <Trans>
                Hard is part of{' '}
                <PlansLink inText className="font-semibold text-brand-strong underline">
                  Premium
                </PlansLink>
                , which grown-ups choose.
              </Trans>
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="mb-3 text-lg font-bold text-ink">
            <Trans>Your pieces</Trans>
          </legend>
          <div role="radiogroup" aria-label={t`Your pieces`} className="grid max-w-xl gap-3 sm:grid-cols-2">
            <OptionButton selected={playerColor === 'white'} onSelect={() => setPlayerColor('white')}>
              <span className="text-lg font-bold text-ink">
                <Trans>White</Trans>
              </span>
              <span className="text-ink-muted">
                <Trans>White moves first.</Trans>
              </span>
            </OptionButton>
            <OptionButton selected={playerColor === 'black'} onSelect={() => setPlayerColor('black')}>
              <span className="text-lg font-bold text-ink">
                <Trans>Black</Trans>
              </span>
              <span className="text-ink-muted">
                <Trans>The computer moves first.</Trans>
              </span>
            </OptionButton>
          </div>
        </fieldset>
        <div>
          <Button size="lg" onClick={start} disabled={create.isPending}>
            {create.isPending ? <Trans>Starting...</Trans> : <Trans>Start Game</Trans>}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
