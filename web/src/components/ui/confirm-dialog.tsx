import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { FormAlert } from './form-field';
import { errorMessageOf } from '../../lib/api-client';

/** "Are you sure?" before an act that cannot be taken back (removing a student, new pictures, taking a child out of a class). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-2">{children}</div>
        </DialogDescription>
        {error !== null && error !== undefined && (
          <div className="mt-4">
            <FormAlert>{errorMessageOf(error)}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={pending}>
            {pending ? t`One moment…` : confirmLabel}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
