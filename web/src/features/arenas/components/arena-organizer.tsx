import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ArenaSummary, NewArenaBody } from '@chess-quest/protocol/arenas';
import { useNow } from '../../../components/chess/chess-clock';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { requestErrorMessage } from '../../../lib/request-error-message';
import '../server-error-texts';
import { ArenaSummaryRow } from './arena-summary-row';
import { NewArenaForm } from './new-arena-form';

/**
 * What a teacher's class arenas and a parent's family arenas share: the form that makes one,
 * beside the list of those made, each with its own `extra` under its row. The `action` it is
 * handed is the organiser's button for the arena's state: Call it off during the countdown, End
 * it now while it runs (after a confirmation: games in play finish, then the podium), else none.
 */
export function ArenaOrganizer<A extends ArenaSummary>({
  formTitle,
  formDescription,
  submitLabel,
  listId,
  listTitle,
  listLabel,
  emptyText,
  loadWhat,
  arenas,
  create,
  cancel,
  end,
  extra,
}: {
  formTitle: string;
  formDescription: ReactNode;
  submitLabel: string;
  listId: string;
  listTitle: ReactNode;
  listLabel: string;
  emptyText: string;
  /** For the load error: "couldn't load …". */
  loadWhat: string;
  arenas: UseQueryResult<A[]>;
  create: UseMutationResult<unknown, unknown, NewArenaBody>;
  cancel: UseMutationResult<unknown, unknown, string>;
  end: UseMutationResult<unknown, unknown, string>;
  extra: (arena: A, action: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const now = useNow(1000, true);
  /** The arena whose end is being confirmed. */
  const [ending, setEnding] = useState<A | null>(null);
  const action = (arena: A): ReactNode => {
    if (arena.status === 'scheduled') {
      return (
        <Button variant="outline" className="justify-self-start" disabled={cancel.isPending} onClick={() => cancel.mutate(arena.id)}>
          <Trans>Call it off</Trans>
        </Button>
      );
    }
    if (arena.status === 'running') {
      return (
        <Button variant="outline" className="justify-self-start" disabled={end.isPending} onClick={() => setEnding(arena)}>
          <Trans>End it now</Trans>
        </Button>
      );
    }
    return null;
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{formTitle}</CardTitle>
          <CardDescription>{formDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <NewArenaForm submitLabel={submitLabel} pending={create.isPending} error={create.error} onSubmit={(body) => create.mutate(body)} />
        </CardContent>
      </Card>
      <section aria-labelledby={listId} className="grid gap-3">
        <h2 id={listId} className="text-2xl font-extrabold text-ink">
          {listTitle}
        </h2>
        {arenas.isPending && <PageLoading />}
        {arenas.isError && <LoadError what={loadWhat} onRetry={() => void arenas.refetch()} />}
        {cancel.isError && <FormAlert>{requestErrorMessage(cancel.error)}</FormAlert>}
        {end.isError && <FormAlert>{requestErrorMessage(end.error)}</FormAlert>}
        {arenas.data?.length === 0 && <p className="text-lg text-ink">{emptyText}</p>}
        {arenas.data && arenas.data.length > 0 && (
          <ul className="grid gap-3" aria-label={listLabel}>
            {arenas.data.map((arena) => (
              <ArenaSummaryRow key={arena.id} arena={arena} nowMs={now} extra={extra(arena, action(arena))} />
            ))}
          </ul>
        )}
        {ending && (
          <ConfirmDialog
            title={t`End the arena now?`}
            confirmLabel={t`Yes, end it now`}
            pending={end.isPending}
            // A refusal shows above the list, in the reader's language, once the dialog is closed.
            error={null}
            onClose={() => setEnding(null)}
            onConfirm={() => end.mutate(ending.id, { onSettled: () => setEnding(null) })}
          >
            <p>
              <Trans>No new games start. Games being played finish, then the podium shows.</Trans>
            </p>
          </ConfirmDialog>
        )}
      </section>
    </div>
  );
}
