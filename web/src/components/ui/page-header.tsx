import type { ReactNode } from 'react';

/** The one h1 of a page, with an optional line under it. */
export function PageHeader({ title, description, icon }: { title: string; description?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="mb-6 flex items-start gap-4 sm:mb-8">
      {icon && (
        <span
          aria-hidden="true"
          className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-strong sm:inline-flex"
        >
          {icon}
        </span>
      )}
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-lg text-ink-muted">{description}</p>}
      </div>
    </div>
  );
}
