import { Crown } from 'lucide-react';
import { NoticeCard } from '../../components/ui/notice-card';
import { PageHeader } from '../../components/ui/page-header';

export default function SubscriptionPage() {
  return (
    <>
      <title>Choose Your Plan – Chess Quest</title>
      <PageHeader title="Choose Your Plan" description="Unlock the full Chess Quest adventure." icon={<Crown className="size-8" />} />
      <NoticeCard icon={<Crown className="size-7" />}>Plans and payments are on their way.</NoticeCard>
    </>
  );
}
