import { Check, Lock } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BoardTexture, PieceTheme } from '@chess-quest/protocol/customization';
import { ThemePreview } from '../../../components/chess/theme-preview';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { asShown, protocolLocale } from '../../../lib/i18n';
import { unlockCondition } from '../words';

export interface ThemeCardProps {
  theme: PieceTheme;
  preview: { pieceSet: string; light: string; dark: string; texture: BoardTexture | null };
  unlocked: boolean;
  selected: boolean;
  points: number | null;
  busy: boolean;
  onSelect: () => void;
  onBuy: () => void;
}

/** One theme: a live preview, its name, and Select, Buy or the condition that unlocks it. */
export function ThemeCard({ theme, preview, unlocked, selected, points, busy, onSelect, onBuy }: ThemeCardProps) {
  const { t } = useLingui();
  const condition = asShown(unlockCondition(theme.unlockCondition, theme.unlockCost, protocolLocale()));
  const name = theme.name;
  const cost = theme.unlockCost;
  const canBuy = !unlocked && theme.unlockCondition === 'points' && theme.unlockCost !== null;
  /** Points still missing; 0 when the child has enough (or the points are not known yet). */
  const short = canBuy && points !== null ? Math.max(0, (theme.unlockCost ?? 0) - points) : 0;
  return (
    <li
      className={cn('flex flex-col gap-3 rounded-[var(--radius-card)] border-2 bg-paper p-4', selected ? 'border-teal' : 'border-line')}
      data-theme-id={theme.id}
      data-locked={!unlocked || undefined}
    >
      <div className={cn('relative mx-auto w-full max-w-56', !unlocked && 'opacity-55')}>
        <ThemePreview {...preview} />
      </div>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-bold">{theme.name}</h3>
        {selected && (
          <Badge color="green">
            <Check aria-hidden="true" className="size-4" /> <Trans>Selected</Trans>
          </Badge>
        )}
        {!unlocked && (
          <Badge color={theme.unlockCondition === 'premium' ? 'purple' : 'neutral'}>
            <Lock aria-hidden="true" className="size-4" />{' '}
            <span className="sr-only">
              <Trans>Locked:</Trans>{' '}
            </span>
            {condition}
          </Badge>
        )}
      </div>
      <p className="text-ink-muted">{theme.description}</p>
      <div className="mt-auto">
        {unlocked ? (
          <Button variant={selected ? 'outline' : 'primary'} className="w-full" disabled={selected || busy} onClick={onSelect}>
            {selected ? t`In use` : t`Use ${name}`}
          </Button>
        ) : canBuy ? (
          <>
            <Button variant="secondary" className="w-full" disabled={busy || short > 0} onClick={onBuy}>
              <Trans>Unlock for {cost} points</Trans>
            </Button>
            {short > 0 && (
              <p className="mt-2 text-center text-ink-muted">
                <Plural value={short} one="You need # more point." other="You need # more points." />
              </p>
            )}
          </>
        ) : (
          <p className="flex min-h-11 items-center gap-2 font-semibold text-ink-muted">
            <Lock aria-hidden="true" className="size-5" /> {theme.unlockCondition === 'premium' ? t`Part of Premium` : t`${condition} to unlock`}
          </p>
        )}
      </div>
    </li>
  );
}
