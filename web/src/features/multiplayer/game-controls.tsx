import { useState } from 'react';
import { CircleSlash, Flag, Handshake } from 'lucide-react';
import type { DrawBody, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { Button } from '../../components/ui/button';
import { ResignDialog } from '../../components/chess/resign-dialog';
import { errorMessageOf } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useGameAction } from './api/game-actions';

type Color = 'white' | 'black';

/** What the draw offer means for the viewer, in one line. */
export function drawOfferText(game: Pick<MultiplayerGame, 'drawOfferedBy'>, myColor: Color | null, opponentName: string) {
  if (!game.drawOfferedBy) return '';
  if (myColor === null) return `${game.drawOfferedBy === 'white' ? 'White' : 'Black'} offers a draw.`;
  return game.drawOfferedBy === myColor ? 'You offered a draw. Waiting for an answer…' : `${opponentName} offers a draw.`;
}

/** True once `color` has made its first move (white plays ply 1, black ply 2). */
export const hasMoved = (game: Pick<MultiplayerGame, 'moves'>, color: Color) => game.moves.length >= (color === 'white' ? 1 : 2);

/**
 * Offer, accept or decline a draw, and resign with a confirmation: a player's controls in an
 * active game. Before the player's own first move there is only "Abort game": the server
 * calls the game off (nobody wins or loses, ratings stay the same), so no confirmation.
 */
export function GameControls({ game, myColor, opponentName }: { game: MultiplayerGame; myColor: Color; opponentName: string }) {
  const action = useGameAction(game.id);
  const [confirmResign, setConfirmResign] = useState(false);
  const offeredByOpponent = game.drawOfferedBy !== null && game.drawOfferedBy !== myColor;

  const fail = (error: unknown) => toast({ title: 'Error', description: errorMessageOf(error), variant: 'destructive' });
  const draw = (kind: DrawBody['action']) => action.mutate({ kind: 'draw', action: kind }, { onError: fail });
  const resign = () =>
    action.mutate(
      { kind: 'resign' },
      {
        onSuccess: () => setConfirmResign(false),
        onError: (error) => {
          setConfirmResign(false);
          toast({ title: 'Error', description: `Failed to resign game. ${errorMessageOf(error)}`, variant: 'destructive' });
        },
      },
    );

  if (!hasMoved(game, myColor)) {
    const abort = () =>
      action.mutate(
        { kind: 'resign' },
        {
          onError: (error) => toast({ title: 'Error', description: `Failed to call the game off. ${errorMessageOf(error)}`, variant: 'destructive' }),
        },
      );
    return (
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={abort} disabled={action.isPending} data-testid="abort-game">
            <CircleSlash aria-hidden className="size-5" /> Abort game
          </Button>
        </div>
        <p className="text-sm text-ink-muted">Changed your mind? Before your first move you can call the game off: nobody wins or loses.</p>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-3">
      {offeredByOpponent ? (
        <>
          <Button variant="secondary" onClick={() => draw('accept')} disabled={action.isPending}>
            <Handshake aria-hidden className="size-5" /> Accept draw
          </Button>
          <Button variant="outline" onClick={() => draw('decline')} disabled={action.isPending}>
            Decline draw
          </Button>
        </>
      ) : (
        <Button variant="outline" onClick={() => draw('offer')} disabled={action.isPending || game.drawOfferedBy === myColor}>
          <Handshake aria-hidden className="size-5" /> Offer draw
        </Button>
      )}
      <Button variant="destructive" onClick={() => setConfirmResign(true)} disabled={action.isPending}>
        <Flag aria-hidden className="size-5" /> Resign
      </Button>
      <ResignDialog open={confirmResign} onOpenChange={setConfirmResign} winnerName={opponentName} onConfirm={resign} pending={action.isPending} />
    </div>
  );
}
