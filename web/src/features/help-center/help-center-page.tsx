import { CircleHelp, Clock } from 'lucide-react';
import { Link } from 'react-router';
import {
  AI_RATING_RANGES,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  MAX_CHILDREN_FAMILY,
  POINTS_PER_LEVEL,
  SUPPORT_HOURS,
} from '@chess-quest/protocol/constants';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { claimSentence, FAMILY_PLAN, FREE_PLAN, MONEY_BACK_CLAIM, PREMIUM_PLAN } from '../../lib/plans';

const faqs = [
  {
    q: 'Who is Chess Quest for?',
    a: `Children aged ${CHILD_AGE_MIN} to ${CHILD_AGE_MAX} who want to learn chess, from their very first move, and the parents who want to follow along.`,
  },
  {
    q: 'How do we get started?',
    a: "A parent creates the account with an email, a password and a 4-digit parent PIN, then adds the child's first name and age. Your child gets a fun player name, and that's it: time to play!",
  },
  {
    q: 'Is Chess Quest free?',
    a: `Yes. The ${FREE_PLAN.name} plan costs ${FREE_PLAN.price} and includes ${claimSentence(FREE_PLAN.claims)}. ${PREMIUM_PLAN.name} (${PREMIUM_PLAN.price}${PREMIUM_PLAN.period}) adds ${claimSentence(PREMIUM_PLAN.claims)}. The ${FAMILY_PLAN.name} plan (${FAMILY_PLAN.price}${FAMILY_PLAN.period}) covers up to ${MAX_CHILDREN_FAMILY} children.`,
  },
  {
    q: 'Can we cancel a paid plan?',
    a: `Yes, you can cancel anytime, and paid plans come with a ${MONEY_BACK_CLAIM}. Write to us through Contact Us (category "Billing") and we will take care of it.`,
  },
  {
    q: 'How do levels, points and streaks work?',
    a: `Finished lessons and solved puzzles earn points. Every ${POINTS_PER_LEVEL.toLocaleString('en-US')} points take your child up one level, and the daily streak counts the days in a row they have played.`,
  },
  {
    q: 'Who will my child play against?',
    a: `Other young players in multiplayer, or the computer in AI Challenge. The AI has three levels: Easy (rated about ${AI_RATING_RANGES.easy.min}-${AI_RATING_RANGES.easy.max}), Medium (${AI_RATING_RANGES.medium.min}-${AI_RATING_RANGES.medium.max}) and Hard (${AI_RATING_RANGES.hard.min}-${AI_RATING_RANGES.hard.max}).`,
  },
  {
    q: 'Can other players see my child’s name?',
    a: "No. Other players only see the generated player name (like “BraveKnight42”), never your child's real name, and there is no free-text chat.",
  },
  {
    q: 'How can I see how my child is doing?',
    a: 'Open the Parent View from the top of the page: it shows lessons completed, story progress, puzzle results and recent games.',
  },
  {
    q: 'What do we need to play?',
    a: 'A computer or tablet with an up-to-date web browser and an internet connection. There is nothing to install.',
  },
  {
    q: 'How do I delete our account and data?',
    a: 'Send us a message through Contact Us with the category "Parent Questions" and we will delete the account and everything stored with it.',
  },
];

export default function HelpCenterPage() {
  return (
    <>
      <title>Help Center – Chess Quest</title>
      <PageHeader
        title="Help Center"
        description="Answers to the questions parents and young players ask most."
        icon={<CircleHelp className="size-8" />}
      />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="mb-4 text-2xl font-bold text-ink">
            Frequently asked questions
          </h2>
          <div className="grid gap-3">
            {faqs.map(({ q, a }) => (
              <details key={q} className="group rounded-2xl border-2 border-line bg-paper">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-ink">
                  {q}
                  <span aria-hidden="true" className="text-2xl text-brand-strong group-open:rotate-45 motion-safe:transition-transform">
                    +
                  </span>
                </summary>
                <p className="px-5 pb-5 text-ink-muted">{a}</p>
              </details>
            ))}
          </div>
        </section>
        <aside aria-labelledby="support-heading">
          <Card>
            <CardHeader>
              <CardTitle as="h2" id="support-heading" className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-6 text-brand-strong" />
                Support hours
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <ul className="grid gap-1">
                <li>{SUPPORT_HOURS.weekdays}</li>
                <li>{SUPPORT_HOURS.weekends}</li>
              </ul>
              <p className="text-ink-muted">We reply to every message within {SUPPORT_HOURS.replyWithinHours} hours.</p>
              <p>
                Still stuck?{' '}
                <Link to="/contact-us" className="font-semibold text-brand-strong underline">
                  Contact us
                </Link>{' '}
                or read the{' '}
                <Link to="/parent-guide" className="font-semibold text-brand-strong underline">
                  Parent Guide
                </Link>
                .
              </p>
            </CardContent>
          </Card>
        </aside>
      </div>
    </>
  );
}
