import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Heart, Lock, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FREE_PUZZLES_PER_DAY, FREE_STORY_CHAPTERS, RECOMMENDED_DAILY_MINUTES } from '@chess-quest/protocol/constants';
import { LESSON_COUNT } from '@chess-quest/protocol/plans';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { claimSentence, familyPlan, freePlan, moneyBackClaim, premiumPlan } from '../../lib/plans';

function GuideSection({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={id} className="flex items-center gap-3 text-2xl">
            <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
              {icon}
            </span>
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">{children}</CardContent>
      </Card>
    </section>
  );
}

const { ages6to8, ages9to12 } = RECOMMENDED_DAILY_MINUTES;

export default function ParentGuidePage() {
  const { t } = useLingui();
  const youngMin = ages6to8.min;
  const youngMax = ages6to8.max;
  const olderMin = ages9to12.min;
  const olderMax = ages9to12.max;
  const free = freePlan();
  const premium = premiumPlan();
  const family = familyPlan();
  const freeName = free.name;
  const freePrice = free.price;
  const freePeriod = free.period;
  const premiumName = premium.name;
  const premiumPrice = premium.price;
  const premiumPeriod = premium.period;
  const premiumClaims = claimSentence(premium.claims);
  const familyName = family.name;
  const familyPrice = family.price;
  const familyPeriod = family.period;
  const familyClaims = claimSentence(family.claims.slice(1));
  const moneyBack = moneyBackClaim();
  return (
    <>
      <title>{t`Parent Guide – Chess Quest`}</title>
      <PageHeader
        title={t`Parent Guide`}
        description={t`How Chess Quest keeps your child safe, what it stores, and how to make chess time a happy habit.`}
        icon={<Heart className="size-8" />}
      />
      <div className="grid gap-6">
        <GuideSection id="safety-heading" title={t`Safety first`} icon={<ShieldCheck className="size-6" />}>
          <ul className="grid list-disc gap-2 pl-6">
            <li>
              <Trans>
                <strong>No free-text chat.</strong> Children cannot send each other messages they type themselves, so strangers cannot talk to them.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>No real names.</strong> Other players only ever see a generated player name like “BraveKnight42”, never your child’s real
                name.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Grown-ups stay in charge.</strong> The account belongs to the parent: it is created with your email, password and a 4-digit
                parent PIN.
              </Trans>
            </li>
          </ul>
        </GuideSection>

        <GuideSection id="privacy-heading" title={t`Privacy`} icon={<Lock className="size-6" />}>
          <p>
            <Trans>
              We keep only what the game needs: your email, your password and PIN (stored as secure hashes), your child’s first name and age, their
              player name, and their learning progress and games.
            </Trans>
          </p>
          <p>
            <Trans>
              There are no ads, we never sell data and we use no third-party trackers. Read the full{' '}
              <Link to="/privacy-policy" className="font-semibold text-brand-strong underline">
                Privacy Policy
              </Link>
              .
            </Trans>
          </p>
        </GuideSection>

        <GuideSection id="benefits-heading" title={t`Why chess is good for kids`} icon={<Sparkles className="size-6" />}>
          <ul className="grid list-disc gap-2 pl-6">
            <li>
              <Trans>It trains focus: a game rewards looking carefully before acting.</Trans>
            </li>
            <li>
              <Trans>It builds planning and problem solving, one move ahead, then two, then three.</Trans>
            </li>
            <li>
              <Trans>Puzzles practise pattern spotting and patience.</Trans>
            </li>
            <li>
              <Trans>Every game ends with a winner or a draw, a safe way to learn to win kindly and lose bravely.</Trans>
            </li>
          </ul>
        </GuideSection>

        <GuideSection id="screen-time-heading" title={t`Healthy screen time`} icon={<Clock className="size-6" />}>
          <p>
            <Trans>We recommend short, regular sessions rather than long ones:</Trans>
          </p>
          <table className="w-full max-w-md border-collapse text-left">
            <caption className="sr-only">
              <Trans>Recommended minutes of Chess Quest per day by age</Trans>
            </caption>
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-4">
                  <Trans>Age</Trans>
                </th>
                <th scope="col" className="py-2">
                  <Trans>Minutes per day</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <Trans>6-8 years</Trans>
                </th>
                <td className="py-2">
                  <Trans>
                    {youngMin}-{youngMax} minutes
                  </Trans>
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 pr-4 font-normal">
                  <Trans>9-12 years</Trans>
                </th>
                <td className="py-2">
                  <Trans>
                    {olderMin}-{olderMax} minutes
                  </Trans>
                </td>
              </tr>
            </tbody>
          </table>
          <ul className="grid list-disc gap-2 pl-6">
            <li>
              <Trans>One lesson or the daily puzzle is a perfect small session.</Trans>
            </li>
            <li>
              <Trans>Play a game together now and then, and ask your child to explain their best move.</Trans>
            </li>
            <li>
              <Trans>Take a break after a tough loss: a fresh head plays better.</Trans>
            </li>
          </ul>
        </GuideSection>

        <GuideSection id="plans-heading" title={t`Free or premium?`} icon={<Heart className="size-6" />}>
          <p>
            <Trans>
              <strong>
                {freeName} ({freePrice}
                {freePeriod})
              </strong>{' '}
              gives all {LESSON_COUNT} lessons, the first {FREE_STORY_CHAPTERS} story chapters, the daily puzzle (up to {FREE_PUZZLES_PER_DAY} puzzles
              a day) and progress tracking. Plenty to find out whether your child enjoys chess.
            </Trans>
          </p>
          <p>
            <Trans>
              <strong>
                {premiumName} ({premiumPrice}
                {premiumPeriod})
              </strong>{' '}
              unlocks {premiumClaims}.{' '}
              <strong>
                {familyName} ({familyPrice}
                {familyPeriod})
              </strong>{' '}
              adds {familyClaims}.
            </Trans>
          </p>
          <p>
            <Trans>Paid plans can be cancelled anytime and come with a {moneyBack}.</Trans>
          </p>
        </GuideSection>
      </div>
    </>
  );
}
