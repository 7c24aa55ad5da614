import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentCard } from '@chess-quest/protocol/classes';
import { CardFrame } from './card-frame';
import { Picture } from './pictures';

/**
 * One student's printed sign-in card (issue 24): where to go, the class code, the child's
 * name and player name, and the three pictures in order, big, each with its word. Cut along
 * the dashed line; it never splits over two printed pages.
 */
export function SignInCard({ card, className, code, address }: { card: StudentCard; className: string; code: string; address: string }) {
  const { t } = useLingui();
  const firstName = card.firstName;
  return (
    <CardFrame label={t`Card for ${firstName}`} classTitle={className} firstName={card.firstName} username={card.username} className="p-5">
      <ol aria-label={t`Pictures, in order`} className="grid grid-cols-3 gap-2">
        {card.pictures.map((picture, i) => (
          <li key={i} className="relative flex flex-col items-center rounded-xl border-2 border-line px-1 pt-5 pb-2">
            <span className="absolute top-1 left-2 text-sm font-extrabold text-ink-muted">{i + 1}</span>
            <Picture picture={picture} size="lg" />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end justify-between gap-2 border-t-2 border-line pt-3">
        <p className="text-ink">
          <Trans>
            Go to <span className="font-bold break-all">{address}</span>
          </Trans>
        </p>
        <p className="text-ink">
          <Trans>
            Class code <span className="font-mono text-2xl font-extrabold tracking-widest">{code}</span>
          </Trans>
        </p>
      </div>
    </CardFrame>
  );
}
