import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LockKeyhole, Smile } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import { parentUnlockBodySchema, type ParentApprovalAct, type ParentUnlockBody } from '@chess-quest/protocol/parent';
import { Button, buttonClassName } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { FormAlert } from '../ui/form-field';
import { LoadError } from '../ui/load-error';
import { PageLoading } from '../ui/page-loading';
import { requestErrorMessage } from '../../lib/request-error-message';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { useTeacherStatus } from '../../api/get-teacher-status';
import { useApproveParentAct } from '../../api/parent/approve-parent-act';
import { parentStatusQueryOptions, useParentStatus } from '../../api/parent/get-parent-status';
import { lockOnLeavingParentArea } from '../../api/parent/lock-parent-area';
import { useUnlockParentArea } from '../../api/parent/unlock-parent-area';
import { PinField } from './pin-input';
import { ResetPinForm } from './reset-pin-form';
import './server-error-texts';

/** The PIN field's name: a parent's, or, in the teacher area of an account with no child, the teacher's own. */
const PIN_LABELS = { parent: { pin: msg`Parent PIN` }, own: { pin: msg`Your PIN` } } as const;
type PinOwner = keyof typeof PIN_LABELS;

/** The screens of the parent area; leaving them for any other screen locks it (issue 22). */
const PARENT_PATHS = ['/parent-dashboard', '/family', '/family/arenas', '/subscription'];

/** Whether an address is in the parent area: its pages, the teacher area (the same gate), and a live game a parent watches from it. */
export function isParentAreaPath(pathname: string, search = ''): boolean {
  if (PARENT_PATHS.includes(pathname.replace(/\/+$/, '') || '/')) return true;
  if (pathname === '/teach' || pathname.startsWith('/teach/')) return true;
  return pathname.startsWith('/multiplayer/games/') && new URLSearchParams(search).get('watch') === '1';
}

interface PinFormProps {
  /** Sends the PIN; calls back with the server's error, if any. */
  send: (body: ParentUnlockBody, onError: (error: unknown) => void) => void;
  pending: boolean;
  error: unknown;
  hint: string;
  submitLabel: string;
  onForgot?: () => void;
  owner?: PinOwner;
}

