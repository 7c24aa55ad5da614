import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LazyMotion, m, useReducedMotion } from 'framer-motion';
import { Medal } from 'lucide-react';
import type { StandingRow } from '@chess-quest/protocol/arenas';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { medalWord } from '../arena-text';
import { OnFireFlame } from './flame';
import { PlayerName } from './player-name';

const loadMotionFeatures = () => import('../../../components/chess/motion-features').then((module) => module.default);

// Read first, second, third; seen second, first, third from the left, as podiums stand, the first place's step tallest.
const PLACES = [1, 2, 3] as const;
const STEP = {
  1: { order: 'order-2', height: 'h-32 sm:h-36', colour: 'bg-sun text-ink', ring: 'ring-sun', medal: 'text-star' },
  2: { order: 'order-1', height: 'h-24 sm:h-28', colour: 'bg-slate-200 text-ink', ring: 'ring-slate-300', medal: 'text-slate-700' },
  3: { order: 'order-3', height: 'h-20', colour: 'bg-orange-200 text-ink', ring: 'ring-orange-300', medal: 'text-brand-strong' },
} as const;

/** The top 3 on their steps with their medals; the steps rise one after another unless motion is reduced. */
export function Podium({ podium, viewerId }: { podium: readonly StandingRow[]; viewerId: string | undefined }) {
  const { t } = useLingui();
  const reduceMotion = useReducedMotion() ?? false;
  const byPlace = new Map(podium.map((row) => [row.rank, row]));
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <ol className="grid grid-cols-3 items-end gap-2 sm:gap-4" aria-label={t`Podium`} data-testid="podium">
        {PLACES.map((place) => {
          const row = byPlace.get(place);
          const step = STEP[place];
          const points = row?.points ?? 0;
          return (
            <li key={place} className={cn('grid min-w-0 justify-items-center gap-2', step.order, !row && 'invisible')}>
              {row && (
                <>
                  <Avatar name={row.username} imageUrl={row.profileImageUrl} className={cn('size-14 ring-4 sm:size-20', step.ring)} />
                  <span className="max-w-full text-center text-sm font-bold text-ink sm:text-lg">
                    <PlayerName username={row.username} />
                    {row.childId === viewerId && (
                      <span className="block text-brand-strong">
                        <Trans>(you!)</Trans>
                      </span>
                    )}
                  </span>
                  <span className="text-sm font-semibold text-ink sm:text-base">
                    <Plural value={points} one="# point" other="# points" />
                  </span>
                  {row.onFire && <OnFireFlame />}
                </>
              )}
              <m.div
                className={cn('grid w-full content-start justify-items-center rounded-t-2xl pt-2', step.height, step.colour)}
                initial={reduceMotion ? false : { scaleY: 0, originY: 1 }}
                animate={{ scaleY: 1 }}
                transition={reduceMotion ? { duration: 0 } : { delay: (3 - place) * 0.35, type: 'spring', stiffness: 120, damping: 14 }}
              >
                <Medal aria-hidden="true" className={cn('size-7 sm:size-10', step.medal)} />
                <span className="text-sm font-extrabold sm:text-base">
                  {medalWord(place)}
                  <span className="sr-only">
                    <Trans>, place {place}</Trans>
                  </span>
                </span>
              </m.div>
            </li>
          );
        })}
      </ol>
    </LazyMotion>
  );
}
