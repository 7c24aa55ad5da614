import { Trans } from '@lingui/react/macro';
import { ArrowLeft, Crown, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../ui/button';
import { Card } from '../ui/card';
import { PlansLink } from '../plans-link';

/**
 * A lesson or chapter the child cannot open (yet): the server's kind sentence, the way back,
 * and, for premium content, the way to the plans.
 */
export function LockedNotice({ message, back, premium = false }: { message: string; back: { to: string; label: string }; premium?: boolean }) {
  return (
    <Card className="mx-auto grid max-w-2xl justify-items-center gap-4 p-8 text-center" role="alert">
      <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        {premium ? <Crown className="size-8" /> : <Lock className="size-8" />}
      </span>
      <p className="text-xl font-semibold text-ink">{message}</p>
      {premium && (
        <p className="text-ink-muted">
          <Trans>The first chapters are free to play, and so is every lesson.</Trans>
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={back.to} className={buttonClassName('outline')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {back.label}
        </Link>
        {premium && (
          <PlansLink className={buttonClassName('premium')}>
            <Crown aria-hidden="true" className="size-5" />
            <Trans>Upgrade to Play</Trans>
          </PlansLink>
        )}
      </div>
    </Card>
  );
}
