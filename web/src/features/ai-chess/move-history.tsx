import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/**
 * The game's moves as numbered pairs: "1. e4 e5". Drawn again only when the moves change, not
 * on each of the game screen's renders while a move is on its way (issue 29).
 */
export const MoveHistory = memo(function MoveHistory({ moves }: { moves: readonly string[] }) {
  const { t } = useLingui();
  const pairs: { number: number; white: string; black?: string }[] = [];
  for (let i = 0; i < moves.length; i += 2) pairs.push({ number: i / 2 + 1, white: moves[i]!, black: moves[i + 1] });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Move history</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {pairs.length === 0 ? (
          <p className="text-ink-muted">
            <Trans>No moves yet.</Trans>
          </p>
        ) : (
          <ol aria-label={t`Moves`} className="grid max-h-64 gap-1 overflow-y-auto font-mono" tabIndex={0}>
            {pairs.map((pair) => (
              <li key={pair.number} className="grid grid-cols-[3rem_1fr_1fr] gap-4">
                <span className="text-ink-muted">{pair.number}.</span>
                <span>{pair.white}</span>
                <span>{pair.black ?? ''}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
});
