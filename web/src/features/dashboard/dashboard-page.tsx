import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { DASHBOARD_STORY_PREVIEW_CHAPTERS, DEFAULT_LEVEL } from '@chess-quest/protocol/constants';
import { FromYourTeacher } from '../../components/class-assignments/from-your-teacher';
import { firstChapters } from '../../components/learning/card-status';
import { LoadError } from '../../components/ui/load-error';
import { useAuth } from '../../lib/use-auth';
import { useDailyPuzzle } from '../../api/get-daily-puzzle';
import { useModules } from '../../api/get-modules';
import { useStoryChapters } from '../../api/get-story-chapters';
import { useUserModules } from '../../api/get-user-modules';
import { useUserProgress } from '../../api/get-user-progress';
import { useUserExperience } from '../../api/achievements/get-user-experience';
import { useUserStory } from '../../api/get-user-story';
import { DailyPuzzleCard } from './components/daily-puzzle-card';
import { ExploreCards } from './components/explore-cards';
import { LessonModules } from './components/lesson-modules';
import { ParentCard } from './components/parent-card';
import { PremiumBanner } from './components/premium-banner';
import { ProgressOverview } from './components/progress-overview';
import { greetingFor } from './greeting';
import { SectionHeading } from './components/section-heading';
import { StoryPreview } from './components/story-preview';
import { useIsStudent } from '../../api/get-teacher-status';

function SectionLoading() {
  return (
    <p role="status" className="text-ink-muted">
      <Trans>Loading...</Trans>
    </p>
  );
}

/** Spec §2 Dashboard: 'Your Chess Journey', at / and /dashboard once signed in. */
export default function DashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const progress = useUserProgress();
  const experience = useUserExperience();
  const modules = useModules();
  const userModules = useUserModules();
  const chapters = useStoryChapters();
  const userStory = useUserStory();
  const dailyPuzzle = useDailyPuzzle();
  const isStudent = useIsStudent();
  // The sections are memoised: each answer that arrives redraws the sections that read it, not
  // the whole page (issue 29: three of the page's commits drew 230-340 components each).
  const { refetch: refetchProgress } = progress;
  const { refetch: refetchDailyPuzzle } = dailyPuzzle;
  const retryProgress = useCallback(() => void refetchProgress(), [refetchProgress]);
  const retryDailyPuzzle = useCallback(() => void refetchDailyPuzzle(), [refetchDailyPuzzle]);
  const previewChapters = useMemo(() => (chapters.data ? firstChapters(chapters.data, DASHBOARD_STORY_PREVIEW_CHAPTERS) : []), [chapters.data]);

  if (!user) return null;
  const isPremiumUser = user.subscriptionStatus === 'active';
  // Lock states depend on the level; until it is known, treat the child as a beginner.
  const level = progress.data?.level ?? DEFAULT_LEVEL;

  return (
    <>
      <title>{t`Your Chess Journey – Chess Quest`}</title>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
        {/* A class's assignments come first (issue 24); nothing shows for a child with none. */}
        <FromYourTeacher />
        <ProgressOverview
          user={user}
          progress={progress.data}
          greeting={greetingFor(experience.data?.totalXp, experience.isError)}
          isLoading={progress.isPending}
          onRetry={retryProgress}
        />

        {/* A student's account (made by a teacher) buys nothing: no plan to offer. */}
        {!isPremiumUser && !isStudent && <PremiumBanner />}

        <section aria-labelledby="lessons-heading">
          <SectionHeading id="lessons-heading" link={{ to: '/lessons', label: t`All lessons` }}>
            <Trans>Lessons</Trans>
          </SectionHeading>
          {modules.isError || userModules.isError ? (
            <LoadError
              what={t`your lessons`}
              onRetry={() => {
                void modules.refetch();
                void userModules.refetch();
              }}
            />
          ) : modules.data && userModules.data && !progress.isPending ? (
            <LessonModules modules={modules.data} userModules={userModules.data} level={level} />
          ) : (
            <SectionLoading />
          )}
        </section>

        <section aria-labelledby="story-heading">
          <SectionHeading id="story-heading" link={{ to: '/story', label: t`Open Story Mode` }}>
            <Trans>Story Adventure</Trans>
          </SectionHeading>
          {chapters.isError || userStory.isError ? (
            <LoadError
              what={t`the story chapters`}
              onRetry={() => {
                void chapters.refetch();
                void userStory.refetch();
              }}
            />
          ) : chapters.data && userStory.data && !progress.isPending ? (
            <StoryPreview chapters={previewChapters} userStory={userStory.data} level={level} isPremiumUser={isPremiumUser} />
          ) : (
            <SectionLoading />
          )}
        </section>

        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="explore-heading">
            <SectionHeading id="explore-heading">
              <Trans>Play and Explore</Trans>
            </SectionHeading>
            <ExploreCards />
          </section>
          <div className="grid content-start gap-6">
            <section aria-labelledby="daily-puzzle-heading">
              <DailyPuzzleCard puzzle={dailyPuzzle.data} isLoading={dailyPuzzle.isPending} isError={dailyPuzzle.isError} onRetry={retryDailyPuzzle} />
            </section>
            {/* A student's account (made by a teacher) has no parent area: its class instead. */}
            <section aria-labelledby="parent-card-heading">
              <ParentCard student={isStudent} />
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
