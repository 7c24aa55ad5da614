import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACHIEVEMENT_CATEGORIES, type Achievement } from '@chess-quest/protocol/achievements';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAchievements } from '../../api/achievements/get-achievements';
import { useUserProgress } from '../../api/get-user-progress';
import { useBadges } from './api/get-badges';
import { useDailyChallenge } from './api/get-daily-challenge';
import { useStreaks } from './api/get-streaks';
import { useUserExperience } from '../../api/achievements/get-user-experience';
import { AchievementCard } from './components/achievement-card';
import { BadgeCollection } from './components/badge-collection';
import { DailyChallengeCard } from './components/daily-challenge-card';
import { ShareDialog, type ShareItem } from '../../components/share/share-dialog';
import { SummaryCards } from './components/summary-cards';

const TAB_NAMES = {
  all: msg`All`,
  learning: msg`Learning`,
  combat: msg`Combat`,
  progress: msg`Progress`,
  social: msg`Social`,
  special: msg`Special`,
} as const;

/** Spec §2 /achievements: every number on it moves only from what the child really did. */
export default function AchievementsPage() {
  const { t } = useLingui();
  const achievements = useAchievements();
  const progress = useUserProgress();
  const experience = useUserExperience();
  const streaks = useStreaks();
  const badges = useBadges();
  const daily = useDailyChallenge();
  const [sharing, setSharing] = useState<ShareItem | null>(null);

  const queries = [achievements, progress, experience, streaks, badges, daily];
  const failed = queries.find((query) => query.isError);
  const header = (
    <>
      <title>{t`Achievements – Chess Quest`}</title>
      <PageHeader
        title={t`Achievements`}
        description={t`Badges, medals and XP you have earned along the way.`}
        icon={<Trophy className="size-8" />}
      />
    </>
  );
  if (failed)
    return (
      <>
        {header}
        <LoadError what={t`your achievements`} onRetry={() => queries.forEach((query) => void query.refetch())} />
      </>
    );
  if (!achievements.data || !progress.data || !experience.data || !streaks.data || !badges.data || !daily.data)
    return (
      <>
        {header}
        <PageLoading />
      </>
    );

  const list = achievements.data;
  const unlocked = list.filter((a) => a.isUnlocked).length;
  const total = list.length;
  const share = (achievement: Achievement) =>
    setSharing({ type: 'achievement', id: achievement.id, title: achievement.title, description: achievement.description });
  const grid = (items: Achievement[]) => (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((achievement) => (
        <li key={achievement.id} className="grid">
          <AchievementCard achievement={achievement} onShare={share} />
        </li>
      ))}
    </ul>
  );

  return (
    // One column that never grows past the screen: minmax(0, 1fr) ignores what the scrolling tab
    // row (or a long word) would otherwise ask for, so a phone never scrolls sideways.
    <div className="grid grid-cols-1 gap-6">
      {header}
      <SummaryCards progress={progress.data} experience={experience.data} streak={streaks.data[0]} badges={badges.data} />
      <DailyChallengeCard challenge={daily.data} />
      <section aria-labelledby="achievement-list" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="achievement-list" className="text-2xl font-bold text-ink">
            <Trans>Your achievements</Trans>
          </h2>
          <p className="text-ink-muted">
            <Trans>
              {unlocked} of {total} unlocked
            </Trans>
          </p>
        </div>
        {unlocked === 0 && (
          <p className="text-ink-muted">
            <Trans>No achievements yet — finish a lesson step or solve a puzzle to earn your first!</Trans>
          </p>
        )}
        <Tabs defaultValue="all">
          <TabsList aria-label={t`Achievement categories`} wrap>
            {Object.entries(TAB_NAMES).map(([value, name]) => (
              <TabsTrigger key={value} value={value}>
                {t(name)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="all">{grid(list)}</TabsContent>
          {ACHIEVEMENT_CATEGORIES.map((category) => (
            <TabsContent key={category} value={category}>
              {grid(list.filter((a) => a.category === category))}
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <BadgeCollection badges={badges.data} />
      <ShareDialog item={sharing} onClose={() => setSharing(null)} />
    </div>
  );
}
