import { Palette } from 'lucide-react';
import { NoticeCard } from '../../components/ui/notice-card';
import { PageHeader } from '../../components/ui/page-header';

export default function CustomizationPage() {
  return (
    <>
      <title>Customize Your Chess Set – Chess Quest</title>
      <PageHeader title="Customize Your Chess Set" description="Choose your favourite chess pieces and boards." icon={<Palette className="size-8" />} />
      <NoticeCard icon={<Palette className="size-7" />}>Piece and board themes are on their way.</NoticeCard>
    </>
  );
}
