import { ChessKnight } from 'lucide-react';
import { Link } from 'react-router';

/** The Chess Quest logo, linking home. */
export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full pr-2 text-xl font-extrabold whitespace-nowrap text-ink no-underline"
    >
      <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-xl bg-brand text-white">
        <ChessKnight className="size-6" />
      </span>
      {/* On the narrowest phones the header keeps only the icon; the name stays for screen readers. */}
      <span className="max-[399px]:sr-only">Chess Quest</span>
    </Link>
  );
}
