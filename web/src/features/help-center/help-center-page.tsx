import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatNumber } from '../../lib/format';
import { claimSentence, familyPlan, freePlan, moneyBackClaim, premiumPlan } from '../../lib/plans';

/** SUPPORT_HOURS' days and hours (weekdays, weekends) in words. */
const SUPPORT_DAYS = { weekdays: msg`Mon-Fri 9-6 EST`, weekends: msg`Sat-Sun 10-4 EST` };

/** The questions and answers, in the reader's language (call while rendering). */
function useFaqs(): { id: string; q: string; a: string }[] {
  const { t } = useLingui();
  const free = freePlan();
  const premium = premiumPlan();
  const family = familyPlan();
  const freeName = free.name;
  const freePrice = free.price;
  const freeClaims = claimSentence(free.claims);
  const premiumName = premium.name;
  const premiumPrice = premium.price;
  const premiumPeriod = premium.period;
  const premiumClaims = claimSentence(premium.claims);
  const familyName = family.name;
  const familyPrice = family.price;
  const familyPeriod = family.period;
  const moneyBack = moneyBackClaim();
  const pointsPerLevel = formatNumber(POINTS_PER_LEVEL);
  const { easy, medium, hard } = AI_RATING_RANGES;
  const easyMin = easy.min;
  const easyMax = easy.max;
  const mediumMin = medium.min;
  const mediumMax = medium.max;
  const hardMin = hard.min;
  const hardMax = hard.max;
  return [
    {
      id: 'who',
      q: t`Who is Chess Quest for?`,
      a: t`Children aged ${CHILD_AGE_MIN} to ${CHILD_AGE_MAX} who want to learn chess, from their very first move, and the parents who want to follow along.`,
    },
    {
      id: 'start',
      q: t`How do we get started?`,
      a: t`A parent creates the account with an email, a password and a 4-digit parent PIN, then adds the child's first name and age. Your child gets a fun player name, and that's it: time to play!`,
    },
    {
      id: 'free',
      q: t`Is Chess Quest free?`,
      a: t`Yes. The ${freeName} plan costs ${freePrice} and includes ${freeClaims}. ${premiumName} (${premiumPrice}${premiumPeriod}) adds ${premiumClaims}. The ${familyName} plan (${familyPrice}${familyPeriod}) covers up to ${MAX_CHILDREN_FAMILY} children.`,
    },
    {
      id: 'cancel',
      q: t`Can we cancel a paid plan?`,
      a: t`Yes, you can cancel anytime, and paid plans come with a ${moneyBack}. Write to us through Contact Us (category "Billing") and we will take care of it.`,
    },
    {
      id: 'levels',
      q: t`How do levels, points and streaks work?`,
      a: t`Finished lessons and solved puzzles earn points. Every ${pointsPerLevel} points take your child up one level, and the daily streak counts the days in a row they have played.`,
    },
    {
      id: 'opponents',
      q: t`Who will my child play against?`,
      a: t`Other young players in multiplayer, or the computer in AI Challenge. The AI has three levels: Easy (rated about ${easyMin}-${easyMax}), Medium (${mediumMin}-${mediumMax}) and Hard (${hardMin}-${hardMax}).`,
    },
    {
      id: 'names',
      q: t`Can other players see my child’s name?`,
      a: t`No. Other players only see the generated player name (like “BraveKnight42”), never your child's real name, and there is no free-text chat.`,
    },
    {
      id: 'progress',
      q: t`How can I see how my child is doing?`,
      a: t`Open the Parent View from the top of the page: it shows lessons completed, story progress, puzzle results and recent games.`,
    },
    {
      id: 'devices',
      q: t`What do we need to play?`,
      a: t`A computer or tablet with an up-to-date web browser and an internet connection. There is nothing to install.`,
    },
    {
      id: 'delete',
      q: t`How do I delete our account and data?`,
      a: t`Send us a message through Contact Us with the category "Parent Questions" and we will delete the account and everything stored with it.`,
    },
  ];
}

export default function HelpCenterPage() {
  const { t } = useLingui();
  const faqs = useFaqs();
  const replyWithinHours = SUPPORT_HOURS.replyWithinHours;
  return (
    <>
      <title>{t`Help Center – Chess Quest`}</title>
      <PageHeader
        title={t`Help Center`}
        description={t`Answers to the questions parents and young players ask most.`}
        icon={<CircleHelp className="size-8" />}
      />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="mb-4 text-2xl font-bold text-ink">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <div className="grid gap-3">
            {faqs.map(({ id, q, a }) => (
              <details key={id} className="group rounded-2xl border-2 border-line bg-paper">
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
                <Trans>Support hours</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <ul className="grid gap-1">
                <li>{t(SUPPORT_DAYS.weekdays)}</li>
                <li>{t(SUPPORT_DAYS.weekends)}</li>
              </ul>
              <p className="text-ink-muted">
                <Trans>We reply to every message within {replyWithinHours} hours.</Trans>
              </p>
              <p>
                <Trans>
                  Still stuck?{' '}
                  <Link to="/contact-us" className="font-semibold text-brand-strong underline">
                    Contact us
                  </Link>{' '}
                  or read the{' '}
                  <Link to="/parent-guide" className="font-semibold text-brand-strong underline">
                    Parent Guide
                  </Link>
                  .
                </Trans>
              </p>
            </CardContent>
          </Card>
        </aside>
      </div>
    </>
  );
}
