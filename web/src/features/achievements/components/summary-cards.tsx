import { Flame, Shield, Sparkles, Award } from 'lucide-react';
import type { Badge, Streak, UserExperience } from '@chess-quest/protocol/rewards';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';

function Tile({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3 pb-2">
        <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          {icon}
        </span>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">{children}</CardContent>
    </Card>
  );
}

/** Spec §2: level and XP, daily streak with the best streak, badges with the equipped count. */
export function SummaryCards({ experience, streak, badges }: { experience: UserExperience; streak: Streak | undefined; badges: Badge[] }) {
  const intoLevel = 1000 - experience.xpToNextLevel;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Tile title={`XP level ${experience.currentLevel}`} icon={<Sparkles className="size-6" />}>
        <p className="text-3xl font-bold text-ink">{experience.totalXp.toLocaleString()} XP</p>
        <Progress value={(intoLevel / 1000) * 100} label={`Progress to XP level ${experience.currentLevel + 1}`} />
        <p className="text-ink-muted">{experience.xpToNextLevel} XP to XP level {experience.currentLevel + 1}</p>
      </Tile>
      <Tile title="Daily streak" icon={<Flame className="size-6" />}>
        <p className="text-3xl font-bold text-ink">
          {streak?.currentStreak ?? 0} {streak?.currentStreak === 1 ? 'day' : 'days'}
        </p>
        <p className="text-ink-muted">Best streak: {streak?.longestStreak ?? 0} days</p>
        {streak && (
          <p className="flex items-center gap-2 text-ink-muted">
            <Shield aria-hidden="true" className="size-4" />
            {streak.shieldAvailable ? 'Streak shield ready this week' : 'Streak shield used this week'}
          </p>
        )}
      </Tile>
      <Tile title="Badges earned" icon={<Award className="size-6" />}>
        <p className="text-3xl font-bold text-ink">{badges.length}</p>
        <p className="text-ink-muted">{badges.filter((b) => b.isEquipped).length} of 3 equipped</p>
      </Tile>
    </div>
  );
}
