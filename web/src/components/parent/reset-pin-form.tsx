import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { PARENT_MESSAGES, parentResetPinBodySchema, type ParentResetPinBody } from '@chess-quest/protocol/parent';
import { PARENT_PIN_LENGTH } from '@chess-quest/protocol/constants';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-field';
import { FormInput } from '../ui/form-input';
import { requestErrorMessage } from '../../lib/request-error-message';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useResetParentPin } from '../../api/parent/reset-parent-pin';
import { PinField } from './pin-input';
import './server-error-texts';

/** 'Forgot PIN?': the account password proves a parent (or, `own`, the teacher of an account with no child) and sets a new PIN. */
export function ResetPinForm({ canReset, onBack, own = false }: { canReset: boolean; onBack: () => void; own?: boolean }) {
  const { t } = useLingui();
  const reset = useResetParentPin();
  const labels = { password: t`Account password`, newPin: own ? t`New PIN` : t`New parent PIN` };
  const form = useZodForm(parentResetPinBodySchema, { password: '', newPin: '' }, labels);
  const [password, newPin] = useWatch({ control: form.control, name: ['password', 'newPin'] });
  const { errors } = form.formState;

  if (!canReset) {
    return (
      <div className="grid justify-items-center gap-4 text-center">
        <p>{PARENT_MESSAGES.noPassword}</p>
        <Button variant="outline" onClick={onBack}>
          <Trans>Back to the PIN</Trans>
        </Button>
      </div>
    );
  }

  const onSubmit = (body: ParentResetPinBody) =>
    reset.mutate(body, {
      onSuccess: () =>
        toast({ title: t`PIN changed`, description: own ? t`Use your new PIN from now on.` : t`Use your new parent PIN from now on.` }),
      onError: (error) => showServerFieldError(form, error, labels),
    });

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid gap-5">
      {reset.isError && !(errors.password ?? errors.newPin) && <FormAlert>{requestErrorMessage(reset.error)}</FormAlert>}
      <FormInput
        form={form}
        name="password"
        id="reset-pin-password"
        label={labels.password}
        type="password"
        autoComplete="current-password"
        required
      />
      <PinField
        control={form.control}
        name="newPin"
        id="reset-pin-new"
        label={labels.newPin}
        hint={t`${PARENT_PIN_LENGTH} digits`}
        autoComplete="new-password"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!password || newPin.length !== PARENT_PIN_LENGTH || reset.isPending}>
          {reset.isPending ? t`Saving…` : t`Set new PIN`}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          <Trans>Back to the PIN</Trans>
        </Button>
      </div>
    </form>
  );
}
