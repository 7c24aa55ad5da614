import type { ReactNode } from 'react';
import type { ParentDashboard, GameOutcome } from '@chess-quest/protocol/parent';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Progress } from '../../../components/ui/progress';
import { formatMoment } from './format';

function StatusBadge({ done, doneText, openText }: { done: boolean; doneText: string; openText: string }) {
  return <Badge color={done ? 'green' : 'amber'}>{done ? doneText : openText}</Badge>;
}

function Row({ title, detail, badge, progress }: { title: string; detail?: string; badge: ReactNode; progress?: number }) {
  return (
    <li>
      <Card className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex-1 font-bold text-ink">{title}</p>
          {badge}
        </div>
        {detail && <p className="text-ink-muted">{detail}</p>}
        {progress !== undefined && <Progress value={progress} label={`${title}: ${progress}% done`} />}
      </Card>
    </li>
  );
}

export function LessonsTab({ lessons }: { lessons: ParentDashboard['lessons'] }) {
  if (lessons.items.length === 0) return <EmptyState title="No lessons started yet" headingLevel="h3" />;
  return (
    <ul className="grid gap-3">
      {lessons.items.map((item) => (
        <Row
          key={item.id}
          title={item.learningModule.title}
          detail={item.learningModule.description}
          progress={item.progress}
          badge={<StatusBadge done={item.completed} doneText="Completed" openText="In Progress" />}
        />
      ))}
    </ul>
  );
}

export function StoryTab({ story }: { story: ParentDashboard['story'] }) {
  if (story.items.length === 0) return <EmptyState title="No story progress yet" headingLevel="h3" />;
  return (
    <ul className="grid gap-3">
      {story.items.map((item) => (
        <Row
          key={item.id}
          title={`Chapter ${item.chapter.chapterNumber}: ${item.chapter.title}`}
          progress={item.progress}
          badge={<StatusBadge done={item.completed} doneText="Completed" openText="In Progress" />}
        />
      ))}
    </ul>
  );
}

export function PuzzlesTab({ puzzles }: { puzzles: ParentDashboard['puzzles'] }) {
  if (puzzles.attempts.length === 0) return <EmptyState title="No puzzle attempts yet" headingLevel="h3" />;
  return (
    <ul className="grid gap-3" aria-label="Latest puzzle attempts">
      {puzzles.attempts.map((attempt) => (
        <Row
          key={attempt.id}
          title={attempt.puzzle.title}
          detail={`${attempt.puzzle.description} · ${attempt.attempts} ${attempt.attempts === 1 ? 'attempt' : 'attempts'} · ${formatMoment(attempt.createdAt)}`}
          badge={<StatusBadge done={attempt.solved} doneText="Solved" openText="Not Solved" />}
        />
      ))}
    </ul>
  );
}

const outcomeColor: Record<GameOutcome, BadgeColor> = { Won: 'green', Lost: 'red', Draw: 'blue' };

export function GamesTab({ games }: { games: ParentDashboard['games'] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="multiplayer-games" className="grid content-start gap-3">
        <h3 id="multiplayer-games" className="text-xl font-bold text-ink">Multiplayer games</h3>
        {games.multiplayer.length === 0 ? (
          <EmptyState title="No multiplayer games yet" headingLevel="h3" />
        ) : (
          <ul className="grid gap-3">
            {games.multiplayer.map((game) => (
              <Row key={game.id} title={`Against ${game.opponent}`} detail={formatMoment(game.playedAt)} badge={<Badge color={outcomeColor[game.outcome]}>{game.outcome}</Badge>} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="ai-games" className="grid content-start gap-3">
        <h3 id="ai-games" className="text-xl font-bold text-ink">AI games</h3>
        {games.ai.length === 0 ? (
          <EmptyState title="No AI games yet" headingLevel="h3" />
        ) : (
          <ul className="grid gap-3">
            {games.ai.map((game) => (
              <Row
                key={game.id}
                title={`Against the ${game.difficulty} AI`}
                detail={formatMoment(game.playedAt)}
                badge={<Badge color={outcomeColor[game.outcome]}>{game.outcome}</Badge>}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
