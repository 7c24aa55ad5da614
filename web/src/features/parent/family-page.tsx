import { Users } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header';
import { FamilySection } from '../../components/parent/family-section';
import { ParentGate } from '../../components/parent/parent-gate';

/** Who is playing: the grown-up's place to switch, add or change child profiles (beyond the spec). */
export default function FamilyPage() {
  return (
    <>
      <title>Family profiles – Chess Quest</title>
      <PageHeader title="Who is playing?" description="Switch to another child, or add and change profiles." icon={<Users className="size-8" />} />
      <ParentGate>
        <FamilySection />
      </ParentGate>
    </>
  );
}
