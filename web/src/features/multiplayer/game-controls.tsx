import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CircleSlash, Flag, Handshake } from 'lucide-react';
import type { DrawBody, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { Button } from '../../components/ui/button';
import { ResignDialog } from '../../components/chess/resign-dialog';
import { i18n } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useGameAction } from './api/game-actions';

type Color = 'white' | 'black';

/** What the draw offer means for the viewer, in one line. */
export function drawOfferText(game: Pick<MultiplayerGame, 'drawOfferedBy'>, myColor: Color | null, opponentName: string) {
  if (!game.drawOfferedBy) return '';
  if (myColor === null) return game.drawOfferedBy === 'white' ? i18n._(msg`White offers a draw.`) : i18n._(msg`Black offers a draw.`);
  return game.drawOfferedBy === myColor ? i18n._(msg`You offered a draw. Waiting for an answer…`) : i18n._(msg`${opponentName} offers a draw.`);
}

/** True once `color` has made its first move (white plays ply 1, black ply 2). */
export const hasMoved = (game: Pick<MultiplayerGame, 'moves'>, color: Color) => game.moves.length >= (color === 'white' ? 1 : 2);

/**
 * Offer, accept or decline a draw, and resign with a confirmation: a player's controls in an
 * active game. Before the player's own first move there is only "Abort game": the server
 * calls the game off (nobody wins or loses, ratings stay the same), so no confirmation.
 */
export function GameControls({ game, myColor, opponentName }: { game: MultiplayerGame; myColor: Color; opponentName: string }) {
  const { t } = useLingui();
  const action = useGameAction(game.id);
  const [confirmResign, setConfirmResign] = useState(false);
  const offeredByOpponent = game.drawOfferedBy !== null && game.drawOfferedBy !== myColor;

  const fail = (error: unknown) => toast({ title: t`Error`, description: requestErrorMessage(error), variant: 'destructive' });
  const draw = (kind: DrawBody['action']) => action.mutate({ kind: 'draw', action: kind }, { onError: fail });
  const resign = () =>
    action.mutate(
      { kind: 'resign' },
      {
        onSuccess: () => setConfirmResign(false),
        onError: (error) => {
          setConfirmResign(false);
          const reason = requestErrorMessage(error);
          toast({ title: t`Error`, description: t`Failed to resign game. ${reason}`, variant: 'destructive' });
        },
      },
    );

  if (!hasMoved(game, myColor)) {
    const abort = () =>
      action.mutate(
        { kind: 'resign' },
        {
          onError: (error) => {
            const reason = requestErrorMessage(error);
            toast({ title: t`Error`, description: t`Failed to call the game off. ${reason}`, variant: 'destructive' });
          },
        },
      );
    return (
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={abort} disabled={action.isPending} data-testid="abort-game">
            <CircleSlash aria-hidden className="size-5" /> <Trans>Abort game</Trans>
          </Button>
        </div>
        <p className="text-sm text-ink-muted">
          <Trans>Changed your mind? Before your first move you can call the game off: nobody wins or loses.</Trans>
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-3">
      {offeredByOpponent ? (
        <>
          <Button variant="secondary" onClick={() => draw('accept')} disabled={action.isPending}>
            <Handshake aria-hidden className="size-5" /> <Trans>Accept draw</Trans>
          </Button>
          <Button variant="outline" onClick={() => draw('decline')} disabled={action.isPending}>
            <Trans>Decline draw</Trans>
          </Button>
        </>
      ) : (
        <Button variant="outline" onClick={() => draw('offer')} disabled={action.isPending || game.drawOfferedBy === myColor}>
          <Handshake aria-hidden className="size-5" /> <Trans>Offer draw</Trans>
        </Button>
      )}
      <Button variant="destructive" onClick={() => setConfirmResign(true)} disabled={action.isPending}>
        <Flag aria-hidden className="size-5" /> <Trans>Resign</Trans>
      </Button>
      <ResignDialog open={confirmResign} onOpenChange={setConfirmResign} winnerName={opponentName} onConfirm={resign} pending={action.isPending} />
    </div>
  );
}
