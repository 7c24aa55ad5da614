import { Trans, useLingui } from '@lingui/react/macro';
import { Castle, Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_LEVEL } from '@chess-quest/protocol/constants';
import { overallProgress, sortChapters } from '../../components/learning/card-status';
import { ChapterCard } from '../../components/learning/chapter-card';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { ShareDialog, type ShareItem } from '../../components/share/share-dialog';
import { Progress } from '../../components/ui/progress';
import { formatNumber } from '../../lib/format';
import { useAuth } from '../../lib/use-auth';
import { useStoryChapters } from '../../api/get-story-chapters';
import { useUserProgress } from '../../api/get-user-progress';
import { useUserStory } from '../../api/get-user-story';
import { StoryPremiumBanner } from './components/story-premium-banner';

function StoryProgressCard({ completed, total, percent }: { completed: number; total: number; percent: number }) {
  const { t } = useLingui();
  const percentText = formatNumber(percent / 100, { style: 'percent' });
  return (
    <Card className="mb-8 grid gap-3 p-6" data-testid="story-progress">
      <div className="flex flex-wrap items-center gap-4">
        <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-2xl bg-teal-soft text-teal-strong">
          <MapIcon className="size-7" />
        </span>
        <div className="flex-1">
          <h2 className="text-xl font-bold text-ink">
            <Trans>Your adventure so far</Trans>
          </h2>
          <p className="text-ink-muted">
            <Trans>
              <strong className="text-ink">
                {completed} of {total}
              </strong>{' '}
              chapters completed
            </Trans>
          </p>
        </div>
        <p className="text-3xl font-extrabold text-teal-strong">{percentText}</p>
      </div>
      <Progress value={percent} label={t`Story progress`} />
    </Card>
  );
}

/**
 * Spec §2 Story mode: overall progress, premium upsell, the chapter cards (spec §4 states), and
 * the share dialog for a finished chapter (a grown-up shares it, behind the parent PIN).
 */
export default function StoryPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [sharing, setSharing] = useState<ShareItem | null>(null);
  const chapters = useStoryChapters();
  const userStory = useUserStory();
  const progress = useUserProgress();
  const isPremiumUser = user?.subscriptionStatus === 'active';
  const level = progress.data?.level ?? DEFAULT_LEVEL;

  let content;
  if (chapters.isError || userStory.isError) {
    content = (
      <LoadError
        what={t`the story chapters`}
        onRetry={() => {
          void chapters.refetch();
          void userStory.refetch();
        }}
      />
    );
  } else if (chapters.isPending || userStory.isPending || progress.isPending) {
    content = <PageLoading />;
  } else if (chapters.data.length === 0) {
    content = (
      <EmptyState title={t`No Story Chapters Available`} icon={<Castle className="size-8" />}>
        <Trans>The story adventure is being written. Check back soon!</Trans>
      </EmptyState>
    );
  } else {
    const byChapter = new Map(userStory.data.map((us) => [us.chapterId, us]));
    const sorted = sortChapters(chapters.data);
    const records = sorted.flatMap((c) => {
      const record = byChapter.get(c.id);
      return record ? [record] : [];
    });
    content = (
      <>
        <StoryProgressCard {...overallProgress(sorted.length, records)} />
        {!isPremiumUser && <StoryPremiumBanner />}
        <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {sorted.map((chapter) => (
            <li key={chapter.id}>
              <ChapterCard
                chapter={chapter}
                userStory={byChapter.get(chapter.id)}
                level={level}
                points={progress.data?.points ?? null}
                isPremiumUser={isPremiumUser}
                headingLevel="h2"
                onShare={(finished) => setSharing({ type: 'story', id: finished.id, title: finished.title, description: finished.description })}
              />
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <>
      <title>{t`Story Mode – Chess Quest`}</title>
      <PageHeader
        title={t`Story Mode`}
        description={t`A chess adventure in chapters. Every chapter brings a new challenge.`}
        icon={<Castle className="size-8" />}
      />
      {content}
      <ShareDialog item={sharing} onClose={() => setSharing(null)} />
    </>
  );
}
