import type { ReactNode } from 'react';
import { Card } from './card';

/** A short friendly message in a card, with a decorative icon. */
export function NoticeCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-6">
      <span aria-hidden="true" className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-sun-soft text-star">
        {icon}
      </span>
      <div className="text-lg text-ink">{children}</div>
    </Card>
  );
}
