import { Users } from 'lucide-react';
import { NoticeCard } from '../../components/ui/notice-card';
import { PageHeader } from '../../components/ui/page-header';

export default function ParentDashboardPage() {
  return (
    <>
      <title>Parent Dashboard – Chess Quest</title>
      <PageHeader title="Parent Dashboard" description="Follow your child's lessons, story progress, puzzles and games." icon={<Users className="size-8" />} />
      <NoticeCard icon={<Users className="size-7" />}>The parent view is on its way.</NoticeCard>
    </>
  );
}
