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
import { useMedals } from './api/get-medals';

const TIER_COLOUR: Record<Medal['rarity'], BadgeColor> = { bronze: 'amber', silver: 'neutral', gold: 'amber', platinum: 'blue', diamond: 'purple' };
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Summary({ medals }: { medals: Medal[] }) {
  const earned = medals.filter((m) => m.isEarned);
  const tiles = [
    ['Earned', earned.length],
    ['Total available', medals.length],
    ['Completion', `${medals.length ? Math.round((earned.length / medals.length) * 100) : 0}%`],
    ['Points earned', earned.reduce((sum, m) => sum + m.points, 0)],
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
  onChange,
}: {
  label: string;
  value: T | 'all';
  options: readonly T[];
  onChange: (value: T | 'all') => void;
}) {
  return (
    <label className="grid gap-1 font-semibold text-ink">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as T | 'all')}
        className="min-h-11 rounded-full border border-line bg-paper px-4"
      >
        <option value="all">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {capital(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Multiplayer › Medals (spec §2): real medals earned by real play; hidden ones appear once earned. */
export function MedalsTab() {
  const medals = useMedals();
  const [category, setCategory] = useState<Medal['category'] | 'all'>('all');
  const [rarity, setRarity] = useState<Medal['rarity'] | 'all'>('all');
  if (medals.isPending) return <PageLoading />;
  if (medals.isError) return <LoadError what="your medals" onRetry={() => void medals.refetch()} />;
  const shown = medals.data.filter((m) => (category === 'all' || m.category === category) && (rarity === 'all' || m.rarity === rarity));
  return (
    <div className="grid gap-4">
      <Summary medals={medals.data} />
      <div className="flex flex-wrap gap-4">
        <Filter label="Category" value={category} options={MEDAL_CATEGORIES} onChange={setCategory} />
        <Filter label="Rarity" value={rarity} options={TIERS} onChange={setRarity} />
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No medals found" icon={<MedalIcon className="size-8" />} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((medal) => (
            <li key={medal.id}>
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
                  <Badge color={TIER_COLOUR[medal.rarity]}>{capital(medal.rarity)}</Badge>
                  <Badge>{capital(medal.category)}</Badge>
                  <Badge color="amber">{medal.points} points</Badge>
                  {medal.opensAt ? (
                    <Badge color="blue">
                      <Clock aria-hidden="true" className="size-3" /> Starts {new Date(medal.opensAt).toLocaleDateString()}
                    </Badge>
                  ) : (
                    medal.isLimitedTime &&
                    medal.timeRemaining !== null && (
                      <Badge color="red">
                        <Clock aria-hidden="true" className="size-3" /> {medal.timeRemaining > 0 ? `${medal.timeRemaining}h left` : 'Ended'}
                      </Badge>
                    )
                  )}
                </div>
                <Progress value={(medal.progress / medal.maxProgress) * 100} label={`${medal.name} progress`} />
                <p className="text-ink-muted">
                  {medal.isEarned && medal.earnedAt
                    ? `Earned ${new Date(medal.earnedAt).toLocaleDateString()}`
                    : `${medal.progress} / ${medal.maxProgress}`}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
