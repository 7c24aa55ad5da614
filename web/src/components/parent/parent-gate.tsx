import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import { parentUnlockBodySchema, type ParentUnlockBody } from '@chess-quest/protocol/parent';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { FormAlert } from '../ui/form-field';
import { LoadError } from '../ui/load-error';
import { PageLoading } from '../ui/page-loading';
import { errorMessageOf } from '../../lib/api-client';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { parentStatusQueryOptions, useParentStatus } from '../../api/parent/get-parent-status';
import { useUnlockParentArea } from '../../api/parent/unlock-parent-area';
import { PinField } from './pin-input';
import { ResetPinForm } from './reset-pin-form';

const PIN_LABELS = { pin: 'Parent PIN' } as const;

function PinForm({ onForgot }: { onForgot: () => void }) {
  const unlock = useUnlockParentArea();
  const form = useZodForm(parentUnlockBodySchema, { pin: '' }, PIN_LABELS);
  const pin = useWatch({ control: form.control, name: 'pin' });
  const hintId = useId();

  const { setFocus } = form;
  useEffect(() => setFocus('pin'), [setFocus]);

  const onSubmit = (body: ParentUnlockBody) =>
    unlock.mutate(body, {
      onError: (error) => {
        if (showServerFieldError(form, error, PIN_LABELS)) return;
        form.reset({ pin: '' });
        form.setFocus('pin');
      },
    });

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid justify-items-center gap-5" aria-describedby={hintId}>
      <p id={hintId} className="text-center text-ink-muted">
        This part is for grown-ups. Enter the {PARENT_PIN_LENGTH}-digit parent PIN chosen when the account was made.
      </p>
      {unlock.isError && !form.formState.errors.pin && <FormAlert>{errorMessageOf(unlock.error)}</FormAlert>}
<PinField control={form.control} name="pin" id="parent-pin" label={PIN_LABELS.pin} autoComplete="off" />
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="submit" size="lg" disabled={pin.length !== PARENT_PIN_LENGTH || unlock.isPending}>
          {unlock.isPending ? 'Checking…' : 'Open parent area'}
        </Button>
        <Button variant="ghost" onClick={onForgot}>
          Forgot PIN?
        </Button>
      </div>
    </form>
  );
}

/**
 * Shows its children only once a parent has typed the parent PIN in this session; the
 * server enforces the same rule on every parent call, this is the friendly front door.
 */
export function ParentGate({ children }: { children: ReactNode }) {
  const status = useParentStatus();
  const queryClient = useQueryClient();
  const [forgot, setForgot] = useState(false);
  const unlocked = status.data?.unlocked === true;

  // Closing (or reloading) the tab locks the parent area: a beacon still leaves a closing
  // page. The server also locks it after 15 minutes without a parent call.
  useEffect(() => {
    if (!unlocked) return;
    const lock = () => navigator.sendBeacon('/api/parent/lock');
    window.addEventListener('pagehide', lock);
    return () => window.removeEventListener('pagehide', lock);
  }, [unlocked]);

  if (status.isPending) return <PageLoading />;
  if (status.isError) {
    return <LoadError what="the parent area" onRetry={() => void queryClient.invalidateQueries(parentStatusQueryOptions())} />;
  }
  if (status.data.unlocked) return <>{children}</>;

  return (
    <Card className="mx-auto mt-4 max-w-xl">
      <CardHeader className="items-center text-center">
        <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <LockKeyhole className="size-8" />
        </span>
        <CardTitle as="h2">{forgot ? 'Reset the parent PIN' : 'Parents only'}</CardTitle>
        {forgot && <CardDescription>Your account password lets you choose a new PIN.</CardDescription>}
      </CardHeader>
      <CardContent>
        {forgot ? (
          <ResetPinForm canReset={status.data.canResetWithPassword} onBack={() => setForgot(false)} />
        ) : (
          <PinForm onForgot={() => setForgot(true)} />
        )}
      </CardContent>
    </Card>
  );
}
