import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2, UserPlus } from 'lucide-react';
import { addCoTeacherBodySchema, type AddCoTeacherBody, type ClassDetail } from '@chess-quest/protocol/classes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-field';
import { FormInput } from '../../../components/ui/form-input';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { showServerFieldError, useZodForm } from '../../../lib/form';
import { useAddCoTeacher } from '../api/add-co-teacher';
import { useRemoveCoTeacher } from '../api/remove-co-teacher';

function AddCoTeacherForm({ classId }: { classId: string }) {
  const add = useAddCoTeacher();
  const { t } = useLingui();
  const labels = { email: t`Co-teacher's email` };
  const form = useZodForm(addCoTeacherBodySchema, { email: '' }, labels);
  const { errors } = form.formState;
  const onSubmit = async (body: AddCoTeacherBody) => {
    try {
      await add.mutateAsync({ classId, body });
      form.reset({ email: '' });
    } catch (error) {
      if (!showServerFieldError(form, error, labels)) form.setError('root.server', { type: 'server', message: requestErrorMessage(error) });
    }
  };
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid max-w-xl gap-4">
      {errors.root?.server?.message && <FormAlert>{errors.root.server.message}</FormAlert>}
      <FormInput
        form={form}
        name="email"
        id="co-teacher-email"
        label={labels.email}
        hint={t`They need a teacher account of their own first.`}
        type="email"
        autoComplete="off"
      />
      <Button type="submit" className="justify-self-start" disabled={add.isPending}>
        <UserPlus aria-hidden="true" className="size-5" />
        {add.isPending ? t`Adding…` : t`Add co-teacher`}
      </Button>
    </form>
  );
}

/** The class's teachers: the one who made it, and co-teachers with the same rights (only the owner removes them). */
export function TeachersSection({ detail }: { detail: ClassDetail }) {
  const remove = useRemoveCoTeacher();
  const isOwner = detail.myRole === 'owner';
  const readOnly = detail.archivedAt !== null;
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Teachers</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Co-teachers see the students’ names, add and remove students, and post news.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {remove.isError && <FormAlert>{requestErrorMessage(remove.error)}</FormAlert>}
        <ul className="grid gap-2">
          {detail.teachers.map((teacher) => {
            const email = teacher.email;
            return (
              <li key={teacher.accountId} className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-line px-4 py-2">
                <span className="min-w-0 flex-1 font-semibold break-all text-ink">{teacher.email}</span>
                <Badge color={teacher.role === 'owner' ? 'neutral' : 'blue'}>{teacher.role === 'owner' ? t`Made the class` : t`Co-teacher`}</Badge>
                {isOwner && !readOnly && teacher.role === 'co' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove ${email}`}
                    onClick={() => remove.mutate({ classId: detail.id, accountId: teacher.accountId })}
                    disabled={remove.isPending}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {!readOnly && <AddCoTeacherForm classId={detail.id} />}
      </CardContent>
    </Card>
  );
}
