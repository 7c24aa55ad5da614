import { Trans, useLingui } from '@lingui/react/macro';
import type { Badge as RewardBadge } from '@chess-quest/protocol/achievements';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { toast } from '../../../lib/toast';
import { useEquipBadge } from '../api/equip-badge';
import { RewardIcon } from './reward-icon';

/** The child's badges; up to three are worn beside the username (equip / take off). */
export function BadgeCollection({ badges }: { badges: RewardBadge[] }) {
  const { t } = useLingui();
  const equip = useEquipBadge();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Badge collection</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {badges.length === 0 ? (
          <p className="text-ink-muted">
            <Trans>Badges come with special achievements. Keep playing to earn your first one!</Trans>
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {badges.map((badge) => (
              <li key={badge.id} className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line p-3">
                <RewardIcon name={badge.badgeIcon} className="size-10" />
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="font-bold text-ink">{badge.badgeName}</p>
                  {badge.isEquipped && (
                    <Badge color={badge.badgeColor}>
                      <Trans>Equipped</Trans>
                    </Badge>
                  )}
                </div>
                <Button
                  size="sm"
                  variant={badge.isEquipped ? 'ghost' : 'secondary'}
                  disabled={equip.isPending}
                  onClick={() =>
                    equip.mutate(
                      { badgeId: badge.id, equipped: !badge.isEquipped },
                      { onError: (error) => toast({ title: t`Error`, description: requestErrorMessage(error), variant: 'destructive' }) },
                    )
                  }
                >
                  {badge.isEquipped ? <Trans>Take off</Trans> : <Trans>Equip</Trans>}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
