import { Trans, useLingui } from '@lingui/react/macro';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

function List({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <section className="grid gap-2">
      <h4 className="font-bold text-ink">{title}</h4>
      {items.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ul className="grid list-disc gap-1 pl-5 text-ink">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The week in a few sentences, and what the results say the child is good at or could practise. */
export function InsightsCard({ strengths, toPractise, weeklySummary }: Pick<ParentDashboard, 'strengths' | 'toPractise' | 'weeklySummary'>) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>This week</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-1 text-lg text-ink">
          {weeklySummary.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <List title={t`Strengths`} items={strengths} empty={t`We will name strengths after a few more puzzles and lessons.`} />
          <List title={t`Topics to practise`} items={toPractise} empty={t`Nothing stands out to practise yet.`} />
        </div>
      </CardContent>
    </Card>
  );
}
