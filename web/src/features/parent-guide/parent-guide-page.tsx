import { Clock, Heart, Lock, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FREE_PUZZLES_PER_DAY, FREE_STORY_CHAPTERS, RECOMMENDED_DAILY_MINUTES } from '@chess-quest/protocol/constants';
import { LESSON_COUNT } from '@chess-quest/protocol/plans';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { claimSentence, FAMILY_PLAN, FREE_PLAN, MONEY_BACK_CLAIM, PREMIUM_PLAN } from '../../lib/plans';

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
  return (
    <>
      <title>Parent Guide – Chess Quest</title>
      <PageHeader
        title="Parent Guide"
        description="How Chess Quest keeps your child safe, what it stores, and how to make chess time a happy habit."
        icon={<Heart className="size-8" />}
      />
      <div className="grid gap-6">
        <GuideSection id="safety-heading" title="Safety first" icon={<ShieldCheck className="size-6" />}>
          <ul className="grid list-disc gap-2 pl-6">
            <li>
              <strong>No free-text chat.</strong> Children cannot send each other messages they type themselves, so strangers cannot talk to them.
            </li>
            <li>
              <strong>No real names.</strong> Other players only ever see a generated player name like &ldquo;BraveKnight42&rdquo;, never your
              child&rsquo;s real name.
            </li>
            <li>
              <strong>Grown-ups stay in charge.</strong> The account belongs to the parent: it is created with your email, password and a 4-digit
              parent PIN.
            </li>
          </ul>
        </GuideSection>

        <GuideSection id="privacy-heading" title="Privacy" icon={<Lock className="size-6" />}>
          <p>
            We keep only what the game needs: your email, your password and PIN (stored as secure hashes), your child&rsquo;s first name and age,
            their player name, and their learning progress and games.
          </p>
          <p>
            There are no ads, we never sell data and we use no third-party trackers. Read the full{' '}
            <Link to="/privacy-policy" className="font-semibold text-brand-strong underline">
              Privacy Policy
            </Link>
            .
          </p>
        </GuideSection>

        <GuideSection id="benefits-heading" title="Why chess is good for kids" icon={<Sparkles className="size-6" />}>
          <ul className="grid list-disc gap-2 pl-6">
            <li>It trains focus: a game rewards looking carefully before acting.</li>
            <li>It builds planning and problem solving, one move ahead, then two, then three.</li>
            <li>Puzzles practise pattern spotting and patience.</li>
            <li>Every game ends with a winner or a draw, a safe way to learn to win kindly and lose bravely.</li>
          </ul>
        </GuideSection>

        <GuideSection id="screen-time-heading" title="Healthy screen time" icon={<Clock className="size-6" />}>
          <p>We recommend short, regular sessions rather than long ones:</p>
          <table className="w-full max-w-md border-collapse text-left">
            <caption className="sr-only">Recommended minutes of Chess Quest per day by age</caption>
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-4">
                  Age
                </th>
                <th scope="col" className="py-2">
                  Minutes per day
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal">
                  6-8 years
                </th>
                <td className="py-2">
                  {ages6to8.min}-{ages6to8.max} minutes
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 pr-4 font-normal">
                  9-12 years
                </th>
                <td className="py-2">
                  {ages9to12.min}-{ages9to12.max} minutes
                </td>
              </tr>
            </tbody>
          </table>
          <ul className="grid list-disc gap-2 pl-6">
            <li>One lesson or the daily puzzle is a perfect small session.</li>
            <li>Play a game together now and then, and ask your child to explain their best move.</li>
            <li>Take a break after a tough loss: a fresh head plays better.</li>
          </ul>
        </GuideSection>

        <GuideSection id="plans-heading" title="Free or premium?" icon={<Heart className="size-6" />}>
          <p>
            <strong>
              {FREE_PLAN.name} ({FREE_PLAN.price}
              {FREE_PLAN.period})
            </strong>{' '}
            gives all {LESSON_COUNT} lessons, the first {FREE_STORY_CHAPTERS} story chapters, the daily puzzle (up to {FREE_PUZZLES_PER_DAY} puzzles a
            day) and progress tracking. Plenty to find out whether your child enjoys chess.
          </p>
          <p>
            <strong>
              {PREMIUM_PLAN.name} ({PREMIUM_PLAN.price}
              {PREMIUM_PLAN.period})
            </strong>{' '}
            unlocks {claimSentence(PREMIUM_PLAN.claims)}.{' '}
            <strong>
              {FAMILY_PLAN.name} ({FAMILY_PLAN.price}
              {FAMILY_PLAN.period})
            </strong>{' '}
            adds {claimSentence(FAMILY_PLAN.claims.slice(1))}.
          </p>
          <p>Paid plans can be cancelled anytime and come with a {MONEY_BACK_CLAIM}.</p>
        </GuideSection>
      </div>
    </>
  );
}
