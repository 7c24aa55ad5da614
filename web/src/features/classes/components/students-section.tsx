import { useLingui as useLinguiRuntime } from '@lingui/react';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Printer, RefreshCw, Trash2, UserPlus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '@chess-quest/protocol/constants';
import { STUDENT_DEFAULT_AGE, type ClassDetail, type ClassStudent } from '@chess-quest/protocol/classes';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert, inputClassName } from '../../../components/ui/form-field';
import { i18n } from '../../../lib/i18n';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { toast } from '../../../lib/toast';
import { useAddStudents } from '../api/add-students';
import { useRemoveStudent } from '../api/remove-student';
import { useResetStudent } from '../api/reset-student';
import { usePrintedCards } from '../printed-cards';
import { parseStudentNames } from '../student-names';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StudentQuickActions } from '../quick-login/student-quick-actions';

const ages = Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, i) => CHILD_AGE_MIN + i);

function AddStudentsForm({ detail }: { detail: ClassDetail }) {
  const add = useAddStudents();
  const [text, setText] = useState('');
  const [age, setAge] = useState(STUDENT_DEFAULT_AGE);
  const [problems, setProblems] = useState<string[]>([]);
  const namesId = useId();
  const ageId = useId();
  const room = detail.maxStudents - detail.students.length;
  const { t } = useLingui();

  const submit = async () => {
    const parsed = parseStudentNames(text, room);
    setProblems(parsed.problems);
    if (parsed.problems.length > 0) return;
    try {
      const cards = await add.mutateAsync({ classId: detail.id, body: { students: parsed.names.map((firstName) => ({ firstName, age })) } });
      setText('');
      const added = cards.cards.length;
      toast({ title: t`${plural(added, { one: '# student added', other: '# students added' })}` });
    } catch (error) {
      setProblems([requestErrorMessage(error)]);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Add students</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Each student gets a player name (the only name other children see) and a sign-in card with three pictures. Room for {room} more.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="grid gap-4"
        >
          {problems.length > 0 && (
            <FormAlert>
              <ul className="grid gap-1">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </FormAlert>
          )}
          <div className="grid gap-1.5">
            <label htmlFor={namesId} className="font-semibold text-ink">
              <Trans>First names</Trans>
            </label>
            <p id={`${namesId}-hint`} className="text-sm text-ink-muted">
              <Trans>One a line, for example Ada, then Ben on the next line.</Trans>
            </p>
            <textarea
              id={namesId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={5}
              aria-describedby={`${namesId}-hint`}
              aria-invalid={problems.length > 0 ? true : undefined}
              className={inputClassName}
            />
          </div>
          <div className="flex flex-wrap items-end gap-4">
            <div className="grid gap-1.5">
              <label htmlFor={ageId} className="font-semibold text-ink">
                <Trans>Age</Trans>
              </label>
              <select id={ageId} value={age} onChange={(event) => setAge(Number(event.target.value))} className={`${inputClassName} w-32`}>
                {ages.map((a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" disabled={add.isPending || room <= 0}>
              <UserPlus aria-hidden="true" className="size-5" />
              {add.isPending ? t`Adding…` : t`Add students`}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type Pending = { act: 'reset' | 'remove'; student: ClassStudent } | null;

/** What the "Are you sure?" dialog says for an act on a student, and the toast once it is done. */
function dialogOf(
  act: 'reset' | 'remove',
  student: ClassStudent,
): {
  title: string;
  confirmLabel: string;
  destructive: boolean;
  done: { title: string; description?: string };
  words: ReactNode;
} {
  const firstName = student.firstName;
  const username = student.username;
  if (act === 'reset') {
    return {
      title: i18n._(msg`New pictures for ${firstName}?`),
      confirmLabel: i18n._(msg`Make new pictures`),
      destructive: false,
      done: { title: i18n._(msg`New card for ${firstName}`), description: i18n._(msg`Print it from the cards page.`) },
      words: (
        <Trans>
          {firstName} ({username}) gets three new pictures and a new card to print. The old card stops working, and {firstName} is signed out on every
          device.
        </Trans>
      ),
    };
  }
  if (student.accountKind === 'family') {
    // A child of a family account (joined with the parent's yes): only the place in the class goes (decision 037).
    return {
      title: i18n._(msg`Take ${firstName} out of the class?`),
      confirmLabel: i18n._(msg`Take ${firstName} out`),
      destructive: false,
      done: { title: i18n._(msg`${firstName} left the class`) },
      words: (
        <Trans>
          {firstName} ({username}) plays on a family account: {firstName} leaves the class and its assignments, and keeps everything else with their
          family. Their parent can ask to join again with your code for families.
        </Trans>
      ),
    };
  }
  return {
    title: i18n._(msg`Remove ${firstName} from the class?`),
    confirmLabel: i18n._(msg`Remove ${firstName}`),
    destructive: true,
    done: { title: i18n._(msg`${firstName} removed`) },
    words: (
      <Trans>
        This erases {firstName}’s student account ({username}) and everything they played, for good. It cannot be undone.
      </Trans>
    ),
  };
}

function StudentActions({ detail, pending, onClose }: { detail: ClassDetail; pending: Pending; onClose: () => void }) {
  const reset = useResetStudent();
  const remove = useRemoveStudent();
  useLinguiRuntime();
  if (!pending) return null;
  const { student } = pending;
  const dialog = dialogOf(pending.act, student);
  const mutation = pending.act === 'reset' ? reset : remove;
  return (
    <ConfirmDialog
      title={dialog.title}
      confirmLabel={dialog.confirmLabel}
      destructive={dialog.destructive}
      pending={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
      onConfirm={() =>
        mutation.mutate(
          { classId: detail.id, studentId: student.studentId },
          {
            onSuccess: () => {
              toast(dialog.done);
              onClose();
            },
          },
        )
      }
    >
      <p>{dialog.words}</p>
    </ConfirmDialog>
  );
}

/** Cards made on this screen and not printed yet: the pictures are shown only this once. */
function CardsWaiting({ classId }: { classId: string }) {
  const waiting = usePrintedCards((state) => state.byClass[classId]?.cards.length ?? 0);
  if (waiting === 0) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-success bg-green-50 px-4 py-3 text-ink">
      <p className="flex-1 font-semibold">
        <Plural
          value={waiting}
          one="# sign-in card is ready. Print it now: the pictures are shown only this once."
          other="# sign-in cards are ready. Print them now: the pictures are shown only this once."
        />
      </p>
      <Link to={`/teach/classes/${classId}/cards`} className={buttonClassName('secondary', 'sm')}>
        <Printer aria-hidden="true" className="size-4" />
        <Trans>Print the cards</Trans>
      </Link>
    </div>
  );
}

/** The class's students: add a list at once, new pictures (a lost card), remove. */
export function StudentsSection({ detail }: { detail: ClassDetail }) {
  const [pending, setPending] = useState<Pending>(null);
  const readOnly = detail.archivedAt !== null;
  const { t } = useLingui();
  const count = detail.students.length;
  const max = detail.maxStudents;
  return (
    <div className="grid grid-cols-1 gap-6">
      <CardsWaiting classId={detail.id} />
      {!readOnly && <AddStudentsForm detail={detail} />}
      {detail.students.length === 0 ? (
        <EmptyState title={t`No students yet`} headingLevel="h3">
          <Trans>Add your students above. Then print their sign-in cards.</Trans>
        </EmptyState>
      ) : (
        <section aria-labelledby="students-heading" className="grid gap-3">
          <h3 id="students-heading" className="text-xl font-bold text-ink">
            <Trans>
              Students ({count} of {max})
            </Trans>
          </h3>
          <ul className="grid gap-2">
            {detail.students.map((student) => {
              const firstName = student.firstName;
              const age = student.age;
              return (
                <li
                  key={student.studentId}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border-2 border-line bg-paper px-4 py-3"
                >
                  <Avatar name={student.username} imageUrl={student.profileImageUrl} className="size-11 text-lg" />
                  <div className="min-w-40 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
                      {student.firstName}
                      {student.accountKind === 'family' && (
                        <Badge color="blue">
                          <Trans>Family account</Trans>
                        </Badge>
                      )}
                    </p>
                    <p className="text-ink-muted">
                      <Trans>
                        {student.username} · age {age}
                      </Trans>
                    </p>
                  </div>
                  {!readOnly && (
                    <div className="flex flex-wrap gap-2">
                      {/* A family child signs in with the family's account: no picture card (decision 037). */}
                      {student.accountKind === 'student' && (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setPending({ act: 'reset', student })}
                          aria-label={t`New pictures for ${firstName}`}
                        >
                          <RefreshCw aria-hidden="true" className="size-4" />
                          <Trans>New pictures</Trans>
                        </Button>
                      )}
                      <StudentQuickActions detail={detail} student={student} />
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setPending({ act: 'remove', student })}
                        aria-label={student.accountKind === 'family' ? t`Take ${firstName} out of the class` : t`Remove ${firstName}`}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {student.accountKind === 'family' ? t`Take out` : t`Remove`}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <StudentActions
        key={pending ? `${pending.act}-${pending.student.studentId}` : 'none'}
        detail={detail}
        pending={pending}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
