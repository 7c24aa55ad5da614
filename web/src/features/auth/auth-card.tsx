import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ChessKnight } from 'lucide-react';
import { Card } from '../../components/ui/card';

/** The frame shared by the sign-in and sign-up pages. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <title>{t`${title} – Chess Quest`}</title>
      <Card className="mx-auto max-w-lg p-6 sm:p-10">
        <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand text-white">
          <ChessKnight className="size-8" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold text-ink">{title}</h1>
        <div className="mt-2 text-ink-muted">{intro}</div>
        <div className="mt-6">{children}</div>
      </Card>
    </>
  );
}
