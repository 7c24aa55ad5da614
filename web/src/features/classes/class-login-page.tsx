import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, School, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CLASS_CODE_LENGTH, classLoginLockedSchema, classLoginParamsSchema, type PictureKey } from '@chess-quest/protocol/classes';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { FormInput } from '../../components/ui/form-input';
import { PageLoading } from '../../components/ui/page-loading';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import { useZodForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useClassSignIn } from './api/class-sign-in';
import { useClassLogin } from './api/get-class-login';
import { PictureGrid } from './components/picture-grid';
import { PlayerName } from './components/player-name';
import { isComplete, pickPicture, undoPicture, type PickedPictures } from './picture-password';
import { QuickCodeSignIn } from './quick-login/quick-code-sign-in';
import { loadRememberedClasses, saveRememberedClasses, withClass, withoutClass, type RememberedClass } from './remembered-classes';

const OFFLINE = msg`We couldn't reach Chess Quest. Ask your teacher to check the internet.`;

/** The first step: a class this device knows (a tile), or the code from the card. */
function ChooseClass({ onCode }: { onCode: (code: string) => void }) {
  const [remembered, setRemembered] = useState<RememberedClass[]>(loadRememberedClasses);
  const { t } = useLingui();
  const codeLabels = { code: t`Class code` };
  const letters = CLASS_CODE_LENGTH;
  const form = useZodForm(classLoginParamsSchema, { code: '' }, codeLabels);
  const forget = (code: string) => {
    const next = withoutClass(remembered, code);
    saveRememberedClasses(next);
    setRemembered(next);
  };
  return (
    <div className="grid gap-8">
      {remembered.length > 0 && (
        <section aria-labelledby="known-classes" className="grid gap-3">
          <h2 id="known-classes" className="text-2xl font-bold text-ink">
            <Trans>Tap your class</Trans>
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {remembered.map((known) => {
              const name = known.name;
              return (
                <li key={known.code} className="flex items-stretch gap-2">
                  <button
                    type="button"
                    onClick={() => onCode(known.code)}
                    className="flex min-h-20 flex-1 items-center gap-4 rounded-2xl border-2 border-line bg-paper px-4 text-left hover:border-brand hover:bg-brand-soft"
                  >
                    <span
                      aria-hidden="true"
                      className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-soft text-teal-strong"
                    >
                      <School className="size-7" />
                    </span>
                    <span className="text-xl font-bold text-ink">{known.name}</span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t`Forget ${name} on this device`}
                    onClick={() => forget(known.code)}
                    className="self-center"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section aria-labelledby="type-code" className="grid gap-3">
        <h2 id="type-code" className="text-2xl font-bold text-ink">
          {remembered.length > 0 ? t`Or type the code from your card` : t`Type the code from your card`}
        </h2>
        <form onSubmit={(event) => void form.handleSubmit(({ code }) => onCode(code))(event)} noValidate className="flex flex-wrap items-end gap-3">
          <div className="w-full max-w-64">
            <FormInput
              form={form}
              name="code"
              id="class-code"
              label={codeLabels.code}
              hint={t`${letters} letters and numbers`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={CLASS_CODE_LENGTH + 2}
              className="text-2xl font-bold tracking-[0.3em] uppercase"
            />
          </div>
          <Button type="submit" size="lg" className="mb-7">
            <Trans>Go</Trans>
          </Button>
        </form>
      </section>
      <QuickCodeSignIn />
    </div>
  );
}

interface ChosenStudent {
  studentId: string;
  username: string;
  profileImageUrl: string | null;
}

/** "Too many tries": the server's kind message, and when the pictures may be tried again. */
function lockOf(error: unknown): { message: string; until: number } | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  try {
    const parsed = classLoginLockedSchema.safeParse(JSON.parse(error.body));
    if (parsed.success) return { message: parsed.data.message, until: Date.now() + parsed.data.retryAfterSeconds * 1000 };
  } catch {
    // a proxy's page: fall through to the message alone
  }
  return { message: requestErrorMessage(error), until: Date.now() + 60_000 };
}

/** The last step: the child's own three pictures, tapped in order; sent on the third tap. */
function EnterPictures({ code, className, student, onBack }: { code: string; className: string; student: ChosenStudent; onBack: () => void }) {
  const navigate = useNavigate();
  const signIn = useClassSignIn();
  const [picked, setPicked] = useState<PickedPictures>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [tries, setTries] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLDivElement>(null);

  // The keyboard starts at the task; after a wrong answer, back on the first picture for another go.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (tries > 0 && lockedUntil === null) grid.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [tries, lockedUntil]);

  // A lock ends by itself: the grid comes back when the server will listen again.
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = window.setTimeout(
      () => {
        setLockedUntil(null);
        setProblem(null);
      },
      Math.max(0, lockedUntil - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [lockedUntil]);

  const send = async (pictures: readonly [PictureKey, PictureKey, PictureKey]) => {
    setProblem(null);
    try {
      const user = await signIn.mutateAsync({ code, studentId: student.studentId, pictures: [...pictures] });
      saveRememberedClasses(withClass(loadRememberedClasses(), { code, name: className }));
      const firstName = user.firstName;
      toast({ title: i18n._(msg`Hello, ${firstName}!`), description: i18n._(msg`Ready for a chess adventure?`) });
      await navigate('/');
    } catch (error) {
      setPicked([]);
      setTries((n) => n + 1);
      const lock = lockOf(error);
      if (lock) {
        setLockedUntil(lock.until);
        setProblem(lock.message);
      } else {
        setProblem(error instanceof ApiError ? requestErrorMessage(error) : i18n._(OFFLINE));
      }
    }
  };

  const pick = (picture: PictureKey) => {
    const next = pickPicture(picked, picture);
    setPicked(next);
    if (isComplete(next) && next !== picked) void send(next);
  };

  return (
    <div className="grid gap-4 sm:gap-6">
      <div className="flex items-center gap-3">
        <Avatar name={student.username} imageUrl={student.profileImageUrl} className="size-12 sm:size-16" />
        <div className="min-w-0 flex-1">
          <p className="text-xl font-extrabold break-words text-ink sm:text-2xl">
            <PlayerName username={student.username} />
          </p>
          <p className="text-ink-muted">{className}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Not me</Trans>
        </Button>
      </div>
      <h2 ref={heading} tabIndex={-1} className="text-center text-xl font-bold text-ink outline-none sm:text-2xl">
        <Trans>Tap your 3 pictures in order</Trans>
      </h2>
      {problem && (
        <div
          role="alert"
          className="mx-auto max-w-xl rounded-2xl border-2 border-star bg-sun-soft px-4 py-2 text-center font-semibold text-ink sm:px-5 sm:py-4 sm:text-lg"
        >
          {problem}
        </div>
      )}
      <div ref={grid}>
        <PictureGrid
          picked={picked}
          onPick={pick}
          onUndo={() => setPicked(undoPicture(picked))}
          disabled={signIn.isPending || lockedUntil !== null}
        />
      </div>
      {signIn.isPending && (
        <p role="status" className="text-center text-lg text-ink-muted">
          <Trans>Checking…</Trans>
        </p>
      )}
    </div>
  );
}

/** The second step: the class's children as big tiles, by their player name and avatar (never their real names). */
function ChooseStudent({ code, onBack }: { code: string; onBack: () => void }) {
  const login = useClassLogin(code);
  const [student, setStudent] = useState<ChosenStudent | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [student, login.isSuccess]);

  if (login.isPending) return <PageLoading />;
  if (login.isError) {
    return (
      <div className="grid justify-items-start gap-4">
        <FormAlert>{login.error instanceof ApiError ? requestErrorMessage(login.error) : i18n._(OFFLINE)}</FormAlert>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Type the code again</Trans>
        </Button>
      </div>
    );
  }
  const { className, students } = login.data;
  if (student) return <EnterPictures code={login.data.code} className={className} student={student} onBack={() => setStudent(null)} />;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-ink outline-none sm:text-3xl">
          {className}
        </h2>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Another class</Trans>
        </Button>
      </div>
      {students.length === 0 ? (
        <p className="text-lg text-ink-muted">
          <Trans>This class has no players yet. Your teacher adds them.</Trans>
        </p>
      ) : (
        <>
          <p className="text-xl text-ink">
            <Trans>Who are you? Tap your name.</Trans>
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {students.map((s) => (
              <li key={s.studentId}>
                <button
                  type="button"
                  onClick={() => setStudent(s)}
                  className="flex min-h-32 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-line bg-paper p-3 hover:border-brand hover:bg-brand-soft"
                >
                  <Avatar name={s.username} imageUrl={s.profileImageUrl} className="size-16" />
                  <span className="text-base font-bold break-words text-ink sm:text-lg">
                    <PlayerName username={s.username} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Signing in with a class card (issue 24): the class (a remembered tile or its code), then
 * the child's own tile, then three pictures. No typing of names or passwords.
 */
export default function ClassLoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typed = searchParams.get('code');
  const parsed = typed ? classLoginParamsSchema.safeParse({ code: typed }) : null;
  const code = parsed?.success ? parsed.data.code : null;
  const { t } = useLingui();
  return (
    <>
      <title>{t`Class Sign In – Chess Quest`}</title>
      {/* On a phone the steps use the whole width: the sixteen pictures and the child's three fit on one screen. */}
      <div className="mx-auto max-w-3xl sm:rounded-[var(--radius-card)] sm:border-2 sm:border-line sm:bg-paper sm:p-8 sm:shadow-sm">
        <h1 className="text-xl font-extrabold text-ink sm:text-4xl">
          <Trans>Sign in with your class card</Trans>
        </h1>
        <div className="mt-4 sm:mt-6">
          {code ? (
            <ChooseStudent key={code} code={code} onBack={() => setSearchParams({})} />
          ) : (
            <ChooseClass onCode={(next) => setSearchParams({ code: next })} />
          )}
        </div>
      </div>
    </>
  );
}
