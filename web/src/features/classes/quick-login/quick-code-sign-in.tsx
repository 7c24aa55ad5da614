import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode as QrIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { QUICK_CODE_LENGTH, classLoginLockedSchema, quickCodeSchema } from '@chess-quest/protocol/classes';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { cn } from '../../../lib/cn';
import { useQuickSignIn } from '../api/quick-sign-in';
import { quickCodeFromHash } from './quick-link';

const OFFLINE = msg`We couldn't reach Chess Quest. Ask your teacher to check the internet.`;

/** The server's words for a wrong, old or paused code; a "wait N minutes" when it says how long. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      try {
        const parsed = classLoginLockedSchema.safeParse(JSON.parse(error.body));
        if (parsed.success) {
          const minutes = Math.max(1, Math.ceil(parsed.data.retryAfterSeconds / 60));
          const message = parsed.data.message;
          return i18n._(msg`${message} (${plural(minutes, { one: '# minute', other: '# minutes' })})`);
        }
      } catch {
        // a proxy's page: the message alone
      }
    }
    return requestErrorMessage(error);
  }
  return i18n._(OFFLINE);
}

/**
 * Signing in with a quick code (issue 24): typed from the card, or opened from its QR code
 * (the link's #quick=...; read once, then taken off the address bar so it is not left in the
 * history or on the screen).
 */
export function QuickCodeSignIn() {
  const navigate = useNavigate();
  const signIn = useQuickSignIn();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  // The code in the QR code's link, read once as the page opens.
  const [linked] = useState(() => quickCodeFromHash(window.location.hash));
  const started = useRef(false);
  const { t } = useLingui();
  const length = QUICK_CODE_LENGTH;

  const submit = async (typed: string) => {
    const parsed = quickCodeSchema.safeParse(typed);
    if (!parsed.success) {
      setProblem(t`Type the ${length} letters and numbers under your QR code.`);
      return;
    }
    setProblem(null);
    try {
      await signIn.mutateAsync(parsed.data);
      await navigate('/');
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  useEffect(() => {
    if (!linked || started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void submit(linked);
    // Only once, when the page opens from the QR code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section aria-labelledby="quick-code-heading" className="grid gap-3 rounded-2xl border-2 border-line bg-teal-soft/40 p-4">
      <h2 id="quick-code-heading" className="flex items-center gap-2 text-2xl font-bold text-ink">
        <QrIcon aria-hidden="true" className="size-7 text-teal-strong" />
        <Trans>Got a card with a QR code?</Trans>
      </h2>
      <p className="text-ink">
        <Trans>Scan it with the camera. Or type the code under it here:</Trans>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="grid w-full max-w-72 gap-1.5">
          <label htmlFor={inputId} className="font-semibold text-ink">
            <Trans>Code from your QR card</Trans>
          </label>
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={QUICK_CODE_LENGTH + 2}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-hint ${inputId}-problem` : `${inputId}-hint`}
            className={cn(inputClassName, 'font-mono text-2xl font-bold tracking-[0.2em] uppercase')}
          />
          <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
            <Trans>
              {length} letters and numbers, like <span className="whitespace-nowrap">ABCD-2345</span>
            </Trans>
          </p>
        </div>
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? t`Signing in…` : t`Sign in`}
        </Button>
      </form>
      {signIn.isPending && linked && !problem && (
        <p role="status">
          <Trans>Signing you in…</Trans>
        </p>
      )}
      {problem && (
        <div id={`${inputId}-problem`} role="alert" className="rounded-xl border-2 border-danger bg-red-50 px-4 py-3 text-lg font-semibold text-ink">
          {problem}
        </div>
      )}
    </section>
  );
}
