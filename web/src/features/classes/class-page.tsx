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
import { ApiError, errorMessageOf } from '../../lib/api-client';
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
      All classes
    </Link>
  );
}

function ClassHeading({ detail }: { detail: ClassDetail }) {
  const archive = useArchiveClass();
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const archived = detail.archivedAt !== null;
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
                Class code <span className="font-mono text-2xl font-extrabold tracking-widest">{detail.code}</span>
              </span>
              {archived && <Badge color="amber">Archived</Badge>}
              {detail.myRole === 'co' && <Badge color="blue">Co-teacher</Badge>}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/teach/classes/${detail.id}/cards`} className={buttonClassName('secondary')}>
            <Printer aria-hidden="true" className="size-5" />
            Sign-in cards
          </Link>
          <Link to={`/teach/classes/${detail.id}/play`} className={buttonClassName('secondary')}>
            <Flag aria-hidden="true" className="size-5" />
            Race and games
          </Link>
          <Link to={`/teach/classes/${detail.id}/arenas`} className={buttonClassName('secondary')}>
            <Trophy aria-hidden="true" className="size-5" />
            Class arena
          </Link>
          {!archived && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          )}
          {archived ? (
            <Button variant="outline" onClick={() => archive.mutate({ classId: detail.id, archive: false })} disabled={archive.isPending}>
              <ArchiveRestore aria-hidden="true" className="size-4" />
              Restore
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setArchiving(true)}>
              <Archive aria-hidden="true" className="size-4" />
              Archive
            </Button>
          )}
        </div>
      </div>
      {archived && (
        <p className="rounded-xl bg-sun-soft px-4 py-3 text-ink">
          This class is archived: you can read it but not change it. Its students can still sign in. Restore it to change it.
        </p>
      )}
      {archived && archive.isError && <FormAlert>{errorMessageOf(archive.error)}</FormAlert>}
      {editing && <EditClassDialog detail={detail} onClose={() => setEditing(false)} />}
      {archiving && (
        <ConfirmDialog
          title={`Archive ${detail.name}?`}
          confirmLabel="Archive"
          pending={archive.isPending}
          error={archive.error}
          onClose={() => setArchiving(false)}
          onConfirm={() => archive.mutate({ classId: detail.id, archive: true }, { onSuccess: () => setArchiving(false) })}
        >
          <p>
            The class leaves your list of active classes and becomes read-only. Its students keep their accounts and can still sign in. You can
            restore it at any time.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function ClassArea({ classId }: { classId: string }) {
  const detail = useClass(classId);
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return <FormAlert>{errorMessageOf(detail.error)}</FormAlert>;
    }
    return <LoadError what="the class" onRetry={() => void detail.refetch()} />;
  }
  const data = detail.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <ClassHeading detail={data} />
      <Tabs defaultValue="students">
        <TabsList aria-label="Class" wrap>
          <TabsTrigger value="students">Students</TabsTrigger>
          <TabsTrigger value="progress">Progress</TabsTrigger>
          <TabsTrigger value="assignments">Assignments</TabsTrigger>
          <TabsTrigger value="news">News</TabsTrigger>
          <TabsTrigger value="teachers">Teachers</TabsTrigger>
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
  return (
    <>
      <title>{`${name ?? 'Class'} – Chess Quest`}</title>
      <TeacherGate lead={<BackToClasses />}>
        <ClassArea classId={classId} />
      </TeacherGate>
    </>
  );
}