function PinForm({ send, pending, error, hint, submitLabel, onForgot, owner = 'parent' }: PinFormProps) {
  const { t } = useLingui();
  const labels = { pin: t(PIN_LABELS[owner].pin) };
  const form = useZodForm(parentUnlockBodySchema, { pin: '' }, labels);
  const pin = useWatch({ control: form.control, name: 'pin' });
  const hintId = useId();

  const { setFocus } = form;
  useEffect(() => setFocus('pin'), [setFocus]);

  const onSubmit = (body: ParentUnlockBody) =>
    send(body, (failure) => {
      if (showServerFieldError(form, failure, labels)) return;
      form.reset({ pin: '' });
      form.setFocus('pin');
    });

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      noValidate
      className="grid justify-items-center gap-5"
      aria-describedby={hintId}
    >
      <p id={hintId} className="text-center text-ink-muted">
        {hint}
      </p>
      {error !== null && !form.formState.errors.pin && <FormAlert>{requestErrorMessage(error)}</FormAlert>}
      <PinField control={form.control} name="pin" id="parent-pin" label={labels.pin} autoComplete="off" />
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="submit" size="lg" disabled={pin.length !== PARENT_PIN_LENGTH || pending}>
          {pending ? t`Checking…` : submitLabel}
        </Button>
        {onForgot && (
          <Button variant="ghost" onClick={onForgot}>
            <Trans>Forgot PIN?</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

/** Who the gate's door is for: the same PIN opens the parent area and the teacher area (issue 24). */
export type GateAudience = 'parent' | 'teacher';

const GATE_TEXTS: Record<GateAudience, { title: MessageDescriptor; hint: MessageDescriptor; submitLabel: MessageDescriptor }> = {
  parent: {
    title: msg`Parents only`,
    hint: msg`This part is for grown-ups. Enter the ${PARENT_PIN_LENGTH}-digit parent PIN chosen when the account was made.`,
    submitLabel: msg`Open parent area`,
  },
  teacher: {
    title: msg`Teachers only`,
    hint: msg`This part shows your students' names, so it is locked. Enter the ${PARENT_PIN_LENGTH}-digit PIN of your account.`,
    submitLabel: msg`Open teacher area`,
  },
};

function UnlockForm({ onForgot, audience, owner }: { onForgot: () => void; audience: GateAudience; owner: PinOwner }) {
  const { t } = useLingui();
  const unlock = useUnlockParentArea();
  return (
    <PinForm
      owner={owner}
      send={(body, onError) => unlock.mutate(body, { onError })}
      pending={unlock.isPending}
      error={unlock.isError ? unlock.error : null}
      hint={t(GATE_TEXTS[audience].hint)}
      submitLabel={t(GATE_TEXTS[audience].submitLabel)}
      onForgot={onForgot}
    />
  );
}

/** The gate's card: a round icon, its title and a line under it, then what it asks. */
function GateCard({
  icon,
  title,
  description,
  contentClassName,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto mt-4 max-w-xl">
      <CardHeader className="items-center text-center">
        <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          {icon}
        </span>
        <CardTitle as="h2">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** What a student sees on a grown-up's page (the parent area, the plans): there is nothing for it to open. */
function GrownUpsOnly() {
  const { t } = useLingui();
  return (
    <GateCard
      icon={<Smile className="size-8" />}
      title={t`This part is for grown-ups`}
      description={t`Your teacher looks after your account, so there is nothing for you to do here.`}
      contentClassName="flex flex-wrap justify-center gap-3"
    >
      <Link to="/" className={buttonClassName('primary', 'lg')}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        <Trans>Back to my journey</Trans>
      </Link>
      <Link to="/class" className={buttonClassName('outline', 'lg')}>
        <Trans>My class</Trans>
      </Link>
    </GateCard>
  );
}

/**
 * Shows its children only once a parent has typed the parent PIN in this session; the
 * server enforces the same rule on every parent call, this is the friendly front door.
 */
export function ParentGate({ children, audience = 'parent' }: { children: ReactNode; audience?: GateAudience }) {
  const { t } = useLingui();
  const status = useParentStatus();
  const queryClient = useQueryClient();
  const [forgot, setForgot] = useState(false);
  const unlocked = status.data?.unlocked === true;
  // A teacher's account with no child has no parent: its PIN is "your PIN".
  const teacher = useTeacherStatus();
  const owner: PinOwner = audience === 'teacher' && teacher.data?.hasChild === false ? 'own' : 'parent';

  // Leaving the parent area for a child's screen by any way (a link, the back button, a
  // payment's landing) locks it: this page goes away once the address has changed. Moving
  // between parent pages keeps it open. A typed address or a reload loads a page, and the
  // server locks on every page load (auth/parent-gate.ts).
  useEffect(
    () => () => {
      if (!isParentAreaPath(window.location.pathname, window.location.search)) lockOnLeavingParentArea(queryClient);
    },
    [queryClient],
  );

  // Closing the tab locks the parent area: a beacon still leaves a closing page. The server
  // also locks it after 15 minutes without a parent call.
  useEffect(() => {
    if (!unlocked) return;
    const lock = () => navigator.sendBeacon('/api/parent/lock');
    window.addEventListener('pagehide', lock);
    return () => window.removeEventListener('pagehide', lock);
  }, [unlocked]);

  // A student's account (made by a teacher) has no PIN: a kind word and a way back, not a lock it cannot open.
  if (teacher.data?.accountKind === 'student') return <GrownUpsOnly />;
  if (status.isPending) return <PageLoading />;
  if (status.isError) {
    return <LoadError what={t`the parent area`} onRetry={() => void queryClient.invalidateQueries(parentStatusQueryOptions())} />;
  }
  if (status.data.unlocked) return <>{children}</>;

  return (
    <GateCard
      icon={<LockKeyhole className="size-8" />}
      title={forgot ? (owner === 'own' ? t`Reset your PIN` : t`Reset the parent PIN`) : t(GATE_TEXTS[audience].title)}
      description={forgot ? t`Your account password lets you choose a new PIN.` : undefined}
    >
      {forgot ? (
        <ResetPinForm canReset={status.data.canResetWithPassword} onBack={() => setForgot(false)} own={owner === 'own'} />
      ) : (
        <UnlockForm onForgot={() => setForgot(true)} audience={audience} owner={owner} />
      )}
    </GateCard>
  );
}

/**
 * A grown-up approves one act on a child's page (a share) with the parent PIN. The server
 * opens that act only, for a few minutes, never the parent area (issue 22): the children
 * show once approved; `onExpired` lets them ask again when the server refuses the act.
 */
export function ParentApproval({
  act,
  what,
  children,
}: {
  act: ParentApprovalAct;
  /** The act in a few words, e.g. "share this achievement". */
  what: string;
  children: (onExpired: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  const approve = useApproveParentAct();
  const [approved, setApproved] = useState(false);
  if (approved) return <>{children(() => setApproved(false))}</>;
  return (
    <div className="grid justify-items-center gap-3">
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <LockKeyhole className="size-6" />
      </span>
      <h3 className="text-xl font-bold text-ink">
        <Trans>Parents only</Trans>
      </h3>
      <PinForm
        send={(body, onError) => approve.mutate({ pin: body.pin, act }, { onSuccess: () => setApproved(true), onError })}
        pending={approve.isPending}
        error={approve.isError ? approve.error : null}
        hint={t`A grown-up's parent PIN lets you ${what}. It opens nothing else.`}
        submitLabel={t`Approve`}
      />
    </div>
  );
}
