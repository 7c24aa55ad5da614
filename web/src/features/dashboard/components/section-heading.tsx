import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A dashboard section title with an optional "see all" link on the right. */
export function SectionHeading({ id, children, link }: { id: string; children: ReactNode; link?: { to: string; label: string } }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-extrabold text-ink">
        {children}
      </h2>
      {link && (
        <Link to={link.to} className="inline-flex min-h-11 items-center font-semibold text-brand-strong underline">
          {link.label}
        </Link>
      )}
    </div>
  );
}
