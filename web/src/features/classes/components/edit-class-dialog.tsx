import { Trans, useLingui } from '@lingui/react/macro';
import { CLASS_DESCRIPTION_MAX, CLASS_NAME_MAX, updateClassBodySchema, type ClassDetail, type UpdateClassBody } from '@chess-quest/protocol/classes';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormAlert, FormField, inputClassName } from '../../../components/ui/form-field';
import { FormInput } from '../../../components/ui/form-input';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { showServerFieldError, useZodForm } from '../../../lib/form';
import { useUpdateClass } from '../api/update-class';

export function EditClassDialog({ detail, onClose }: { detail: ClassDetail; onClose: () => void }) {
  const update = useUpdateClass();
  const { t } = useLingui();
  const labels = { name: t`Class name`, description: t`About the class (optional)` };
  const form = useZodForm(updateClassBodySchema, { name: detail.name, description: detail.description }, labels);
  const { errors } = form.formState;
  const onSubmit = async (body: UpdateClassBody) => {
    try {
      await update.mutateAsync({ classId: detail.id, body });
      onClose();
    } catch (error) {
      if (!showServerFieldError(form, error, labels)) form.setError('root.server', { type: 'server', message: requestErrorMessage(error) });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>
          <Trans>Edit the class</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Students see the class name when they sign in.</Trans>
        </DialogDescription>
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="mt-4 grid gap-5">
          {errors.root?.server?.message && <FormAlert>{errors.root.server.message}</FormAlert>}
          <FormInput form={form} name="name" id="edit-class-name" label={labels.name} maxLength={CLASS_NAME_MAX} autoComplete="off" />
          <FormField id="edit-class-description" label={labels.description} error={errors.description?.message}>
            {(control) => (
              <textarea {...control} {...form.register('description')} rows={3} maxLength={CLASS_DESCRIPTION_MAX} className={inputClassName} />
            )}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t`Saving…` : t`Save`}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
