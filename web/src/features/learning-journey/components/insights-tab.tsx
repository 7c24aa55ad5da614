import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Lightbulb } from 'lucide-react';
import type { LearningInsight } from '@chess-quest/protocol/learning-journey';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { cn } from '../../../lib/cn';
import { useLearningInsights } from '../api/get-learning-insights';
import { useMarkInsightRead } from '../api/mark-insight-read';
import { useJourneyTexts } from '../texts';

function InsightCard({ insight }: { insight: LearningInsight }) {
  const { t } = useLingui();
  const markRead = useMarkInsightRead();
  return (
    <Card className={cn('flex flex-col gap-2 p-5', insight.isRead && 'bg-brand-soft/40')} data-testid="insight">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold text-ink">{insight.title}</h3>
        {insight.priority === 'high' && (
          <Badge color="amber">
            <Trans>Important</Trans>
          </Badge>
        )}
        {insight.isRead ? (
          <Badge color="neutral">
            <Trans>Read</Trans>
          </Badge>
        ) : (
          <Badge color="green">
            <Trans>New</Trans>
          </Badge>
        )}
      </div>
      <p className="text-ink">{insight.message}</p>
      <div className="flex flex-wrap gap-2">
        {insight.actionHref && (
          <Button asChild variant="secondary">
            <Link to={insight.actionHref}>{insight.actionLabel ?? t`Go`}</Link>
          </Button>
        )}
        {!insight.isRead && (
          <Button variant="outline" disabled={markRead.isPending} onClick={() => markRead.mutate(insight.id)}>
            <Trans>Mark as read</Trans>
          </Button>
        )}
      </div>
    </Card>
  );
}

export function InsightsTab() {
  const { t } = useLingui();
  const texts = useJourneyTexts();
  const insights = useLearningInsights();
  if (insights.isPending) return <PageLoading />;
  if (insights.isError) return <LoadError what={t`your insights`} onRetry={() => void insights.refetch()} />;
  if (insights.data.length === 0) {
    return (
      <EmptyState title={texts.messages.noInsights} icon={<Lightbulb className="size-8" />}>
        <Trans>Solve puzzles, play lessons and games: tips about your chess will appear here.</Trans>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {insights.data.map((insight) => (
        <InsightCard key={insight.id} insight={insight} />
      ))}
    </div>
  );
}
