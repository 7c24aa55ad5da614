import { Crown, Lock, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import type { StoryChapter, UserStory } from '@chess-quest/protocol/catalog';
import { Badge } from '../ui/badge';
import { Button, buttonClassName } from '../ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../ui/card';
import { Progress } from '../ui/progress';
import { chapterCardStatus } from './card-status';

/**
 * A story chapter card with the spec §4 states; the story page and the dashboard share it.
 * With `onShare`, a finished chapter also offers Share (spec §2 Story mode: the share dialog).
 */
export function ChapterCard({
  chapter,
  userStory,
  level,
  isPremiumUser,
  headingLevel = 'h3',
  onShare,
}: {
  chapter: StoryChapter;
  userStory: UserStory | undefined;
  level: number;
  isPremiumUser: boolean;
  headingLevel?: 'h2' | 'h3';
  onShare?: (chapter: StoryChapter) => void;
}) {
  const status = chapterCardStatus(chapter, userStory, level, isPremiumUser);
  return (
    <Card
      className={`flex h-full flex-col ${status.kind === 'locked' ? 'border-dashed bg-cream' : ''}`}
      data-testid="chapter-card"
    >
      <CardHeader className="flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge color="neutral">Chapter {chapter.chapterNumber}</Badge>
          {chapter.isPremium && (
            <Badge color="purple">
              <Crown aria-hidden="true" className="size-4" />
              Premium
            </Badge>
          )}
          {status.kind === 'completed' && <Badge color="green">Completed</Badge>}
          {status.kind === 'in-progress' && <Badge color="blue">In Progress</Badge>}
        </div>
        <CardTitle as={headingLevel}>{chapter.title}</CardTitle>
        <CardDescription>{chapter.description}</CardDescription>
      </CardHeader>
      {status.kind === 'in-progress' && (
        <CardContent>
          <Progress value={status.progress} label={`${chapter.title} progress`} />
        </CardContent>
      )}
      <CardFooter>
        {status.kind === 'locked' && (
          <p className="inline-flex items-center gap-2 font-semibold text-ink-muted">
            <Lock aria-hidden="true" className="size-4" />
            {status.label}
          </p>
        )}
        {status.kind === 'premium' && (
          <Link to="/subscription" className={buttonClassName('premium')}>
            <Crown aria-hidden="true" className="size-5" />
            {status.action}
            <span className="sr-only">: {chapter.title}</span>
          </Link>
        )}
        {(status.kind === 'new' || status.kind === 'in-progress' || status.kind === 'completed') && (
          <Link
            to={`/story/${chapter.id}`}
            className={buttonClassName(status.kind === 'completed' ? 'outline' : 'secondary')}
          >
            {status.action}
            <span className="sr-only">: {chapter.title}</span>
          </Link>
        )}
        {status.kind === 'completed' && onShare && (
          <Button variant="ghost" onClick={() => onShare(chapter)} aria-label={`Share ${chapter.title}`}>
            <Share2 aria-hidden="true" className="size-5" />
            Share
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
