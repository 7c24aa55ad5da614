import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, closeAccountBodySchema } from '@chess-quest/protocol/auth';
import { PinInput } from '../../components/parent/pin-input';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api-client';
import { labelledMessage } from '../../lib/form';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useCloseAccount } from './api/close-account';

/**
 * Closing an account that has no child left: a confirmation the parent PIN unlocks. The
 * account, its email and its sessions are erased, and the parent lands signed out.
 */
export function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const pinLabel = t`Parent PIN`;
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();

  const confirm = async () => {
    const parsed = closeAccountBodySchema.safeParse({ parentPin: pin });
    if (!parsed.success) {
      setPinError(labelledMessage(parsed.error.issues[0]?.message ?? '', 'parentPin', { parentPin: pinLabel }));
      return;
    }
    setPinError(undefined);
    try {
      await close.mutateAsync(parsed.data);
      toast({ title: t`Your account is closed`, description: t`Your account and everything in it are erased.` });
      await navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.field === 'parentPin') {
        setPinError(labelledMessage(error.serverMessage ?? ACCOUNT_MESSAGES.wrongPin, 'parentPin', {}));
      }
    }
  };

  const formError =
    close.isError && !(close.error instanceof ApiError && close.error.field === 'parentPin') ? requestErrorMessage(close.error) : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogTitle>
          <Trans>Close your account?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            This erases your account for good: your email address, your parent PIN and your sign-in on every device. A class you own passes to its
            first co-teacher; a class with no co-teacher is erased with its students' accounts. It cannot be undone.
          </Trans>
        </DialogDescription>
        <form
          className="mt-4 grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          {formError && <FormAlert>{formError}</FormAlert>}
          <FormField id="close-account-pin" label={pinLabel} hint={t`Type your parent PIN to confirm.`} error={pinError}>
            {(control) => <PinInput control={control} value={pin} onChange={setPin} autoComplete="off" />}
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              <Trans>Keep my account</Trans>
            </Button>
            <Button type="submit" variant="destructive" disabled={close.isPending}>
              <Trans>Close the account</Trans>
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
