import { Plural, Trans } from '@lingui/react/macro';
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
  const name = theme?.name ?? '';
  const cost = theme?.unlockCost ?? 0;
  return (
    <Dialog open={theme !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {theme && (
          <>
            <DialogTitle>
              <Trans>
                Spend {cost} points on {name}?
              </Trans>
            </DialogTitle>
            <DialogDescription>
              {left !== null && (
                <>
                  <Plural value={left} one="You will have # point left." other="You will have # points left." />{' '}
                </>
              )}
              <Trans>Your level stays the same, and {name} is yours to keep.</Trans>
            </DialogDescription>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button variant="outline">
                  <Trans>Not now</Trans>
                </Button>
              </DialogClose>
              <Button onClick={onConfirm} disabled={pending}>
                <Trans>Yes, unlock it</Trans>
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
