import type { ReactNode } from 'react';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { Termination } from '@chess-quest/protocol/ai-chess';
import type { ParentDashboard, GameOutcome } from '@chess-quest/protocol/parent';
import { buttonClassName } from '../../../components/ui/button';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Progress } from '../../../components/ui/progress';
import { formatMoment } from './format';

function StatusBadge({ done, doneText, openText }: { done: boolean; doneText: string; openText: string }) {
  return <Badge color={done ? 'green' : 'amber'}>{done ? doneText : openText}</Badge>;
}

function Row({
  title,
  detail,
  badge,
  progress,
  action,
}: {
  title: string;
  detail?: string;
  badge: ReactNode;
  progress?: number;
  action?: ReactNode;
}) {
  return (
    <li>
      <Card className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex-1 font-bold text-ink">{title}</p>
          {badge}
        </div>
        {detail && <p className="text-ink-muted">{detail}</p>}
        {progress !== undefined && <Progress value={progress} label={`${title}: ${progress}% done`} />}
        {action}
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

/** How a game ended, in a parent's words ("by checkmate", "on time"). */
const reasonText: Record<Termination, string> = {
  checkmate: 'by checkmate',
  stalemate: 'by stalemate',
  threefold: 'by repeating the same position three times',
  fifty_moves: 'by the fifty-move rule',
  insufficient_material: 'with too few pieces left to checkmate',
  resignation: 'by resignation',
  agreement: 'by agreement',
  timeout: 'on time',
  abandonment: 'by leaving the game',
};

/** "Lost by checkmate · 27 Nov 2026" */
export function gameDetail(outcome: GameOutcome, reason: Termination | null, playedAt: string): string {
  return `${reason ? `${outcome} ${reasonText[reason]}` : outcome} · ${formatMoment(playedAt)}`;
}

function ReplayLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClassName('outline', 'sm', 'justify-self-start')} aria-label={label}>
      <History aria-hidden="true" className="size-4" />
      Watch again
    </Link>
  );
}

/**
 * The child's latest games, each with how it ended and the opponent's player name. The
 * replay links open the child's own pages, so only for the child who is playing now.
 */
export function GamesTab({ games, canReplay }: { games: ParentDashboard['games']; canReplay: boolean }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="multiplayer-games" className="grid content-start gap-3">
        <h3 id="multiplayer-games" className="text-xl font-bold text-ink">
          Multiplayer games
        </h3>
        {games.multiplayer.length === 0 ? (
          <EmptyState title="No multiplayer games yet" headingLevel="h3" />
        ) : (
          <ul className="grid gap-3" aria-label="Latest multiplayer games">
            {games.multiplayer.map((game) => (
              <Row
                key={game.id}
                title={game.arenaName ? `Against ${game.opponent}, in the ${game.arenaName}` : `Against ${game.opponent}`}
                detail={gameDetail(game.outcome, game.reason, game.playedAt)}
                badge={<Badge color={outcomeColor[game.outcome]}>{game.outcome}</Badge>}
                action={
                  canReplay && (
                    <ReplayLink
                      to={`/multiplayer/games/${encodeURIComponent(game.id)}?watch=1`}
                      label={`Watch again: the game against ${game.opponent}`}
                    />
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="ai-games" className="grid content-start gap-3">
        <h3 id="ai-games" className="text-xl font-bold text-ink">
          AI games
        </h3>
        {games.ai.length === 0 ? (
          <EmptyState title="No AI games yet" headingLevel="h3" />
        ) : (
          <ul className="grid gap-3" aria-label="Latest AI games">
            {games.ai.map((game) => (
              <Row
                key={game.id}
                title={`Against the ${game.difficulty} AI`}
                detail={gameDetail(game.outcome, game.reason, game.playedAt)}
                badge={<Badge color={outcomeColor[game.outcome]}>{game.outcome}</Badge>}
                action={
                  canReplay && (
                    <ReplayLink
                      to={`/ai-chess?game=${encodeURIComponent(game.id)}`}
                      label={`Watch again: the game against the ${game.difficulty} AI`}
                    />
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
