import { Users } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/ui/page-header';
import { FamilySection } from '../../components/parent/family-section';
import { ParentGate } from '../../components/parent/parent-gate';

/** Who is playing: the grown-up's place to switch, add or change child profiles (beyond the spec). */
export default function FamilyPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Family profiles – Chess Quest`}</title>
      <PageHeader
        title={t`Who is playing?`}
        description={t`Switch to another child, or add and change profiles.`}
        icon={<Users className="size-8" />}
      />
      <ParentGate>
        <FamilySection />
      </ParentGate>
    </>
  );
}
