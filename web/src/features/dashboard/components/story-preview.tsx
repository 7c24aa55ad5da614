import { Trans, useLingui } from '@lingui/react/macro';
import { Castle } from 'lucide-react';
import { memo } from 'react';
import type { StoryChapter, UserStory } from '@chess-quest/protocol/catalog';
import { ChapterCard } from '../../../components/learning/chapter-card';
import { EmptyState } from '../../../components/ui/empty-state';

/** The first chapters of the story (spec: 3 on the dashboard), with the story page's card states. */
export const StoryPreview = memo(function StoryPreview({
  chapters,
  userStory,
  level,
  isPremiumUser,
}: {
  chapters: StoryChapter[];
  userStory: UserStory[];
  level: number;
  isPremiumUser: boolean;
}) {
  const { t } = useLingui();
  if (chapters.length === 0) {
    return (
      <EmptyState title={t`No Story Chapters Available`} headingLevel="h3" icon={<Castle className="size-8" />}>
        <Trans>The story adventure is being written. Check back soon!</Trans>
      </EmptyState>
    );
  }
  const byChapter = new Map(userStory.map((us) => [us.chapterId, us]));
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {chapters.map((chapter) => (
        <li key={chapter.id}>
          <ChapterCard chapter={chapter} userStory={byChapter.get(chapter.id)} level={level} isPremiumUser={isPremiumUser} />
        </li>
      ))}
    </ul>
  );
});
