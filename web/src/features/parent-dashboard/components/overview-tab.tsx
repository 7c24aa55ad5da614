import type { ReactNode } from 'react';
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
  return (
    <>
      <Badge color={subscription.label === 'Premium Member' ? 'purple' : 'neutral'} className="justify-self-start">
        {subscription.label}
      </Badge>
      {subscription.status === 'active' && <p className="text-ink-muted">{subscription.plan} plan</p>}
    </>
  );
}

/** A new family's first look: what this page will show, instead of a wall of zeros. */
function Welcome({ data }: { data: ParentDashboard }) {
  const name = data.child.firstName;
  const { min, max } = data.time.recommended;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{name} hasn&rsquo;t played yet</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-ink">
          <p>Here&rsquo;s what you&rsquo;ll see here once {name} starts:</p>
          <ul className="grid list-disc gap-1 pl-6">
            <li>
              time played each day, next to the {min}-{max} minutes a day we suggest for {name}&rsquo;s age;
            </li>
            <li>lessons and story chapters finished;</li>
            <li>puzzles solved, and out of how many tries;</li>
            <li>games played, how each one ended, and a link to watch it again;</li>
            <li>each skill, from piece movement to checkmates, and how sure we are of its level;</li>
            <li>a few sentences about the week: what {name} is good at and what to practise.</li>
          </ul>
          <p className="text-ink-muted">A good first step for {name}: the first lesson, &ldquo;Learn&rdquo; in the menu.</p>
        </CardContent>
      </Card>
      <StatCard title="Subscription">
        <SubscriptionBadge subscription={data.subscription} />
      </StatCard>
    </div>
  );
}

/** Spec §2 Overview cards, then the time chart and the insights (beyond the spec). */
export function OverviewTab({ data }: { data: ParentDashboard }) {
  const { lessons, story, puzzles, games, recentActivity, achievements, subscription } = data;
  if (hasNotPlayedYet(data)) return <Welcome data={data} />;
  return (
    // One column that never grows past the screen, whatever a card holds.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <LiveGames live={games.live} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard title="Lessons completed">
          <p className="text-3xl font-extrabold">
            {lessons.completed} <span className="text-lg font-semibold text-ink-muted">of {lessons.total}</span>
          </p>
          <Progress value={percent(lessons.completed, lessons.total)} label="Lessons completed" />
        </StatCard>
        <StatCard title="Story progress">
          <p className="text-3xl font-extrabold">
            {story.completed} <span className="text-lg font-semibold text-ink-muted">of {story.total} chapters</span>
          </p>
          <Progress value={percent(story.completed, story.total)} label="Story chapters completed" />
        </StatCard>
        <StatCard title="Puzzle performance">
          <p>
            <span className="text-3xl font-extrabold">{puzzles.solved}</span> solved
          </p>
          <p>
            Accuracy:{' '}
            {puzzles.accuracy === null
              ? 'no tries yet'
              : `${puzzles.accuracy}% (${puzzles.solvedTries} of ${puzzles.tries} ${puzzles.tries === 1 ? 'try' : 'tries'} solved)`}
          </p>
        </StatCard>
        <StatCard title="Game stats">
          <p>
            <span className="text-3xl font-extrabold">{games.played}</span> played, {games.won} won
          </p>
          <p>Win rate: {games.winRate === null ? 'no games yet' : `${games.winRate}%`}</p>
        </StatCard>
        <StatCard title="Recent activity">
          <p>Last active: {recentActivity.lastActiveDate ? formatDay(recentActivity.lastActiveDate) : 'not yet'}</p>
          <p>Achievements: {recentActivity.achievements}</p>
          <p>
            Streak: {recentActivity.streak} {recentActivity.streak === 1 ? 'day' : 'days'}
          </p>
        </StatCard>
        <StatCard title="Subscription">
          <SubscriptionBadge subscription={subscription} />
        </StatCard>
      </div>
      <SkillsCard firstName={data.child.firstName} skills={data.skills} />
      <CoordinatesCard firstName={data.child.firstName} bests={data.coordinates} />
      <PuzzleStreakCard firstName={data.child.firstName} best={data.puzzleStreakBest} />
      <MistakesCard childId={data.child.id} firstName={data.child.firstName} />
      <section aria-labelledby="latest-achievements" className="grid gap-3">
        <h3 id="latest-achievements" className="text-xl font-bold text-ink">
          Latest achievements
        </h3>
        {achievements.length === 0 ? (
          <EmptyState title="No achievements yet" headingLevel="h3" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {achievements.map((earned) => (
              <li key={earned.id}>
                <Card className="h-full p-4">
                  <p className="font-bold text-ink">{earned.achievement.title}</p>
                  <p className="text-sm text-ink-muted">{earned.achievement.description}</p>
                  <p className="mt-2 text-sm text-ink-muted">Earned {formatDay(earned.unlockedAt.slice(0, 10))}</p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TimeChart firstName={data.child.firstName} days={data.time.days} recommended={data.time.recommended} />
      <InsightsCard strengths={data.strengths} toPractise={data.toPractise} weeklySummary={data.weeklySummary} />
    </div>
  );
}
