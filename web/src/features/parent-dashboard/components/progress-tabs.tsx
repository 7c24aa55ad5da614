import type { ReactNode } from 'react';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Termination } from '@chess-quest/protocol/ai-chess';
import type { ParentDashboard, GameOutcome } from '@chess-quest/protocol/parent';
import { buttonClassName } from '../../../components/ui/button';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Progress } from '../../../components/ui/progress';
import { asShown, i18n, protocolLocale } from '../../../lib/i18n';
import { aiLevelName } from '../words';
import { formatMoment } from './format';

function StatusBadge({ done, doneText, openText }: { done: boolean; doneText: ReactNode; openText: ReactNode }) {
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
  detail?: ReactNode;
  badge: ReactNode;
  progress?: number;
  action?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <li>
      <Card className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex-1 font-bold text-ink">{title}</p>
          {badge}
        </div>
        {detail && <p className="text-ink-muted">{detail}</p>}
        {progress !== undefined && <Progress value={progress} label={t`${title}: ${progress}% done`} />}
        {action}
      </Card>
    </li>
  );
}

export function LessonsTab({ lessons }: { lessons: ParentDashboard['lessons'] }) {
  const { t } = useLingui();
  if (lessons.items.length === 0) return <EmptyState title={t`No lessons started yet`} headingLevel="h3" />;
  return (
    <ul className="grid gap-3">
      {lessons.items.map((item) => (
        <Row
          key={item.id}
          title={item.learningModule.title}
          detail={item.learningModule.description}
          progress={item.progress}
          badge={<StatusBadge done={item.completed} doneText={<Trans>Completed</Trans>} openText={<Trans>In Progress</Trans>} />}
        />
      ))}
    </ul>
  );
}

export function StoryTab({ story }: { story: ParentDashboard['story'] }) {
  const { t } = useLingui();
  if (story.items.length === 0) return <EmptyState title={t`No story progress yet`} headingLevel="h3" />;
  return (
    <ul className="grid gap-3">
      {story.items.map((item) => {
        const number = item.chapter.chapterNumber;
        const title = item.chapter.title;
        return (
          <Row
            key={item.id}
            title={t`Chapter ${number}: ${title}`}
            progress={item.progress}
            badge={<StatusBadge done={item.completed} doneText={<Trans>Completed</Trans>} openText={<Trans>In Progress</Trans>} />}
          />
        );
      })}
    </ul>
  );
}

export function PuzzlesTab({ puzzles }: { puzzles: ParentDashboard['puzzles'] }) {
  const { t } = useLingui();
  if (puzzles.attempts.length === 0) return <EmptyState title={t`No puzzle attempts yet`} headingLevel="h3" />;
  return (
    <ul className="grid gap-3" aria-label={t`Latest puzzle attempts`}>
      {puzzles.attempts.map((attempt) => {
        const description = attempt.puzzle.description;
        const count = attempt.attempts;
        const date = formatMoment(attempt.createdAt);
        return (
          <Row
            key={attempt.id}
            title={attempt.puzzle.title}
            detail={
              <Trans>
                {description} · <Plural value={count} one="# attempt" other="# attempts" /> · {date}
              </Trans>
            }
            badge={<StatusBadge done={attempt.solved} doneText={<Trans>Solved</Trans>} openText={<Trans>Not Solved</Trans>} />}
          />
        );
      })}
    </ul>
  );
}

const outcomeColor: Record<GameOutcome, BadgeColor> = { Won: 'green', Lost: 'red', Draw: 'blue' };
const OUTCOME_WORDS: Record<GameOutcome, MessageDescriptor> = { Won: msg`Won`, Lost: msg`Lost`, Draw: msg`Draw` };

/** How a game ended, in a parent's words ("by checkmate", "on time"). */
const reasonText: Record<Termination, MessageDescriptor> = {
  checkmate: msg`by checkmate`,
  stalemate: msg`by stalemate`,
  threefold: msg`by repeating the same position three times`,
  fifty_moves: msg`by the fifty-move rule`,
  insufficient_material: msg`with too few pieces left to checkmate`,
  resignation: msg`by resignation`,
  agreement: msg`by agreement`,
  timeout: msg`on time`,
  abandonment: msg`by leaving the game`,
};

/** "Lost by checkmate · 27 Nov 2026", in the reader's language. */
export function gameDetail(outcome: GameOutcome, reason: Termination | null, playedAt: string): string {
  const word = i18n._(OUTCOME_WORDS[outcome]);
  const date = formatMoment(playedAt);
  if (!reason) return i18n._(msg`${word} · ${date}`);
  const how = i18n._(reasonText[reason]);
  return i18n._(msg`${word} ${how} · ${date}`);
}

function ReplayLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClassName('outline', 'sm', 'justify-self-start')} aria-label={label}>
      <History aria-hidden="true" className="size-4" />
      <Trans>Watch again</Trans>
    </Link>
  );
}

/**
 * The child's latest games, each with how it ended and the opponent's player name. The
 * replay links open the child's own pages, so only for the child who is playing now.
 */
export function GamesTab({ games, canReplay }: { games: ParentDashboard['games']; canReplay: boolean }) {
  const { t } = useLingui();
  const locale = protocolLocale();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="multiplayer-games" className="grid content-start gap-3">
        <h3 id="multiplayer-games" className="text-xl font-bold text-ink">
          <Trans>Multiplayer games</Trans>
        </h3>
        {games.multiplayer.length === 0 ? (
          <EmptyState title={t`No multiplayer games yet`} headingLevel="h3" />
        ) : (
          <ul className="grid gap-3" aria-label={t`Latest multiplayer games`}>
            {games.multiplayer.map((game) => {
              const { opponent, arenaName } = game;
              return (
                <Row
                  key={game.id}
                  title={arenaName ? t`Against ${opponent}, in the ${arenaName}` : t`Against ${opponent}`}
                  detail={gameDetail(game.outcome, game.reason, game.playedAt)}
                  badge={<Badge color={outcomeColor[game.outcome]}>{t(OUTCOME_WORDS[game.outcome])}</Badge>}
                  action={
                    canReplay && (
                      <ReplayLink
                        to={`/multiplayer/games/${encodeURIComponent(game.id)}?watch=1`}
                        label={t`Watch again: the game against ${opponent}`}
                      />
                    )
                  }
                />
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="ai-games" className="grid content-start gap-3">
        <h3 id="ai-games" className="text-xl font-bold text-ink">
          <Trans>AI games</Trans>
        </h3>
        {games.ai.length === 0 ? (
          <EmptyState title={t`No AI games yet`} headingLevel="h3" />
        ) : (
          <ul className="grid gap-3" aria-label={t`Latest AI games`}>
            {games.ai.map((game) => {
              const level = asShown(aiLevelName(game.difficulty, locale));
              return (
                <Row
                  key={game.id}
                  title={t`Against the ${level} AI`}
                  detail={gameDetail(game.outcome, game.reason, game.playedAt)}
                  badge={<Badge color={outcomeColor[game.outcome]}>{t(OUTCOME_WORDS[game.outcome])}</Badge>}
                  action={
                    canReplay && (
                      <ReplayLink to={`/ai-chess?game=${encodeURIComponent(game.id)}`} label={t`Watch again: the game against the ${level} AI`} />
                    )
                  }
                />
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
