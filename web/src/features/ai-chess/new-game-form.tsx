import { useState } from 'react';
import { Crown } from 'lucide-react';
import { AI_DIFFICULTIES, AI_DIFFICULTY_DETAILS, type AiDifficulty, type AiGame, type Color } from '@chess-quest/protocol/ai-chess';
import { AI_RATING_RANGES, AI_TIME_CONTROL_SECONDS } from '@chess-quest/protocol/constants';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useCreateAiGame } from './api/create-ai-game';
import { PlansLink } from '../../components/plans-link';

const difficulties: readonly AiDifficulty[] = AI_DIFFICULTIES;

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
  const [difficulty, setDifficulty] = useState<AiDifficulty>('easy');
  const [playerColor, setPlayerColor] = useState<Color>('white');
  const create = useCreateAiGame();

  const start = () => {
    create.mutate(
      { difficulty, playerColor, timeControl: AI_TIME_CONTROL_SECONDS },
      {
        onSuccess: (game) => {
          toast({ title: 'Game started', description: `Playing against ${AI_DIFFICULTY_DETAILS[difficulty].label} AI` });
          onStarted(game);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to start AI game.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Start a new game</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <fieldset>
          <legend className="mb-3 text-lg font-bold text-ink">Difficulty</legend>
          <div role="radiogroup" aria-label="Difficulty" className="grid gap-3 md:grid-cols-3">
            {difficulties.map((level) => {
              const details = AI_DIFFICULTY_DETAILS[level];
              const range = AI_RATING_RANGES[level];
              const locked = details.premium && !isPremium;
              return (
                <OptionButton key={level} selected={difficulty === level} disabled={locked} onSelect={() => setDifficulty(level)}>
                  <span className="flex items-center gap-2 text-lg font-bold text-ink">
                    {details.label}
                    {details.premium && (
                      <Badge color="purple">
                        <Crown aria-hidden className="size-4" /> Premium
                      </Badge>
                    )}
                  </span>
                  <span className="text-ink-muted">{details.description}</span>
                  <span className="text-sm font-semibold text-ink">
                    Rating {range.min}-{range.max}
                  </span>
                </OptionButton>
              );
            })}
          </div>
          {!isPremium && (
            <p className="mt-3 text-ink-muted">
              Hard is part of{' '}
              <PlansLink inText className="font-semibold text-brand-strong underline">
                Premium
              </PlansLink>
              , which grown-ups choose.
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="mb-3 text-lg font-bold text-ink">Your pieces</legend>
          <div role="radiogroup" aria-label="Your pieces" className="grid max-w-xl gap-3 sm:grid-cols-2">
            <OptionButton selected={playerColor === 'white'} onSelect={() => setPlayerColor('white')}>
              <span className="text-lg font-bold text-ink">White</span>
              <span className="text-ink-muted">White moves first.</span>
            </OptionButton>
            <OptionButton selected={playerColor === 'black'} onSelect={() => setPlayerColor('black')}>
              <span className="text-lg font-bold text-ink">Black</span>
              <span className="text-ink-muted">The computer moves first.</span>
            </OptionButton>
          </div>
        </fieldset>
        <div>
          <Button size="lg" onClick={start} disabled={create.isPending}>
            {create.isPending ? 'Starting...' : 'Start Game'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
