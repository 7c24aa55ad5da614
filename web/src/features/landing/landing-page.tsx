import { Trans, useLingui } from '@lingui/react/macro';
import { ChessKing, ChessKnight, ChessPawn, ChessRook } from 'lucide-react';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '@chess-quest/protocol/constants';
import { buttonClassName } from '../../components/ui/button';
import { LOGIN_URL } from '../../lib/unauthorized';
import { FeatureCards } from './components/feature-cards';
import { PricingSection } from './components/pricing-section';

function HeroArt() {
  const pieces = [
    { Icon: ChessKnight, tone: 'bg-brand text-white' },
    { Icon: ChessRook, tone: 'bg-teal text-white' },
    { Icon: ChessKing, tone: 'bg-grape text-white' },
    { Icon: ChessPawn, tone: 'bg-sun text-ink' },
  ];
  return (
    <div aria-hidden="true" className="mx-auto grid w-full max-w-64 grid-cols-2 gap-4 md:max-w-none">
      {pieces.map(({ Icon, tone }, i) => (
        <span
          key={i}
          className={`inline-flex aspect-square items-center justify-center rounded-[2rem] shadow-md ${tone} ${i % 2 ? 'translate-y-6' : ''}`}
        >
          <Icon className="size-16 sm:size-20" strokeWidth={1.75} />
        </span>
      ))}
    </div>
  );
}

/** Spec §1: what a signed-out visitor sees at "/". Every call to action goes to the login. */
export default function LandingPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Chess Quest – Learn Chess the Fun Way!`}</title>
      <section aria-labelledby="hero-heading" className="grid items-center gap-10 py-8 md:grid-cols-[3fr_2fr] md:py-14">
        <div>
          <p className="inline-flex rounded-full bg-sun px-4 py-1 font-semibold text-ink">
            <Trans>
              For kids aged {CHILD_AGE_MIN}-{CHILD_AGE_MAX}
            </Trans>
          </p>
          <h1 id="hero-heading" className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-6xl">
            <Trans>Learn Chess the Fun Way!</Trans>
          </h1>
          <p className="mt-4 max-w-xl text-xl text-ink-muted">
            <Trans>
              Lessons, a story adventure and a puzzle every day turn young players into confident chess heroes, and parents can watch every step.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a href={LOGIN_URL} className={buttonClassName('primary', 'lg')}>
              <Trans>Start Learning</Trans>
            </a>
            <a href={LOGIN_URL} className={buttonClassName('secondary', 'lg')}>
              <Trans>Play Now</Trans>
            </a>
          </div>
        </div>
        <HeroArt />
      </section>
      <FeatureCards />
      <PricingSection />
    </>
  );
}
