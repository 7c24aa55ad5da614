import { ChartColumn } from 'lucide-react';
import { NoticeCard } from '../../components/ui/notice-card';
import { PageHeader } from '../../components/ui/page-header';

export default function ChessAnalyticsPage() {
  return (
    <>
      <title>Chess Analytics – Chess Quest</title>
      <PageHeader title="Chess Analytics" description="Discover the squares, pieces and openings you play most." icon={<ChartColumn className="size-8" />} />
      <NoticeCard icon={<ChartColumn className="size-7" />}>Your chess analytics are on their way.</NoticeCard>
    </>
  );
}
