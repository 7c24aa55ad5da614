import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Printer, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ClassDetail, ClassStudent } from '@chess-quest/protocol/classes';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { useClass } from './api/get-class';
import { useResetStudent } from './api/reset-student';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PlayerName } from './components/player-name';
import { SignInCard } from './components/sign-in-card';
import { TeacherGate } from './components/teacher-gate';
import { usePrintedCards } from './printed-cards';

/** The address a child types on a new device (printed on every card). */
function signInAddress(): string {
  return `${window.location.host}/class-login`;
}

/** No cards in memory: why (the pictures are shown once), and a new card for a student who needs one. */
function NoCards({ detail }: { detail: ClassDetail }) {
  const reset = useResetStudent();
  const [asking, setAsking] = useState<ClassStudent | null>(null);
  const { t } = useLingui();
  const askedName = asking?.firstName ?? '';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>No cards to print right now</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            To keep your students safe, their pictures are shown only once: cards are printed right after you add students or give a student new
            pictures. After a reload they are gone from this device.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {detail.students.length === 0 ? (
          <p className="text-ink">
            <Trans>
              This class has no students yet.{' '}
              <Link to={`/teach/classes/${detail.id}`} className="font-semibold text-brand-strong underline">
                Add your students
              </Link>{' '}
              and their cards appear here.
            </Trans>
          </p>
        ) : detail.archivedAt !== null ? (
          <p className="text-ink">
            <Trans>This class is archived. Restore it to give a student new pictures.</Trans>
          </p>
        ) : (
          <>
            <p className="text-ink">
              <Trans>Lost a card? Give that student new pictures to print a new card. Their old card stops working.</Trans>
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {/* A family's child signs in with the family's account: no picture card. */}
              {detail.students
                .filter((student) => student.accountKind === 'student')
                .map((student) => {
                  const firstName = student.firstName;
                  return (
                    <li key={student.studentId} className="flex items-center justify-between gap-3 rounded-2xl border-2 border-line px-4 py-2">
                      <span className="min-w-0">
                        <span className="font-bold text-ink">{student.firstName}</span>{' '}
                        <span className="text-ink-muted">
                          <PlayerName username={student.username} />
                        </span>
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        className="shrink-0"
                        onClick={() => setAsking(student)}
                        aria-label={t`New card for ${firstName}`}
                      >
                        <RefreshCw aria-hidden="true" className="size-4" />
                        <Trans>New card</Trans>
                      </Button>
                    </li>
                  );
                })}
            </ul>
          </>
        )}
        {asking && (
          <ConfirmDialog
            title={t`New pictures for ${askedName}?`}
            confirmLabel={t`Make a new card`}
            pending={reset.isPending}
            error={reset.error}
            onClose={() => setAsking(null)}
            onConfirm={() => reset.mutate({ classId: detail.id, studentId: asking.studentId }, { onSuccess: () => setAsking(null) })}
          >
            <p>
              <Trans>
                {askedName} gets three new pictures on a new card. The old card stops working, and {askedName} is signed out on every device.
              </Trans>
            </p>
          </ConfirmDialog>
        )}
      </CardContent>
    </Card>
  );
}

function CardsArea({ classId }: { classId: string }) {
  const detail = useClass(classId);
  const printed = usePrintedCards((state) => state.byClass[classId]);
  const forgetClass = usePrintedCards((state) => state.forgetClass);
  const { t } = useLingui();
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) return <LoadError what={t`the class`} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  // Only cards of students still in the class (one removed since is left out).
  const inClass = new Set(data.students.map((s) => s.studentId));
  const cards = (printed?.cards ?? []).filter((card) => inClass.has(card.studentId));
  const count = cards.length;
  const name = data.name;
  const code = data.code;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-3 print:hidden">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          <Trans>Sign-in cards</Trans>
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">
          <Trans>
            {name} · class code <span className="font-mono font-bold tracking-widest text-ink">{code}</span>
          </Trans>
        </p>
      </div>
      {cards.length === 0 ? (
        <div className="print:hidden">
          <NoCards detail={data} />
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            <Button size="lg" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-5" />
              <Plural value={count} one="Print # card" other="Print # cards" />
            </Button>
            <Button variant="ghost" onClick={() => forgetClass(data.id)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Clear these cards</Trans>
            </Button>
            <p className="w-full text-ink-muted">
              <Trans>Cut along the dashed lines and give each child their own card. Keep the cards safe, like a key.</Trans>
            </p>
          </div>
          <section
            aria-label={t`Cards`}
            className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3"
            style={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
          >
            {cards.map((card) => (
              <SignInCard key={card.studentId} card={card} className={printed?.className ?? data.name} code={data.code} address={signInAddress()} />
            ))}
          </section>
        </>
      )}
    </div>
  );
}

export default function ClassCardsPage() {
  const { classId = '' } = useParams();
  const { t } = useLingui();
  return (
    <>
      <title>{t`Sign-in Cards – Chess Quest`}</title>
      <TeacherGate
        lead={
          <Link to={`/teach/classes/${classId}`} className={buttonClassName('ghost', 'sm', '-ml-4')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            <Trans>Back to the class</Trans>
          </Link>
        }
      >
        <CardsArea classId={classId} />
      </TeacherGate>
    </>
  );
}
