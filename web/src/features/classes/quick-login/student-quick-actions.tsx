import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRightLeft, QrCode as QrIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { CLASS_MAX_STUDENTS, type ClassDetail, type ClassStudent, type QuickCodeValidity } from '@chess-quest/protocol/classes';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useClasses } from '../api/get-classes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMoveStudent } from '../api/move-student';
import { useRenewQuickCodes } from '../api/renew-quick-codes';
import { ValidityChoice } from './validity-choice';

function NewCodeDialog({ detail, student, onClose }: { detail: ClassDetail; student: ClassStudent; onClose: () => void }) {
  const renew = useRenewQuickCodes();
  const [validFor, setValidFor] = useState<QuickCodeValidity>('lesson');
  const { t } = useLingui();
  const firstName = student.firstName;
  const username = student.username;
  return (
    <ConfirmDialog
      title={t`New QR code for ${firstName}?`}
      confirmLabel={t`Make a new QR code`}
      pending={renew.isPending}
      error={renew.error}
      onClose={onClose}
      onConfirm={() =>
        renew.mutate(
          { classId: detail.id, studentId: student.studentId, validFor },
          {
            onSuccess: () => {
              toast({ title: t`New QR code for ${firstName}`, description: t`It is under Quick sign-in codes, ready to print.` });
              onClose();
            },
          },
        )
      }
    >
      <p>
        <Trans>
          {firstName} ({username}) gets a new QR code, with its code to type printed under it. The old one stops working, and {firstName} is signed
          out on every device.
        </Trans>
      </p>
      <ValidityChoice value={validFor} onChange={setValidFor} legend={t`The new code works for`} />
    </ConfirmDialog>
  );
}

function MoveDialog({ detail, student, onClose }: { detail: ClassDetail; student: ClassStudent; onClose: () => void }) {
  const move = useMoveStudent();
  const classes = useClasses(false);
  const others = (classes.data?.classes ?? []).filter((c) => c.id !== detail.id);
  const [toClassId, setToClassId] = useState('');
  const selectId = useId();
  const open = others.filter((c) => c.studentCount < CLASS_MAX_STUDENTS);
  const target = open.find((c) => c.id === (toClassId || open[0]?.id));
  const { t } = useLingui();
  const firstName = student.firstName;
  const targetName = target?.name ?? '';
  const targetCode = target?.code ?? '';
  const fromName = detail.name;
  const max = CLASS_MAX_STUDENTS;
  return (
    <ConfirmDialog
      title={t`Move ${firstName} to another class?`}
      confirmLabel={target ? t`Move to ${targetName}` : t({ message: 'Move', context: 'a student to another class' })}
      pending={move.isPending || !target}
      error={move.error}
      onClose={onClose}
      onConfirm={() =>
        target &&
        move.mutate(
          { classId: detail.id, studentId: student.studentId, body: { toClassId: target.id } },
          {
            onSuccess: () => {
              toast({ title: t`${firstName} moved to ${targetName}` });
              onClose();
            },
          },
        )
      }
    >
      {classes.isPending ? (
        <p>
          <Trans>Looking for your other classes…</Trans>
        </p>
      ) : others.length === 0 ? (
        <p>
          <Trans>You have no other active class. Make one from All classes first.</Trans>
        </p>
      ) : (
        <>
          <label htmlFor={selectId} className="font-semibold text-ink">
            <Trans>Move to</Trans>
          </label>
          <select id={selectId} value={target?.id ?? ''} onChange={(event) => setToClassId(event.target.value)} className={inputClassName}>
            {others.map((c) => {
              const count = c.studentCount;
              const room = count >= max ? t`full` : t`${count} of ${max} students`;
              return (
                <option key={c.id} value={c.id} disabled={count >= max}>
                  {c.name} ({room})
                </option>
              );
            })}
          </select>
          <p>
            <Trans>
              {firstName} keeps their player name, pictures and QR code. Only what they do from now on counts in the new class’s progress, and{' '}
              {firstName}’s assignments from {fromName} are removed.
            </Trans>
          </p>
          {target && (
            <p>
              <Trans>
                {firstName}’s picture card then needs {targetName}’s class code,{' '}
                <span className="font-mono font-bold tracking-widest">{targetCode}</span>: write it on the card, or give them a new QR code.
              </Trans>
            </p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}

/** A student row's "New code" and "Move" (student accounts only; a family's child has neither). */
export function StudentQuickActions({ detail, student }: { detail: ClassDetail; student: ClassStudent }) {
  const [open, setOpen] = useState<'code' | 'move' | null>(null);
  const { t } = useLingui();
  if (student.accountKind !== 'student') return null;
  const firstName = student.firstName;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen('code')} aria-label={t`New QR code for ${firstName}`}>
        <QrIcon aria-hidden="true" className="size-4" />
        <Trans>New QR code</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setOpen('move')} aria-label={t`Move ${firstName} to another class`}>
        <ArrowRightLeft aria-hidden="true" className="size-4" />
        <Trans context="a student to another class">Move</Trans>
      </Button>
      {open === 'code' && <NewCodeDialog detail={detail} student={student} onClose={() => setOpen(null)} />}
      {open === 'move' && <MoveDialog detail={detail} student={student} onClose={() => setOpen(null)} />}
    </>
  );
}
