import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Progress } from '../../../components/ui/progress';
import { CoordinatesCard } from './coordinates-card';
import { PuzzleStreakCard } from './puzzle-streak-card';
import { formatDay } from './format';
import { InsightsCard } from './insights-card';
import { LiveGames } from './live-games';
import { MistakesCard } from './mistakes-card';
import { SkillsCard } from './skills-card';
import { TimeChart } from './time-chart';
import { hasNotPlayedYet } from '../not-played-yet';

function StatCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-ink">{children}</CardContent>
    </Card>
  );
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

function SubscriptionBadge({ subscription }: { subscription: ParentDashboard['subscription'] }) {
  const { t } = useLingui();
  const plan = subscription.plan;
  const premium = subscription.label === 'Premium Member';
  return (
    <>
      <Badge color={premium ? 'purple' : 'neutral'} className="justify-self-start">
        {premium ? t`Premium Member` : t`Free Account`}
      </Badge>
      {subscription.status === 'active' && (
        <p className="text-ink-muted">
          <Trans>{plan} plan</Trans>
        </p>
      )}
    </>
  );
}

/** A new family's first look: what this page will show, instead of a wall of zeros. */
function Welcome({ data }: { data: ParentDashboard }) {
  const { t } = useLingui();
  const name = data.child.firstName;
  const { min, max } = data.time.recommended;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>{name} hasn’t played yet</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-ink">
          <p>
            <Trans>Here’s what you’ll see here once {name} starts:</Trans>
          </p>
          <ul className="grid list-disc gap-1 pl-6">
            <li>
              <Trans>
                time played each day, next to the {min}-{max} minutes a day we suggest for {name}’s age;
              </Trans>
            </li>
            <li>
              <Trans>lessons and story chapters finished;</Trans>
            </li>
            <li>
              <Trans>puzzles solved, and out of how many tries;</Trans>
            </li>
            <li>
              <Trans>games played, how each one ended, and a link to watch it again;</Trans>
            </li>
            <li>
              <Trans>each skill, from piece movement to checkmates, and how sure we are of its level;</Trans>
            </li>
            <li>
              <Trans>a few sentences about the week: what {name} is good at and what to practise.</Trans>
            </li>
          </ul>
          <p className="text-ink-muted">
            <Trans>A good first step for {name}: the first lesson, “Learn” in the menu.</Trans>
          </p>
        </CardContent>
      </Card>
      <StatCard title={t`Subscription`}>
        <SubscriptionBadge subscription={data.subscription} />
      </StatCard>
    </div>
  );
}

/** Spec §2 Overview cards, then the time chart and the insights (beyond the spec). */
export function OverviewTab({ data }: { data: ParentDashboard }) {
  const { t } = useLingui();
  const { lessons, story, puzzles, games, recentActivity, achievements, subscription } = data;
  if (hasNotPlayedYet(data)) return <Welcome data={data} />;
  const { accuracy, solvedTries, tries } = puzzles;
  const winRate = games.winRate;
  const lastActive = recentActivity.lastActiveDate ? formatDay(recentActivity.lastActiveDate) : null;
  const achievementCount = recentActivity.achievements;
  const streak = recentActivity.streak;
  const lessonsDone = lessons.completed;
  const lessonsTotal = lessons.total;
  const chaptersDone = story.completed;
  const chaptersTotal = story.total;
  const solved = puzzles.solved;
  const { played, won } = games;
  return (
    // One column that never grows past the screen, whatever a card holds.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <LiveGames live={games.live} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard title={t`Lessons completed`}>
          <p className="text-3xl font-extrabold">
            <Trans>
              {lessonsDone} <span className="text-lg font-semibold text-ink-muted">of {lessonsTotal}</span>
            </Trans>
          </p>
          <Progress value={percent(lessons.completed, lessons.total)} label={t`Lessons completed`} />
        </StatCard>
        <StatCard title={t`Story progress`}>
          <p className="text-3xl font-extrabold">
            <Trans>
              {chaptersDone} <span className="text-lg font-semibold text-ink-muted">of {chaptersTotal} chapters</span>
            </Trans>
          </p>
          <Progress value={percent(story.completed, story.total)} label={t`Story chapters completed`} />
        </StatCard>
        <StatCard title={t`Puzzle performance`}>
          <p>
            <Trans>
              <span className="text-3xl font-extrabold">{solved}</span> solved
            </Trans>
          </p>
          <p>
            {accuracy === null ? (
              <Trans>Accuracy: no tries yet</Trans>
            ) : (
              <Trans>
                Accuracy: {accuracy}% ({solvedTries} of <Plural value={tries} one="# try" other="# tries" /> solved)
              </Trans>
            )}
          </p>
        </StatCard>
        <StatCard title={t`Game stats`}>
          <p>
            <Trans>
              <span className="text-3xl font-extrabold">{played}</span> played, {won} won
            </Trans>
          </p>
          <p>{winRate === null ? <Trans>Win rate: no games yet</Trans> : <Trans>Win rate: {winRate}%</Trans>}</p>
        </StatCard>
        <StatCard title={t`Recent activity`}>
          <p>{lastActive === null ? <Trans>Last active: not yet</Trans> : <Trans>Last active: {lastActive}</Trans>}</p>
          <p>
            <Trans>Achievements: {achievementCount}</Trans>
          </p>
          <p>
            <Trans>
              Streak: <Plural value={streak} one="# day" other="# days" />
            </Trans>
          </p>
        </StatCard>
        <StatCard title={t`Subscription`}>
          <SubscriptionBadge subscription={subscription} />
        </StatCard>
      </div>
      <SkillsCard firstName={data.child.firstName} skills={data.skills} />
      <CoordinatesCard firstName={data.child.firstName} bests={data.coordinates} />
      <PuzzleStreakCard firstName={data.child.firstName} best={data.puzzleStreakBest} />
      <MistakesCard childId={data.child.id} firstName={data.child.firstName} />
      <section aria-labelledby="latest-achievements" className="grid gap-3">
        <h3 id="latest-achievements" className="text-xl font-bold text-ink">
          <Trans>Latest achievements</Trans>
        </h3>
        {achievements.length === 0 ? (
          <EmptyState title={t`No achievements yet`} headingLevel="h3" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {achievements.map((earned) => {
              const day = formatDay(earned.unlockedAt.slice(0, 10));
              return (
                <li key={earned.id}>
                  <Card className="h-full p-4">
                    <p className="font-bold text-ink">{earned.achievement.title}</p>
                    <p className="text-sm text-ink-muted">{earned.achievement.description}</p>
                    <p className="mt-2 text-sm text-ink-muted">
                      <Trans>Earned {day}</Trans>
                    </p>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <TimeChart firstName={data.child.firstName} days={data.time.days} recommended={data.time.recommended} />
      <InsightsCard strengths={data.strengths} toPractise={data.toPractise} weeklySummary={data.weeklySummary} />
    </div>
  );
}
