import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ChartColumn, Crown } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { NoticeCard } from '../../components/ui/notice-card';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/use-auth';
import { HeatMapTab } from './components/heat-map-tab';
import { ReplayTab } from './components/replay-tab';

/** Spec §2 Chess analytics: Heat Map and Animations (premium, enforced by the server too). */
export default function ChessAnalyticsPage() {
  const { user, isLoading } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'animations' ? 'animations' : 'heatmap';
  const premium = user?.subscriptionStatus === 'active';
  return (
    <>
      <title>Chess Analytics – Chess Quest</title>
      <PageHeader
        title="Chess Analytics"
        description="Discover the squares, pieces and openings you play most."
        icon={<ChartColumn className="size-8" />}
        aside={
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" className="size-5" /> Back to Dashboard
            </Link>
          </Button>
        }
      />
      {isLoading ? (
        <PageLoading />
      ) : !premium ? (
        <NoticeCard icon={<Crown className="size-7" />}>
          <p>Chess analytics are a premium feature. Ask a grown-up to upgrade, then see where your pieces love to go.</p>
          <Button asChild variant="premium" className="mt-3">
            <Link to="/subscription">Upgrade</Link>
          </Button>
        </NoticeCard>
      ) : (
        <Tabs value={tab} onValueChange={(value) => setParams(value === 'animations' ? { tab: value } : {}, { replace: true })}>
          <TabsList aria-label="Chess analytics">
            <TabsTrigger value="heatmap">Heat Map</TabsTrigger>
            <TabsTrigger value="animations">Animations</TabsTrigger>
          </TabsList>
          <TabsContent value="heatmap">
            <HeatMapTab />
          </TabsContent>
          <TabsContent value="animations">
            <ReplayTab />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
