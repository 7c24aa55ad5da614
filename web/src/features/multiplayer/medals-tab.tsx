import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Clock, Medal as MedalIcon } from 'lucide-react';
import { useState } from 'react';
import { MEDAL_CATEGORIES, TIERS, type Medal } from '@chess-quest/protocol/achievements';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { Progress } from '../../components/ui/progress';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { useMedals } from './api/get-medals';

const TIER_COLOUR: Record<Medal['rarity'], BadgeColor> = { bronze: 'amber', silver: 'neutral', gold: 'amber', platinum: 'blue', diamond: 'purple' };
const TIER_NAMES: Record<Medal['rarity'], MessageDescriptor> = {
  bronze: msg`Bronze`,
  silver: msg`Silver`,
  gold: msg`Gold`,
  platinum: msg`Platinum`,
  diamond: msg`Diamond`,
};
const CATEGORY_NAMES: Record<Medal['category'], MessageDescriptor> = {
  skill: msg`Skill`,
  achievement: msg`Achievement`,
  special: msg({ message: 'Special', context: 'a medal category' }),
  seasonal: msg`Seasonal`,
};
/** A medal's date as numbers, in the reader's order (11/27/2026, 27/11/2026). */
const NUMERIC_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

function Summary({ medals }: { medals: Medal[] }) {
  const { t } = useLingui();
  const earned = medals.filter((m) => m.isEarned);
  const percent = medals.length ? Math.round((earned.length / medals.length) * 100) : 0;
  const tiles = [
    [t({ message: 'Earned', context: 'a count of medals' }), earned.length],
    [t`Total available`, medals.length],
    [t`Completion`, t`${percent}%`],
    [t`Points earned`, earned.reduce((sum, m) => sum + m.points, 0)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(([label, value]) => (
        <Card key={label} className="grid gap-1 p-4 text-center">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="text-3xl font-bold text-ink">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function Filter<T extends string>({
  label,
  value,
  options,
  names,
  onChange,
}: {
  label: string;
  value: T | 'all';
  options: readonly T[];
  names: Readonly<Record<T, MessageDescriptor>>;
  onChange: (value: T | 'all') => void;
}) {
  const { t } = useLingui();
  return (
    <label className="grid gap-1 font-semibold text-ink">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as T | 'all')}
        className="min-h-11 rounded-full border border-line bg-paper px-4"
      >
        <option value="all">{t({ message: 'All', context: 'every medal category or rarity' })}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(names[option])}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Multiplayer › Medals (spec §2): real medals earned by real play; hidden ones appear once earned. */
export function MedalsTab() {
  const { t } = useLingui();
  const medals = useMedals();
  const [category, setCategory] = useState<Medal['category'] | 'all'>('all');
  const [rarity, setRarity] = useState<Medal['rarity'] | 'all'>('all');
  if (medals.isPending) return <PageLoading />;
  if (medals.isError) return <LoadError what={t`your medals`} onRetry={() => void medals.refetch()} />;
  const shown = medals.data.filter((m) => (category === 'all' || m.category === category) && (rarity === 'all' || m.rarity === rarity));
  return (
    <div className="grid gap-4">
      <Summary medals={medals.data} />
      <div className="flex flex-wrap gap-4">
        <Filter label={t`Category`} value={category} options={MEDAL_CATEGORIES} names={CATEGORY_NAMES} onChange={setCategory} />
        <Filter label={t`Rarity`} value={rarity} options={TIERS} names={TIER_NAMES} onChange={setRarity} />
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t`No medals found`} icon={<MedalIcon className="size-8" />} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((medal) => (
            <MedalCard key={medal.id} medal={medal} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MedalCard({ medal }: { medal: Medal }) {
  const { t } = useLingui();
  const points = medal.points;
  const hours = medal.timeRemaining ?? 0;
  const name = medal.name;
  const { progress, maxProgress } = medal;
  const opensOn = medal.opensAt ? formatDate(medal.opensAt, NUMERIC_DATE) : '';
  const earnedOn = medal.earnedAt ? formatDate(medal.earnedAt, NUMERIC_DATE) : '';
  return (
    <li>
      <Card className={cn('grid gap-3 p-4', medal.isEarned && 'border-2 border-sun')}>
        <div className="flex items-start gap-3">
          <img
            src={`/api/gamification/icons/${medal.icon}.svg`}
            alt=""
            aria-hidden="true"
            className={cn('size-12', !medal.isEarned && 'opacity-40 grayscale')}
          />
          <div className="grid gap-1">
            <h3 className="text-lg font-bold text-ink">{medal.name}</h3>
            <p className="text-ink-muted">{medal.description}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge color={TIER_COLOUR[medal.rarity]}>{t(TIER_NAMES[medal.rarity])}</Badge>
          <Badge>{t(CATEGORY_NAMES[medal.category])}</Badge>
          <Badge color="amber">{t`${plural(points, { one: '# point', other: '# points' })}`}</Badge>
          {medal.opensAt ? (
            <Badge color="blue">
              <Clock aria-hidden="true" className="size-3" /> {t`Starts ${opensOn}`}
            </Badge>
          ) : (
            medal.isLimitedTime &&
            medal.timeRemaining !== null && (
              <Badge color="red">
                <Clock aria-hidden="true" className="size-3" /> {medal.timeRemaining > 0 ? t`${hours}h left` : t`Ended`}
              </Badge>
            )
          )}
        </div>
        <Progress value={(medal.progress / medal.maxProgress) * 100} label={t`${name} progress`} />
        <p className="text-ink-muted">{medal.isEarned && medal.earnedAt ? t`Earned ${earnedOn}` : `${progress} / ${maxProgress}`}</p>
      </Card>
    </li>
  );
}
