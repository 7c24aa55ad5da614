import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';

/** "Resign this game?": the one in-app confirmation of every game (live and against the computer). */
export function ResignDialog({
  open,
  onOpenChange,
  winnerName,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who wins if the child resigns: the opponent's username, or "the computer". */
  winnerName: string;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>
          <Trans>Resign this game?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>If you resign, {winnerName} wins the game. You can always play another one!</Trans>
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Keep playing</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            <Trans>Yes, resign</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
