import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/**
 * "Spend 150 points on Storybook?": the one step between a tap and spending points, so a
 * slip of the finger never spends them (record 023: points are the child's own, no parent PIN).
 */
export function BuyThemeDialog({
  theme,
  points,
  pending,
  onConfirm,
  onClose,
}: {
  theme: { name: string; unlockCost: number } | null;
  points: number | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const left = theme && points !== null ? points - theme.unlockCost : null;
  return (
    <Dialog open={theme !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {theme && (
          <>
            <DialogTitle>
              Spend {theme.unlockCost} points on {theme.name}?
            </DialogTitle>
            <DialogDescription>
              {left !== null ? `You will have ${left} points left. ` : ''}Your level stays the same, and {theme.name} is yours to keep.
            </DialogDescription>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button variant="outline">Not now</Button>
              </DialogClose>
              <Button onClick={onConfirm} disabled={pending}>
                Yes, unlock it
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
