import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDay } from './format';

type Range = ParentDashboard['time']['recommended'];
type Day = ParentDashboard['time']['days'][number];

function verdict({ minutes, played }: Day, { min, max }: Range): { text: MessageDescriptor; className: string } {
  if (!played) return { text: msg`Did not play`, className: 'bg-line' };
  if (minutes === 0) return { text: msg`Played, less than a minute`, className: 'bg-sun' };
  if (minutes < min) return { text: msg`Under the suggested time`, className: 'bg-sun' };
  if (minutes > max) return { text: msg`Over the suggested time`, className: 'bg-brand' };
  return { text: msg`Within the suggested time`, className: 'bg-teal' };
}

/**
 * Minutes a day over the last 14 days against the suggestion for the child's age. A real
 * table: every number and verdict is written out, the bars only repeat them for the eye.
 */
export function TimeChart({ firstName, days, recommended }: { firstName: string; days: ParentDashboard['time']['days']; recommended: Range }) {
  const scale = Math.max(recommended.max, ...days.map((d) => d.minutes), 1);
  // The total of the seconds, not of the rounded days: the same time the week's sentences count.
  const { t } = useLingui();
  const total = Math.round(days.reduce((sum, d) => sum + d.seconds, 0) / 60);
  const dayCount = days.length;
  const { min, max } = recommended;
  return (
    <Card>
      <CardHeader className="max-sm:px-4">
        <CardTitle>
          <Trans>Time spent</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            <Plural value={total} one="# minute" other="# minutes" /> over the last {dayCount} days. For {firstName}’s age we suggest {min}-{max}{' '}
            minutes a day. Time counts while {firstName} is using Chess Quest, not while a grown-up reads these pages.
          </Trans>
        </CardDescription>
      </CardHeader>
      {/* On the narrowest phones the table scrolls sideways inside its card, never the page. */}
      <CardContent className="overflow-x-auto max-sm:px-4">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">
            <Trans>
              Minutes played per day, oldest first, compared with the suggested {min}-{max} minutes
            </Trans>
          </caption>
          <thead>
            <tr className="border-b-2 border-line text-sm text-ink-muted">
              <th scope="col" className="py-2 pr-3 font-semibold">
                <Trans>Day</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                <Trans>Minutes</Trans>
              </th>
              <th scope="col" className="w-1/2 py-2 font-semibold">
                <Trans>Compared with the suggestion</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => {
              const { text, className } = verdict(day, recommended);
              return (
                <tr key={day.day} className="border-b border-line">
                  <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap text-ink">
                    {formatDay(day.day)}
                  </th>
                  <td className="py-1.5 pr-3 font-semibold text-ink tabular-nums">{day.minutes === 0 && day.played ? '<1' : day.minutes}</td>
                  <td className="py-1.5">
                    <div className="relative h-3 rounded-full bg-cream" aria-hidden="true">
                      <div
                        className="absolute inset-y-0 border-x-2 border-dashed border-ink-muted/60"
                        style={{ left: `${(recommended.min / scale) * 100}%`, width: `${((recommended.max - recommended.min) / scale) * 100}%` }}
                      />
                      <div
                        className={cn('h-full rounded-full', className)}
                        style={{ width: `${(Math.max(day.seconds / 60, day.played ? 0.25 : 0) / scale) * 100}%` }}
                      />
                    </div>
                    <span className="text-sm text-ink-muted">{t(text)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
