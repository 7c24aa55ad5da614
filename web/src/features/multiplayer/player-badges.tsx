import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ratingBand, type PresenceStatus, type WornBadge } from '@chess-quest/protocol/multiplayer';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { useSocketStatus } from '../../lib/socket/connection';
import { cn } from '../../lib/cn';

/** Spec §9 rating colour bands: below 1000, 1000-1499, 1500-1999, 2000 and above. */
const BAND_COLORS: readonly BadgeColor[] = ['green', 'blue', 'purple', 'amber'];

/** A provisional rating is not shown as a number (docs/decisions/017-gentle-ratings.md). */
export function RatingBadge({ rating, provisional = false }: { rating: number; provisional?: boolean }) {
  if (provisional) {
    return (
      <Badge color="neutral" data-rating-band="new">
        <Trans>New player</Trans>
      </Badge>
    );
  }
  return (
    <Badge color={BAND_COLORS[ratingBand(rating)]} data-rating-band={ratingBand(rating)}>
      <Trans>Rating {rating}</Trans>
    </Badge>
  );
}

/**
 * The badges a child chose to wear (at most three), beside the username in the lobby and on
 * the game screens. Each is named for screen readers and on hover; colour is only a ring.
 */
export function WornBadges({ badges, className }: { badges: readonly WornBadge[]; className?: string }) {
  const { t } = useLingui();
  if (badges.length === 0) return null;
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1', className)}>
      {badges.map(({ name, icon, color }) => (
        <img
          key={name}
          src={`/api/gamification/icons/${encodeURIComponent(icon)}.svg`}
          alt={t`Badge: ${name}`}
          title={name}
          className="size-7 rounded-full p-0.5 ring-2"
          style={{ '--tw-ring-color': color } as React.CSSProperties}
          data-testid="player-badge"
        />
      ))}
    </span>
  );
}

const STATUS_LOOK: Record<PresenceStatus, { label: MessageDescriptor; dot: string }> = {
  online: { label: msg`Online`, dot: 'bg-green-600' },
  in_game: { label: msg`In a game`, dot: 'bg-amber-400' },
  away: { label: msg`Away`, dot: 'bg-gray-400' },
  offline: { label: msg`Offline`, dot: 'bg-gray-400' },
};

/** Spec §2: a status dot, online green, in_game yellow, otherwise grey; written out too, never colour alone. */
export function StatusDot({ status }: { status: PresenceStatus }) {
  const { t } = useLingui();
  const look = STATUS_LOOK[status];
  return (
    <span className="inline-flex items-center gap-2 text-sm font-semibold text-ink-muted" data-status={status}>
      <span aria-hidden="true" className={cn('inline-block size-3 rounded-full ring-2 ring-paper', look.dot)} />
      {t(look.label)}
    </span>
  );
}

/** Shown while the live connection is down; the screens poll meanwhile. */
export function ReconnectingBadge() {
  const status = useSocketStatus();
  return (
    // Its height is kept on a wide screen (the badge then appears without moving the page); on a
    // phone, where it sits under the title, an empty status takes no room.
    <div role="status" className="sm:min-h-8">
      {status === 'disconnected' && (
        <Badge color="amber">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-amber-600 motion-safe:animate-pulse" />
          <Trans>Reconnecting…</Trans>
        </Badge>
      )}
    </div>
  );
}
