import { Trans } from '@lingui/react/macro';
import { LazyMotion, m, useReducedMotion } from 'framer-motion';
import { Coffee, Pause, Play, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const loadMotionFeatures = () => import('../../../components/chess/motion-features').then((module) => module.default);

/** Three dots that take turns to hop while the child waits; still when motion is reduced. */
function WaitingDots() {
  const reduceMotion = useReducedMotion() ?? false;
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <span aria-hidden="true" className="inline-flex gap-2">
        {[0, 1, 2].map((i) => (
          <m.span
            key={i}
            className="size-4 rounded-full bg-brand"
            animate={reduceMotion ? undefined : { y: [0, -10, 0] }}
            transition={reduceMotion ? undefined : { duration: 0.9, repeat: Infinity, delay: i * 0.2 }}
          />
        ))}
      </span>
    </LazyMotion>
  );
}

/** Between games: the child waits a moment for a partner, and may take a break (no new games) or come back. */
export function WaitingPanel({
  paused,
  pending,
  onPause,
  onResume,
}: {
  paused: boolean;
  pending: boolean;
  onPause: () => void;
  onResume: () => void;
}) {
  if (paused) {
    return (
      <div className="grid justify-items-center gap-4 rounded-3xl border-2 border-line bg-paper p-6 text-center" data-testid="arena-paused">
        <Coffee aria-hidden="true" className="size-12 text-teal" />
        <h2 className="text-2xl font-extrabold text-ink">
          <Trans>You are taking a break</Trans>
        </h2>
        <p className="text-lg text-ink">
          <Trans>No new games start for you until you press the button. Your points are safe.</Trans>
        </p>
        <Button size="lg" onClick={onResume} disabled={pending}>
          <Play aria-hidden="true" className="size-5" /> <Trans>I am ready, let’s play!</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-4 rounded-3xl border-2 border-brand bg-brand-soft p-6 text-center" data-testid="arena-waiting">
      <Search aria-hidden="true" className="size-12 text-brand-strong" />
      <h2 className="text-2xl font-extrabold text-ink" aria-live="polite">
        <Trans>Finding you a partner...</Trans>
      </h2>
      <WaitingDots />
      <p className="text-lg text-ink">
        <Trans>Your next game starts in a moment. Stay on this page!</Trans>
      </p>
      <Button variant="outline" size="lg" onClick={onPause} disabled={pending}>
        <Pause aria-hidden="true" className="size-5" /> <Trans>Take a break</Trans>
      </Button>
    </div>
  );
}
