import { Trans, useLingui } from '@lingui/react/macro';
import { Archive, ArchiveRestore, ArrowLeft, Flag, Pencil, Printer, School, Trophy } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ClassDetail } from '@chess-quest/protocol/classes';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClassName } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api-client';
import { requestErrorMessage } from '../../lib/request-error-message';
import { useArchiveClass } from './api/archive-class';
import { classQueryOptions, useClass } from './api/get-class';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EditClassDialog } from './components/edit-class-dialog';
import { NewsSection } from './components/news-section';
import { ProgressSection } from './components/progress-section';
import { StudentsSection } from './components/students-section';
import { TeacherGate } from './components/teacher-gate';
import { TeachersSection } from './components/teachers-section';
import { ClassInvitationPanel } from '../../components/class-invitations/class-invitation-panel';
import { ClassAssignmentsSection } from '../../components/class-assignments/class-assignments-section';
import { QuickLoginPanel } from './quick-login/quick-login-panel';

/** Back to the list of classes. */
export function BackToClasses() {
  return (
    <Link to="/teach" className={buttonClassName('ghost', 'sm', '-ml-4')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>All classes</Trans>
    </Link>
  );
}

function ClassHeading({ detail }: { detail: ClassDetail }) {
  const archive = useArchiveClass();
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const archived = detail.archivedAt !== null;
  const { t } = useLingui();
  const code = detail.code;
  const name = detail.name;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-teal-soft text-teal-strong sm:inline-flex"
          >
            <School className="size-8" />
          </span>
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{detail.name}</h1>
            {detail.description && <p className="mt-2 max-w-2xl text-lg whitespace-pre-line text-ink-muted">{detail.description}</p>}
            <p className="mt-2 flex flex-wrap items-center gap-3 text-lg text-ink">
              <span>
                <Trans>
                  Class code <span className="font-mono text-2xl font-extrabold tracking-widest">{code}</span>
                </Trans>
              </span>
              {archived && (
                <Badge color="amber">
                  <Trans>Archived</Trans>
                </Badge>
              )}
              {detail.myRole === 'co' && (
                <Badge color="blue">
                  <Trans>Co-teacher</Trans>
                </Badge>
              )}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/teach/classes/${detail.id}/cards`} className={buttonClassName('secondary')}>
            <Printer aria-hidden="true" className="size-5" />
            <Trans>Sign-in cards</Trans>
          </Link>
          <Link to={`/teach/classes/${detail.id}/play`} className={buttonClassName('secondary')}>
            <Flag aria-hidden="true" className="size-5" />
            <Trans>Race and games</Trans>
          </Link>
          <Link to={`/teach/classes/${detail.id}/arenas`} className={buttonClassName('secondary')}>
            <Trophy aria-hidden="true" className="size-5" />
            <Trans>Class arena</Trans>
          </Link>
          {!archived && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Edit</Trans>
            </Button>
          )}
          {archived ? (
            <Button variant="outline" onClick={() => archive.mutate({ classId: detail.id, archive: false })} disabled={archive.isPending}>
              <ArchiveRestore aria-hidden="true" className="size-4" />
              <Trans>Restore</Trans>
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setArchiving(true)}>
              <Archive aria-hidden="true" className="size-4" />
              <Trans>Archive</Trans>
            </Button>
          )}
        </div>
      </div>
      {archived && (
        <p className="rounded-xl bg-sun-soft px-4 py-3 text-ink">
          <Trans>This class is archived: you can read it but not change it. Its students can still sign in. Restore it to change it.</Trans>
        </p>
      )}
      {archived && archive.isError && <FormAlert>{requestErrorMessage(archive.error)}</FormAlert>}
      {editing && <EditClassDialog detail={detail} onClose={() => setEditing(false)} />}
      {archiving && (
        <ConfirmDialog
          title={t`Archive ${name}?`}
          confirmLabel={t`Archive`}
          pending={archive.isPending}
          error={archive.error}
          onClose={() => setArchiving(false)}
          onConfirm={() => archive.mutate({ classId: detail.id, archive: true }, { onSuccess: () => setArchiving(false) })}
        >
          <p>
            <Trans>
              The class leaves your list of active classes and becomes read-only. Its students keep their accounts and can still sign in. You can
              restore it at any time.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function ClassArea({ classId }: { classId: string }) {
  const detail = useClass(classId);
  const { t } = useLingui();
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return <FormAlert>{requestErrorMessage(detail.error)}</FormAlert>;
    }
    return <LoadError what={t`the class`} onRetry={() => void detail.refetch()} />;
  }
  const data = detail.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <ClassHeading detail={data} />
      <Tabs defaultValue="students">
        <TabsList aria-label={t`Class`} wrap>
          <TabsTrigger value="students">
            <Trans>Students</Trans>
          </TabsTrigger>
          <TabsTrigger value="progress">
            <Trans>Progress</Trans>
          </TabsTrigger>
          <TabsTrigger value="assignments">
            <Trans>Assignments</Trans>
          </TabsTrigger>
          <TabsTrigger value="news">
            <Trans>News</Trans>
          </TabsTrigger>
          <TabsTrigger value="teachers">
            <Trans>Teachers</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="students">
          <div className="grid grid-cols-1 gap-6">
            <StudentsSection detail={data} />
            <QuickLoginPanel detail={data} />
            <ClassInvitationPanel classId={data.id} archived={data.archivedAt !== null} />
          </div>
        </TabsContent>
        <TabsContent value="progress">
          <ProgressSection detail={data} />
        </TabsContent>
        <TabsContent value="assignments">
          <ClassAssignmentsSection classId={data.id} archived={data.archivedAt !== null} students={data.students} />
        </TabsContent>
        <TabsContent value="news">
          <NewsSection detail={data} />
        </TabsContent>
        <TabsContent value="teachers">
          <TeachersSection detail={data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export default function ClassPage() {
  const { classId = '' } = useParams();
  // The class's name once the gate let its read through (a watcher only: it never reads by itself).
  const name = useQuery({ ...classQueryOptions(classId), enabled: false }).data?.name;
  const { t } = useLingui();
  return (
    <>
      <title>{name ? t`${name} – Chess Quest` : t`Class – Chess Quest`}</title>
      <TeacherGate lead={<BackToClasses />}>
        <ClassArea classId={classId} />
      </TeacherGate>
    </>
  );
}
