import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Castle, TrendingUp } from 'lucide-react';
import { FREE_STORY_CHAPTERS } from '@chess-quest/protocol/constants';
import { STORY_CHAPTER_COUNT } from '@chess-quest/protocol/plans';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const features = [
  {
    id: 'lessons',
    title: msg`Interactive Lessons`,
    text: msg`Short, playful lessons build real chess skills one small step at a time, with points for every lesson finished.`,
    icon: BookOpen,
    tone: 'bg-brand-soft text-brand-strong',
  },
  {
    id: 'story',
    title: msg`Story Mode`,
    text: msg`Go on a chess adventure told in ${STORY_CHAPTER_COUNT} chapters. The first ${FREE_STORY_CHAPTERS} chapters are free to play.`,
    icon: Castle,
    tone: 'bg-teal-soft text-teal-strong',
  },
  {
    id: 'progress',
    title: msg`Progress Tracking`,
    text: msg`Earn points, level up and keep a daily streak, while parents follow lessons, puzzles and games in the parent view.`,
    icon: TrendingUp,
    tone: 'bg-grape-soft text-grape-strong',
  },
];

export function FeatureCards() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="features-heading" className="py-12">
      <h2 id="features-heading" className="text-center text-3xl font-extrabold text-ink">
        <Trans>Everything a young chess hero needs</Trans>
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {features.map(({ id, title, text, icon: Icon, tone }) => (
          <li key={id}>
            <Card className="h-full">
              <CardHeader>
                <span aria-hidden="true" className={`inline-flex size-14 items-center justify-center rounded-2xl ${tone}`}>
                  <Icon className="size-7" />
                </span>
                <CardTitle className="mt-3">{t(title)}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-ink-muted">{t(text)}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
