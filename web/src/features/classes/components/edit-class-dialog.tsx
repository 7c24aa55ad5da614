import { CLASS_DESCRIPTION_MAX, CLASS_NAME_MAX, updateClassBodySchema, type ClassDetail, type UpdateClassBody } from '@chess-quest/protocol/classes';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormAlert, FormField, inputClassName } from '../../../components/ui/form-field';
import { FormInput } from '../../../components/ui/form-input';
import { errorMessageOf } from '../../../lib/api-client';
import { showServerFieldError, useZodForm } from '../../../lib/form';
import { useUpdateClass } from '../api/update-class';

const LABELS = { name: 'Class name', description: 'About the class (optional)' } as const;

export function EditClassDialog({ detail, onClose }: { detail: ClassDetail; onClose: () => void }) {
  const update = useUpdateClass();
  const form = useZodForm(updateClassBodySchema, { name: detail.name, description: detail.description }, LABELS);
  const { errors } = form.formState;
  const onSubmit = async (body: UpdateClassBody) => {
    try {
      await update.mutateAsync({ classId: detail.id, body });
      onClose();
    } catch (error) {
      if (!showServerFieldError(form, error, LABELS)) form.setError('root.server', { type: 'server', message: errorMessageOf(error) });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Edit the class</DialogTitle>
        <DialogDescription>Students see the class name when they sign in.</DialogDescription>
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="mt-4 grid gap-5">
          {errors.root?.server?.message && <FormAlert>{errors.root.server.message}</FormAlert>}
          <FormInput form={form} name="name" id="edit-class-name" label={LABELS.name} maxLength={CLASS_NAME_MAX} autoComplete="off" />
          <FormField id="edit-class-description" label={LABELS.description} error={errors.description?.message}>
            {(control) => (
              <textarea {...control} {...form.register('description')} rows={3} maxLength={CLASS_DESCRIPTION_MAX} className={inputClassName} />
            )}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
