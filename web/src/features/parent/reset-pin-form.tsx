import { useState, type FormEvent } from 'react';
import { PARENT_MESSAGES } from '@chess-quest/protocol/parent';
import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField, inputClassName } from '../../components/ui/form-field';
import { errorMessageOf } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useResetParentPin } from './api/parent-gate-api';
import { PinInput } from './pin-input';

/** 'Forgot PIN?': the account password proves a parent and sets a new PIN. */
export function ResetPinForm({ canReset, onBack }: { canReset: boolean; onBack: () => void }) {
  const reset = useResetParentPin();
  const [password, setPassword] = useState('');
  const [newPin, setNewPin] = useState('');

  if (!canReset) {
    return (
      <div className="grid justify-items-center gap-4 text-center">
        <p>{PARENT_MESSAGES.noPassword}</p>
        <Button variant="outline" onClick={onBack}>
          Back to the PIN
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.mutate(
      { password, newPin },
      { onSuccess: () => toast({ title: 'PIN changed', description: 'Use your new parent PIN from now on.' }) },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      {reset.isError && <FormAlert>{errorMessageOf(reset.error)}</FormAlert>}
      <FormField id="reset-pin-password" label="Account password">
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={inputClassName}
          />
        )}
      </FormField>
      <FormField id="reset-pin-new" label="New parent PIN" hint={`${PARENT_PIN_LENGTH} digits`}>
        {(control) => <PinInput control={control} autoComplete="new-password" value={newPin} onChange={setNewPin} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!password || newPin.length !== PARENT_PIN_LENGTH || reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set new PIN'}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back to the PIN
        </Button>
      </div>
    </form>
  );
}
