import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, Plus, School, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CLASS_DESCRIPTION_MAX,
  CLASS_MAX_STUDENTS,
  CLASS_NAME_MAX,
  createClassBodySchema,
  type ClassSummary,
  type CreateClassBody,
} from '@chess-quest/protocol/classes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { FormAlert, FormField, inputClassName } from '../../components/ui/form-field';
import { FormInput } from '../../components/ui/form-input';
import { LoadError } from '../../components/ui/load-error';
import { TitledPage } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { showServerFieldError, useZodForm } from '../../lib/form';
import { requestErrorMessage } from '../../lib/request-error-message';
import { useCreateClass } from './api/create-class';
import { useClasses } from './api/get-classes';
import { TeacherGate } from './components/teacher-gate';

function NewClassForm() {
  const navigate = useNavigate();
  const create = useCreateClass();
  const { t } = useLingui();
  const labels = { name: t`Class name`, description: t`About the class (optional)` };
  const form = useZodForm(createClassBodySchema, { name: '', description: '' }, labels);
  const { errors } = form.formState;
  const [open, setOpen] = useState(false);

  const onSubmit = async (body: CreateClassBody) => {
    try {
      const made = await create.mutateAsync(body);
      await navigate(`/teach/classes/${made.id}`);
    } catch (error) {
      if (!showServerFieldError(form, error, labels)) form.setError('root.server', { type: 'server', message: requestErrorMessage(error) });
    }
  };

  if (!open) {
    return (
      <Button size="lg" className="justify-self-start" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-5" />
        <Trans>New class</Trans>
      </Button>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>New class</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="grid max-w-xl gap-5">
          {errors.root?.server?.message && <FormAlert>{errors.root.server.message}</FormAlert>}
          <FormInput
            form={form}
            name="name"
            id="class-name"
            label={labels.name}
            hint={t`For example “Chess Club, Tuesdays”.`}
            maxLength={CLASS_NAME_MAX}
            autoComplete="off"
            required
          />
          <FormField id="class-description" label={labels.description} error={errors.description?.message}>
            {(control) => (
              <textarea {...control} {...form.register('description')} rows={3} maxLength={CLASS_DESCRIPTION_MAX} className={inputClassName} />
            )}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t`Making the class…` : t`Make the class`}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function ClassTile({ item }: { item: ClassSummary }) {
  const students = item.studentCount;
  const max = CLASS_MAX_STUDENTS;
  const code = item.code;
  return (
    <li>
      <Link
        to={`/teach/classes/${item.id}`}
        className={cn(
          'flex h-full flex-col gap-2 rounded-[var(--radius-card)] border-2 border-line bg-paper p-5 no-underline shadow-sm',
          'hover:border-brand',
        )}
      >
        <span className="flex items-start justify-between gap-3">
          <span className="text-xl font-bold text-ink">{item.name}</span>
          {item.myRole === 'co' && (
            <Badge color="blue">
              <Trans>Co-teacher</Trans>
            </Badge>
          )}
        </span>
        {item.description && <span className="line-clamp-2 text-ink-muted">{item.description}</span>}
        <span className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-ink">
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            <Trans>
              {students} of {max} students
            </Trans>
          </span>
          <span>
            <Trans>
              Code <span className="font-mono font-bold tracking-widest">{code}</span>
            </Trans>
          </span>
        </span>
      </Link>
    </li>
  );
}

function ClassList({ archived }: { archived: boolean }) {
  const classes = useClasses(archived);
  const { t } = useLingui();
  if (classes.isPending) return <PageLoading />;
  if (classes.isError) return <LoadError what={t`your classes`} onRetry={() => void classes.refetch()} />;
  const list = classes.data.classes;
  if (list.length === 0) {
    return (
      <EmptyState title={archived ? t`No archived classes` : t`No classes yet`} icon={<School className="size-8" />}>
        {archived
          ? t`A class you archive at the end of a term waits here, read-only. Its students can still sign in.`
          : t`Make your first class, then add your students and print their sign-in cards.`}
      </EmptyState>
    );
  }
  return (
    <ul aria-label={archived ? t`Archived classes` : t`Active classes`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((item) => (
        <ClassTile key={item.id} item={item} />
      ))}
    </ul>
  );
}

function TeachHome() {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-6">
      <NewClassForm />
      <Tabs defaultValue="active">
        <TabsList aria-label={t`Classes`}>
          <TabsTrigger value="active">
            <Trans>Active classes</Trans>
          </TabsTrigger>
          <TabsTrigger value="archived">
            <Trans>Archived</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          <ClassList archived={false} />
        </TabsContent>
        <TabsContent value="archived">
          <ClassList archived />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export default function TeachPage() {
  const { t } = useLingui();
  return (
    <TitledPage
      title={t`Teacher Area`}
      description={t`Your chess classes, their sign-in cards and their progress.`}
      icon={<GraduationCap className="size-8" />}
    >
      <TeacherGate>
        <TeachHome />
      </TeacherGate>
    </TitledPage>
  );
}
