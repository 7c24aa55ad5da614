import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ChessKnight } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * The frame of a student's printed card (issue 24), the picture card's and the quick sign-in
 * card's: Chess Quest and the class at the top, the child's name and player name, then what
 * the card is for (`children`). Cut along the dashed line; it never splits over two printed pages.
 */
export function CardFrame({
  label,
  classTitle,
  firstName,
  username,
  className,
  children,
}: {
  label: string;
  /** The class's name, top right. */
  classTitle: string;
  firstName: string;
  username: string;
  /** The frame's padding and anything else the card adds to it. */
  className: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={label}
      className={cn(
        'flex break-inside-avoid flex-col gap-3 rounded-2xl border-2 border-dashed border-ink-muted bg-paper print:rounded-none',
        className,
      )}
    >
      <header className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-2 text-lg font-extrabold text-ink">
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-lg bg-brand text-white">
            <ChessKnight className="size-5" />
          </span>
          Chess Quest
        </span>
        <span className="text-right text-sm font-semibold break-words text-ink-muted">{classTitle}</span>
      </header>
      <div>
        <p className="text-3xl font-extrabold break-words text-ink">{firstName}</p>
        <p className="text-lg text-ink">
          <Trans>
            Player name: <span className="font-bold">{username}</span>
          </Trans>
        </p>
      </div>
      {children}
    </article>
  );
}
