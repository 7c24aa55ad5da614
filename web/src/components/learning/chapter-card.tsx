import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, Lock, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import type { StoryChapter, UserStory } from '@chess-quest/protocol/catalog';
import { Badge } from '../ui/badge';
import { Button, buttonClassName } from '../ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../ui/card';
import { Progress } from '../ui/progress';
import { actionText, chapterCardStatus } from './card-status';
import { formatNumber } from '../../lib/format';
import { PlansLink } from '../plans-link';

/**
 * A story chapter card with the spec §4 states; the story page and the dashboard share it.
 * With `onShare`, a finished chapter also offers Share (spec §2 Story mode: the share dialog).
 */
export function ChapterCard({
  chapter,
  userStory,
  level,
  points = null,
  isPremiumUser,
  headingLevel = 'h3',
  onShare,
}: {
  chapter: StoryChapter;
  userStory: UserStory | undefined;
  level: number;
  /** The child's points, to say how many are still to earn for a level-locked chapter. */
  points?: number | null;
  isPremiumUser: boolean;
  headingLevel?: 'h2' | 'h3';
  onShare?: (chapter: StoryChapter) => void;
}) {
  const { t } = useLingui();
  const status = chapterCardStatus(chapter, userStory, level, isPremiumUser, points);
  const { title, chapterNumber } = chapter;
  const pointsToGo = status.kind === 'locked' && status.pointsToGo !== null ? formatNumber(status.pointsToGo) : null;
  return (
    <Card className={`flex h-full flex-col ${status.kind === 'locked' ? 'border-dashed bg-cream' : ''}`} data-testid="chapter-card">
      <CardHeader className="flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge color="neutral">
            <Trans>Chapter {chapterNumber}</Trans>
          </Badge>
          {chapter.isPremium && (
            <Badge color="purple">
              <Crown aria-hidden="true" className="size-4" />
              <Trans>Premium</Trans>
            </Badge>
          )}
          {status.kind === 'completed' && (
            <Badge color="green">
              <Trans>Completed</Trans>
            </Badge>
          )}
          {status.kind === 'in-progress' && (
            <Badge color="blue">
              <Trans>In Progress</Trans>
            </Badge>
          )}
        </div>
        <CardTitle as={headingLevel}>{chapter.title}</CardTitle>
        <CardDescription>{chapter.description}</CardDescription>
      </CardHeader>
      {status.kind === 'in-progress' && (
        <CardContent>
          <Progress value={status.progress} label={t`${title} progress`} />
        </CardContent>
      )}
      <CardFooter>
        {status.kind === 'locked' && (
          <div className="grid gap-1" data-testid="chapter-lock">
            <p className="flex items-start gap-2 font-semibold text-ink">
              <Lock aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {status.label} — {status.yourLevel}
              </span>
            </p>
            {(status.pointsToGo !== null || status.premiumToo) && (
              <p className="text-ink-muted">
                {pointsToGo !== null && t`${pointsToGo} more points to get there.`}
                {status.pointsToGo !== null && status.premiumToo && ' '}
                {status.premiumToo && t`It is part of Premium too.`}
              </p>
            )}
          </div>
        )}
        {status.kind === 'premium' && (
          <div className="grid gap-2" data-testid="chapter-lock">
            <p className="font-semibold text-ink">
              <Trans>Part of Premium</Trans>
            </p>
            <PlansLink className={buttonClassName('premium')}>
              <Crown aria-hidden="true" className="size-5" />
              {actionText(status.action)}
              <span className="sr-only">: {chapter.title}</span>
            </PlansLink>
          </div>
        )}
        {(status.kind === 'new' || status.kind === 'in-progress' || status.kind === 'completed') && (
          <Link to={`/story/${chapter.id}`} className={buttonClassName(status.kind === 'completed' ? 'outline' : 'secondary')}>
            {actionText(status.action)}
            <span className="sr-only">: {chapter.title}</span>
          </Link>
        )}
        {status.kind === 'completed' && onShare && (
          <Button variant="ghost" onClick={() => onShare(chapter)} aria-label={t`Share ${title}`}>
            <Share2 aria-hidden="true" className="size-5" />
            <Trans>Share</Trans>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
