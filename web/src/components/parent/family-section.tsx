import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Download, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '@chess-quest/protocol/auth';
import { AVATARS } from '@chess-quest/protocol/parent';
import { MAX_CHILDREN_FAMILY } from '@chess-quest/protocol/constants';
import type { FamilyChild } from '@chess-quest/protocol/parent';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Button, buttonClassName } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { FormAlert } from '../ui/form-field';
import { LoadError } from '../ui/load-error';
import { PageLoading } from '../ui/page-loading';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useAddChild } from '../../api/parent/add-child';
import { useFamily } from '../../api/parent/get-family';
import { removeChild, useRemoveChild } from '../../api/parent/remove-child';
import { switchActiveChild } from '../../api/parent/switch-active-child';
import { useUpdateChild } from '../../api/parent/update-child';
import { avatarIdOf, ChildForm } from './child-form';
import './server-error-texts';

function AddChildDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const add = useAddChild();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>
          <Trans>Add a child</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Each child gets their own progress, stars and player name.</Trans>
        </DialogDescription>
        <ChildForm
          initial={{ firstName: '', age: 8, avatar: AVATARS[1].id }}
          submitLabel={t`Add child`}
          onSubmit={async (body) => {
            const child = await add.mutateAsync(body);
            const firstName = child.firstName;
            toast({ title: t`Child added`, description: t`${firstName} can start learning now.` });
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function EditChildDialog({ child, onClose }: { child: FamilyChild; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateChild();
  const firstName = child.firstName;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>
          <Trans>Edit {firstName}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Change the name, age or avatar.</Trans>
        </DialogDescription>
        <ChildForm
          initial={{
            firstName: child.firstName,
            age: child.age,
            avatar: avatarIdOf(child.profileImageUrl) ?? AVATARS[0].id,
            timeZone: child.timeZone,
            locale: child.locale,
          }}
          submitLabel={t`Save`}
          onSubmit={async (body) => {
            await update.mutateAsync({ id: child.id, body });
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function RemoveChildDialog({ child, only, onClose }: { child: FamilyChild; only: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const firstName = child.firstName;
  const remove = useRemoveChild();
  const [erasingLast, setErasingLast] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const eraseLast = async () => {
    setErasingLast({ pending: true, error: null });
    try {
      // The answer is a family with no child: the session holds the account alone, so the app
      // starts again on the page that adds a child (or closes the account).
      await removeChild(child.id);
      window.location.assign(ACCOUNT_MESSAGES.nextWithPin);
    } catch (error) {
      setErasingLast({ pending: false, error });
    }
  };
  const error = only ? erasingLast.error : remove.isError ? remove.error : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogTitle>
          <Trans>Remove {firstName}?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            This deletes {firstName}’s profile and all of their progress for good: lessons, story, puzzles, games and achievements. A game {firstName}{' '}
            is playing online is ended first. It cannot be undone.
          </Trans>
          {only && (
            <>
              {' '}
              <Trans>{firstName} is the only child profile: afterwards you can add a new child or close the account.</Trans>
            </>
          )}
        </DialogDescription>
        {error !== null && (
          <div className="mt-4">
            <FormAlert>{requestErrorMessage(error)}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            <Trans>Keep {firstName}</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending || erasingLast.pending}
            onClick={() =>
              only
                ? void eraseLast()
                : remove.mutate(child.id, {
                    onSuccess: () => {
                      toast({ title: t`Profile removed`, description: t`${firstName}'s profile was removed.` });
                      onClose();
                    },
                  })
            }
          >
            <Trans>Remove {firstName}</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Switching reloads the app as the other child: sockets, caches and stores all start fresh. */
async function handOverTo(child: FamilyChild, couldNotSwitch: string) {
  try {
    await switchActiveChild(child.id);
    window.location.assign('/');
  } catch (error) {
    toast({ title: couldNotSwitch, description: requestErrorMessage(error), variant: 'destructive' });
  }
}

/** The account's child profiles: add, rename, avatar, remove, and who plays now. */
export function FamilySection() {
  const { t } = useLingui();
  const family = useFamily();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<FamilyChild | null>(null);
  const [removing, setRemoving] = useState<FamilyChild | null>(null);

  if (family.isPending) return <PageLoading />;
  if (family.isError) return <LoadError what={t`your family profiles`} onRetry={() => void family.refetch()} />;
  const { children, activeChildId, maxChildren } = family.data;
  const atLimit = children.length >= maxChildren;
  const used = children.length;
  const maxFamily = MAX_CHILDREN_FAMILY;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Family profiles</Trans>
        </CardTitle>
        <CardDescription>
          {t`${used} of ${plural(maxChildren, { one: '# profile', other: '# profiles' })} used. Each child has their own progress.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {children.map((child) => {
            const active = child.id === activeChildId;
            const { firstName, age, username, level } = child;
            return (
              <li key={child.id} className="flex flex-wrap items-center gap-4 rounded-2xl border-2 border-line p-4">
                <Avatar name={child.firstName} imageUrl={child.profileImageUrl} className="size-14!" />
                <div className="min-w-40 flex-1">
                  <p className="text-lg font-bold text-ink">
                    {firstName}{' '}
                    <span className="font-normal text-ink-muted">
                      · <Plural value={age} one="# year" other="# years" />
                    </span>
                  </p>
                  <p className="text-sm text-ink-muted">
                    <Trans>
                      Player name {username} · Level {level}
                    </Trans>
                  </p>
                </div>
                {active ? (
                  <Badge color="green">
                    <UserRound aria-hidden="true" className="size-4" />
                    <Trans>Playing now</Trans>
                  </Badge>
                ) : (
                  <Button variant="secondary" size="sm" onClick={() => void handOverTo(child, t`Could not switch`)}>
                    <Trans>Switch to {firstName}</Trans>
                  </Button>
                )}
                <Button variant="outline" size="sm" onClick={() => setEditing(child)} aria-label={t`Edit ${firstName}`}>
                  <Pencil aria-hidden="true" className="size-4" />
                  <Trans>Edit</Trans>
                </Button>
                {/* Everything kept about this child, as a file (a parent's right of access). */}
                <Button variant="outline" size="sm" asChild>
                  <a href={`/api/parent/children/${child.id}/export`} download aria-label={t`Download ${firstName}'s data`}>
                    <Download aria-hidden="true" className="size-4" />
                    <Trans>Download data</Trans>
                  </a>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRemoving(child)} aria-label={t`Remove ${firstName}`}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
        {atLimit ? (
          maxChildren < MAX_CHILDREN_FAMILY ? (
            <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-grape-soft p-4">
              <p className="flex-1 text-ink">
                <Trans>Your plan includes one child profile. The Family plan has room for up to {maxFamily} children.</Trans>
              </p>
              <Link to="/subscription" className={buttonClassName('premium', 'sm')}>
                <Trans>Upgrade to Family</Trans>
              </Link>
            </div>
          ) : (
            <p className="text-ink-muted">
              <Trans>You have the most profiles an account can hold.</Trans>
            </p>
          )
        ) : (
          <div>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Add a child</Trans>
            </Button>
          </div>
        )}
      </CardContent>
      <AddChildDialog open={adding} onOpenChange={setAdding} />
      {editing && <EditChildDialog child={editing} onClose={() => setEditing(null)} />}
      {removing && <RemoveChildDialog child={removing} only={children.length === 1} onClose={() => setRemoving(null)} />}
    </Card>
  );
}
