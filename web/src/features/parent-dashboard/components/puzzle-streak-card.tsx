import { Plural, Trans } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** The best Puzzle Streak (issue 26): puzzles solved in a row, no clock, a run ends on the first wrong move. */
export function PuzzleStreakCard({ firstName, best }: { firstName: string; best: number }) {
  return (
    <Card data-testid="parent-puzzle-streak">
      <CardHeader>
        <CardTitle>
          <Trans>Puzzle Streak</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-ink">
        {best === 0 ? (
          <p>
            <Trans>{firstName} has no Puzzle Streak yet. A streak is puzzles solved in a row with no clock; it ends on the first wrong move.</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Best streak: <strong className="text-xl">{best}</strong> <Plural value={best} one="puzzle" other="puzzles" /> solved in a row, with no
              clock.
            </Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
