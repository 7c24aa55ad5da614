import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The one h1 of a page, with an optional line under it, and `aside` (a back link, a status)
 * at its right, or under it on a phone.
 */
interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  aside?: ReactNode;
}

export function PageHeader({ title, description, icon, aside }: PageHeaderProps) {
  const heading = (
    <div className="flex items-start gap-4">
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
  if (aside === undefined) return <div className="mb-6 sm:mb-8">{heading}</div>;
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-x-4 gap-y-3 sm:mb-8">
      {heading}
      {aside}
    </div>
  );
}

/** A page's browser title ("<title> – Chess Quest"), its header, then its content. */
export function TitledPage({ children, ...header }: PageHeaderProps & { children: ReactNode }) {
  const { t } = useLingui();
  const title = header.title;
  return (
    <>
      <title>{t`${title} – Chess Quest`}</title>
      <PageHeader {...header} />
      {children}
    </>
  );
}
