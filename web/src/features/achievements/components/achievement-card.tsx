import { CheckCircle2, Share2 } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Achievement } from '@chess-quest/protocol/achievements';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { RARITY_LABELS, TIER_LABELS } from '../words';
import { RewardIcon } from './reward-icon';

export const RARITY_COLOUR: Record<Achievement['rarity'], BadgeColor> = { common: 'green', rare: 'blue', epic: 'purple', legendary: 'amber' };

/** Spec §2 achievement card: points, XP reward, progress bar, Unlocked marker, share button. */
export function AchievementCard({ achievement, onShare }: { achievement: Achievement; onShare: (achievement: Achievement) => void }) {
  const { t } = useLingui();
  const { isUnlocked, title, points, xpReward, progress, maxProgress } = achievement;
  return (
    <Card className={cn('flex flex-col gap-3 p-4', isUnlocked ? 'border-2 border-sun' : 'opacity-90')}>
      <div className="flex items-start gap-3">
        <RewardIcon name={achievement.icon} locked={!isUnlocked} />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="text-lg leading-tight font-bold text-ink">{achievement.title}</h3>
          <p className="text-ink-muted">{achievement.description}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge color={RARITY_COLOUR[achievement.rarity]}>{t(RARITY_LABELS[achievement.rarity])}</Badge>
        <Badge>{t(TIER_LABELS[achievement.difficulty])}</Badge>
        <Badge color="amber">
          <Plural value={points} one="# point" other="# points" />
        </Badge>
        {xpReward > 0 && (
          <Badge color="blue">
            <Trans>{xpReward} XP</Trans>
          </Badge>
        )}
      </div>
      <Progress value={(achievement.progress / achievement.maxProgress) * 100} label={t`${title} progress`} />
      <div className="mt-auto flex items-center justify-between gap-2">
        {isUnlocked ? (
          <span className="flex items-center gap-1 font-semibold text-success">
            <CheckCircle2 aria-hidden="true" className="size-5" /> <Trans>Unlocked</Trans>
          </span>
        ) : (
          <span className="text-ink-muted">
            {progress} / {maxProgress}
          </span>
        )}
        {isUnlocked && (
          <Button variant="outline" size="sm" onClick={() => onShare(achievement)} aria-label={t`Share ${title}`}>
            <Share2 aria-hidden="true" className="size-4" /> <Trans>Share</Trans>
          </Button>
        )}
      </div>
    </Card>
  );
}
