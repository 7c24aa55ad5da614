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
  return (
    <ConfirmDialog
      title={`New QR code for ${student.firstName}?`}
      confirmLabel="Make a new QR code"
      pending={renew.isPending}
      error={renew.error}
      onClose={onClose}
      onConfirm={() =>
        renew.mutate(
          { classId: detail.id, studentId: student.studentId, validFor },
          {
            onSuccess: () => {
              toast({ title: `New QR code for ${student.firstName}`, description: 'It is under Quick sign-in codes, ready to print.' });
              onClose();
            },
          },
        )
      }
    >
      <p>
        {student.firstName} ({student.username}) gets a new QR code, with its code to type printed under it. The old one stops working, and{' '}
        {student.firstName} is signed out on every device.
      </p>
      <ValidityChoice value={validFor} onChange={setValidFor} legend="The new code works for" />
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
  return (
    <ConfirmDialog
      title={`Move ${student.firstName} to another class?`}
      confirmLabel={target ? `Move to ${target.name}` : 'Move'}
      pending={move.isPending || !target}
      error={move.error}
      onClose={onClose}
      onConfirm={() =>
        target &&
        move.mutate(
          { classId: detail.id, studentId: student.studentId, body: { toClassId: target.id } },
          {
            onSuccess: () => {
              toast({ title: `${student.firstName} moved to ${target.name}` });
              onClose();
            },
          },
        )
      }
    >
      {classes.isPending ? (
        <p>Looking for your other classes…</p>
      ) : others.length === 0 ? (
        <p>You have no other active class. Make one from All classes first.</p>
      ) : (
        <>
          <label htmlFor={selectId} className="font-semibold text-ink">
            Move to
          </label>
          <select id={selectId} value={target?.id ?? ''} onChange={(event) => setToClassId(event.target.value)} className={inputClassName}>
            {others.map((c) => (
              <option key={c.id} value={c.id} disabled={c.studentCount >= CLASS_MAX_STUDENTS}>
                {c.name} ({c.studentCount >= CLASS_MAX_STUDENTS ? 'full' : `${c.studentCount} of ${CLASS_MAX_STUDENTS} students`})
              </option>
            ))}
          </select>
          <p>
            {student.firstName} keeps their player name, pictures and QR code. Only what they do from now on counts in the new class&rsquo;s progress,
            and {student.firstName}&rsquo;s assignments from {detail.name} are removed.
          </p>
          {target && (
            <p>
              {student.firstName}&rsquo;s picture card then needs {target.name}&rsquo;s class code,{' '}
              <span className="font-mono font-bold tracking-widest">{target.code}</span>: write it on the card, or give them a new QR code.
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
  if (student.accountKind !== 'student') return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen('code')} aria-label={`New QR code for ${student.firstName}`}>
        <QrIcon aria-hidden="true" className="size-4" />
        New QR code
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setOpen('move')} aria-label={`Move ${student.firstName} to another class`}>
        <ArrowRightLeft aria-hidden="true" className="size-4" />
        Move
      </Button>
      {open === 'code' && <NewCodeDialog detail={detail} student={student} onClose={() => setOpen(null)} />}
      {open === 'move' && <MoveDialog detail={detail} student={student} onClose={() => setOpen(null)} />}
    </>
  );
}
