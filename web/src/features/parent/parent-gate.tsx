import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { errorMessageOf } from '../../lib/api-client';
import { parentStatusQueryOptions, useParentStatus, useUnlockParentArea } from './api/parent-gate-api';
import { PinInput } from './pin-input';
import { ResetPinForm } from './reset-pin-form';

function PinForm({ onForgot }: { onForgot: () => void }) {
  const unlock = useUnlockParentArea();
  const [pin, setPin] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => inputRef.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    unlock.mutate(
      { pin },
      {
        onError: () => {
          setPin('');
          inputRef.current?.focus();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid justify-items-center gap-5" aria-describedby={hintId}>
      <p id={hintId} className="text-center text-ink-muted">
        This part is for grown-ups. Enter the {PARENT_PIN_LENGTH}-digit parent PIN chosen when the account was made.
      </p>
      {unlock.isError && <FormAlert>{errorMessageOf(unlock.error)}</FormAlert>}
      <FormField id="parent-pin" label="Parent PIN">
        {(control) => <PinInput control={control} ref={inputRef} autoComplete="off" value={pin} onChange={setPin} />}
      </FormField>
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
