import { useQueryClient } from '@tanstack/react-query';
import { Flame, Star, Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEVEL_TITLES, levelTitle } from '@chess-quest/protocol/progress';
import { LEVEL_TITLES_ES } from '@chess-quest/protocol/progress.es';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isParentLockedError, parentStatusQueryOptions } from '../../../api/parent/get-parent-status';
import { useAuth } from '../../../lib/use-auth';
import { useParentDashboard } from '../api/get-parent-dashboard';
import { inActiveLocale } from '../../../lib/i18n';
import { OverviewTab } from './overview-tab';
import { GamesTab, LessonsTab, PuzzlesTab, StoryTab } from './progress-tabs';

/** A Level's name in the reader's language. */
function localLevelTitle(level: number): string {
  const english = levelTitle(level);
  const titles: readonly string[] = inActiveLocale({ en: LEVEL_TITLES, es: LEVEL_TITLES_ES });
  return titles[LEVEL_TITLES.indexOf(english as (typeof LEVEL_TITLES)[number])] ?? english;
}

/** Spec §2 parent dashboard of one child: header, then Overview, Lessons, Story Mode, Puzzles, Games. */
export function ChildDashboard({ childId }: { childId: string }) {
  const { t } = useLingui();
  const dashboard = useParentDashboard(childId);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const locked = dashboard.isError && isParentLockedError(dashboard.error);

  // Locked meanwhile (in another tab, or the session changed): show the PIN gate again.
  useEffect(() => {
    if (locked) void queryClient.invalidateQueries(parentStatusQueryOptions());
  }, [locked, queryClient]);

  if (dashboard.isPending || locked) return <PageLoading />;
  if (dashboard.isError) return <LoadError what={t`this child's progress`} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  const name = data.child.firstName || t`Young Player`;

  return (
    <div className="grid gap-6">
      <Card className="flex flex-wrap items-center gap-5 p-6">
        <Avatar name={name} imageUrl={data.child.profileImageUrl} />
        <div className="flex-1">
          <h2 className="text-2xl font-extrabold text-ink">{name}</h2>
          <p className="text-ink-muted">{localLevelTitle(data.child.level)}</p>
        </div>
        <dl className="flex flex-wrap gap-5 text-ink">
          <div className="flex items-center gap-2">
            <Trophy aria-hidden="true" className="size-5 text-star" />
            <dt>
              <Trans>Level</Trans>
            </dt>
            <dd className="font-bold">{data.child.level}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Star aria-hidden="true" className="size-5 text-star" />
            <dt>
              <Trans>Total points</Trans>
            </dt>
            <dd className="font-bold">{data.child.points}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Flame aria-hidden="true" className="size-5 text-brand" />
            <dt>
              <Trans>Day streak</Trans>
            </dt>
            <dd className="font-bold">{data.child.streak}</dd>
          </div>
        </dl>
      </Card>
      <Tabs defaultValue="overview">
        <TabsList aria-label={t`${name}'s progress`} wrap>
          <TabsTrigger value="overview">
            <Trans>Overview</Trans>
          </TabsTrigger>
          <TabsTrigger value="lessons">
            <Trans>Lessons</Trans>
          </TabsTrigger>
          <TabsTrigger value="story">
            <Trans>Story Mode</Trans>
          </TabsTrigger>
          <TabsTrigger value="puzzles">
            <Trans>Puzzles</Trans>
          </TabsTrigger>
          <TabsTrigger value="games">
            <Trans>Games</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab data={data} />
        </TabsContent>
        <TabsContent value="lessons">
          <LessonsTab lessons={data.lessons} />
        </TabsContent>
        <TabsContent value="story">
          <StoryTab story={data.story} />
        </TabsContent>
        <TabsContent value="puzzles">
          <PuzzlesTab puzzles={data.puzzles} />
        </TabsContent>
        <TabsContent value="games">
          <GamesTab games={data.games} canReplay={user?.id === childId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
