import { Trophy } from 'lucide-react';
import { NoticeCard } from '../../components/ui/notice-card';
import { PageHeader } from '../../components/ui/page-header';

export default function AchievementsPage() {
  return (
    <>
      <title>Achievements – Chess Quest</title>
      <PageHeader title="Achievements" description="Badges, medals and XP you have earned along the way." icon={<Trophy className="size-8" />} />
      <NoticeCard icon={<Trophy className="size-7" />}>Achievements are on their way.</NoticeCard>
    </>
  );
}
