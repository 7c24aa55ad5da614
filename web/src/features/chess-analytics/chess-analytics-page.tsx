import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ChartColumn, Crown } from 'lucide-react';
import { FREE_ANALYTICS_DAYS } from '@chess-quest/protocol/plans';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/use-auth';
import { HeatMapTab } from './components/heat-map-tab';
import { ReplayTab } from './components/replay-tab';

/**
 * Spec §2 Chess analytics: Heat Map and Animations. Premium sees all of it; a free child a real
 * preview of its own play (this week's heat map, its latest game), as the server answers it.
 */
export default function ChessAnalyticsPage() {
  const { t } = useLingui();
  const { user, isLoading } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'animations' ? 'animations' : 'heatmap';
  const premium = user?.subscriptionStatus === 'active';
  return (
    <>
      <title>{t`Chess Analytics – Chess Quest`}</title>
      <PageHeader
        title={t`Chess Analytics`}
        description={t`Discover the squares, pieces and openings you play most.`}
        icon={<ChartColumn className="size-8" />}
        aside={
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" className="size-5" /> <Trans>Back to Dashboard</Trans>
            </Link>
          </Button>
        }
      />
      {isLoading ? (
        <PageLoading />
      ) : (
        <div className="flex flex-col gap-4">
          {!premium && (
            <p className="flex items-start gap-3 rounded-2xl bg-grape-soft p-4 text-grape-strong" data-testid="analytics-preview">
              <Crown aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
              <span>
                <Trans>
                  Your free preview: your heat map of the last {FREE_ANALYTICS_DAYS} days and your latest game. Older weeks and games are part of
                  Premium, which grown-ups choose.
                </Trans>
              </span>
            </p>
          )}
          <Tabs value={tab} onValueChange={(value) => setParams(value === 'animations' ? { tab: value } : {}, { replace: true })}>
            <TabsList aria-label={t`Chess analytics`}>
              <TabsTrigger value="heatmap">
                <Trans>Heat Map</Trans>
              </TabsTrigger>
              <TabsTrigger value="animations">
                <Trans>Animations</Trans>
              </TabsTrigger>
            </TabsList>
            <TabsContent value="heatmap">
              <HeatMapTab preview={!premium} />
            </TabsContent>
            <TabsContent value="animations">
              <ReplayTab preview={!premium} />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </>
  );
}
