import { ChessKnight } from 'lucide-react';
import type { StudentCard } from '@chess-quest/protocol/classes';
import { Picture } from './pictures';

/**
 * One student's printed sign-in card (issue 24): where to go, the class code, the child's
 * name and player name, and the three pictures in order, big, each with its word. Cut along
 * the dashed line; it never splits over two printed pages.
 */
export function SignInCard({ card, className, code, address }: { card: StudentCard; className: string; code: string; address: string }) {
  return (
    <article
      aria-label={`Card for ${card.firstName}`}
      className="flex break-inside-avoid flex-col gap-3 rounded-2xl border-2 border-dashed border-ink-muted bg-paper p-5 print:rounded-none"
    >
      <header className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-2 text-lg font-extrabold text-ink">
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-lg bg-brand text-white">
            <ChessKnight className="size-5" />
          </span>
          Chess Quest
        </span>
        <span className="text-right text-sm font-semibold break-words text-ink-muted">{className}</span>
      </header>
      <div>
        <p className="text-3xl font-extrabold text-ink">{card.firstName}</p>
        <p className="text-lg text-ink">
          Player name: <span className="font-bold">{card.username}</span>
        </p>
      </div>
      <ol aria-label="Pictures, in order" className="grid grid-cols-3 gap-2">
        {card.pictures.map((picture, i) => (
          <li key={i} className="relative flex flex-col items-center rounded-xl border-2 border-line px-1 pt-5 pb-2">
            <span className="absolute top-1 left-2 text-sm font-extrabold text-ink-muted">{i + 1}</span>
            <Picture picture={picture} size="lg" />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end justify-between gap-2 border-t-2 border-line pt-3">
        <p className="text-ink">
          Go to <span className="font-bold break-all">{address}</span>
        </p>
        <p className="text-ink">
          Class code <span className="font-mono text-2xl font-extrabold tracking-widest">{code}</span>
        </p>
      </div>
    </article>
  );
}
