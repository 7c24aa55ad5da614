import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Printer, QrCode as QrIcon, X } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { ClassDetail, QuickCodeValidity } from '@chess-quest/protocol/classes';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRenewQuickCodes } from '../api/renew-quick-codes';
import { QuickCodeCard } from './quick-code-card';
import { useQuickCodes } from './quick-codes-store';
import { VALIDITY_WORDS, ValidityChoice } from './validity-choice';

/** While printing from this panel only its cards are printed, not the class page around them. */
const PRINT_ONLY_CARDS = `@media print {
  body * { visibility: hidden !important; }
  [data-quick-print], [data-quick-print] * { visibility: visible !important; }
  [data-quick-print] { position: absolute; left: 0; top: 0; width: 100%; }
}`;

/** The codes made on this screen: shown only now, to print or to show on the board. */
function FreshCodes({ classId }: { classId: string }) {
  const codes = useQuickCodes((state) => state.byClass[classId]);
  const forgetClass = useQuickCodes((state) => state.forgetClass);
  const [printing, setPrinting] = useState(false);
  const print = () => {
    // The print-only style must be in the page before the browser lays the page out to print.
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };
  if (!codes || codes.codes.length === 0) return null;
  const count = codes.codes.length;
  return <FreshCodesList classId={classId} count={count} codes={codes} print={print} printing={printing} forget={() => forgetClass(classId)} />;
}

function FreshCodesList({
  count,
  codes,
  print,
  printing,
  forget,
}: {
  classId: string;
  count: number;
  codes: NonNullable<ReturnType<typeof useQuickCodes.getState>['byClass'][string]>;
  print: () => void;
  printing: boolean;
  forget: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-success bg-green-50 px-4 py-3 text-ink">
        <p className="flex-1 font-semibold">
          <Plural
            value={count}
            one="# new code is below. It is shown only now: print it or show it to your class."
            other="# new codes are below. They are shown only now: print them or show them to your class."
          />
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={print}>
            <Printer aria-hidden="true" className="size-4" />
            <Trans>Print codes</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={forget}>
            <X aria-hidden="true" className="size-4" />
            <Trans>Hide codes</Trans>
          </Button>
        </div>
      </div>
      {printing && <style>{PRINT_ONLY_CARDS}</style>}
      <ul data-quick-print aria-label={t`Quick sign-in cards`} className="grid grid-cols-1 gap-4 md:grid-cols-2 print:grid-cols-2">
        {codes.codes.map((code) => (
          <li key={code.studentId}>
            <QuickCodeCard code={code} className={codes.className} expiresAt={code.expiresAt} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Quick sign-in codes for the class (issue 24, decision 036): a code and a QR code per student account. */
export function QuickLoginPanel({ detail }: { detail: ClassDetail }) {
  const renew = useRenewQuickCodes();
  const [validFor, setValidFor] = useState<QuickCodeValidity>('lesson');
  const [asking, setAsking] = useState(false);
  const students = detail.students.filter((student) => student.accountKind === 'student').length;
  const { t } = useLingui();
  const period = t(VALIDITY_WORDS[validFor].inSentence);
  const hint = t(VALIDITY_WORDS[validFor].hint);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <QrIcon aria-hidden="true" className="size-6 text-teal-strong" />
          <Trans>Quick sign-in codes</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Each student gets a QR code and a short code. Scanning it with a tablet’s camera, or typing the code on the class sign-in page, signs them
            straight in, with no pictures. Codes stop working after the time you choose.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {students === 0 ? (
          <p className="text-ink-muted">
            <Trans>Add students first. (Children with a family account sign in with their family’s account.)</Trans>
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-4">
            <ValidityChoice value={validFor} onChange={setValidFor} />
            <Button onClick={() => setAsking(true)}>
              <QrIcon aria-hidden="true" className="size-5" />
              <Trans>New codes for the class</Trans>
            </Button>
          </div>
        )}
        <FreshCodes classId={detail.id} />
      </CardContent>
      {asking && (
        <ConfirmDialog
          title={t`${plural(students, { one: 'New codes for the student?', other: 'New codes for all # students?' })}`}
          confirmLabel={t`Make new codes`}
          pending={renew.isPending}
          error={renew.error}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            renew.mutate(
              { classId: detail.id, validFor },
              {
                onSuccess: (codes) => {
                  const made = codes.codes.length;
                  toast({ title: t`${plural(made, { one: '# new code', other: '# new codes' })}`, description: t`They are shown below.` });
                  setAsking(false);
                },
              },
            )
          }
        >
          <p>
            <Trans>
              Every student gets a new code that works for {period} ({hint}). Old codes stop working, and students signed in now are signed out and
              sign in again with the new code or their pictures.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
