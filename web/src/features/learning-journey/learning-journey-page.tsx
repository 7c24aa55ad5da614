import { Route } from 'lucide-react';
import { NoticeCard } from '../../components/ui/notice-card';
import { PageHeader } from '../../components/ui/page-header';

export default function LearningJourneyPage() {
  return (
    <>
      <title>Learning Journey – Chess Quest</title>
      <PageHeader title="Learning Journey" description="Follow learning paths and watch your chess skills grow." icon={<Route className="size-8" />} />
      <NoticeCard icon={<Route className="size-7" />}>Learning paths are on their way.</NoticeCard>
    </>
  );
}
