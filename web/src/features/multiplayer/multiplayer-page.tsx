import { Swords } from 'lucide-react';
import { NoticeCard } from '../../components/ui/notice-card';
import { PageHeader } from '../../components/ui/page-header';

export default function MultiplayerPage() {
  return (
    <>
      <title>Multiplayer Chess – Chess Quest</title>
      <PageHeader title="Multiplayer Chess" description="Challenge other young players to a friendly game." icon={<Swords className="size-8" />} />
      <NoticeCard icon={<Swords className="size-7" />}>Multiplayer games are on their way.</NoticeCard>
    </>
  );
}
