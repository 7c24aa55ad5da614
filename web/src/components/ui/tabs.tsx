import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

/**
 * `min-w-0`: a list of tabs that scrolls must not widen the grid or flex column the tabs sit in
 * to all of its tabs (at 390 px the parent dashboard became wider than the phone).
 */
export function Tabs({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('min-w-0', className)} {...props} />;
}

/**
 * One row that scrolls sideways on a narrow screen; or, with `wrap`, rows that wrap on a phone
 * with every tab growing to fill its row, so that each tab is in sight (a page with only a few
 * tabs, where a hidden one would never be found).
 */
export function TabsList({ className, wrap = false, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.List> & { wrap?: boolean }) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex max-w-full gap-2 overflow-x-auto overscroll-x-contain rounded-[var(--radius-card)] bg-brand-soft p-2',
        wrap && 'flex-wrap [&>*]:grow sm:[&>*]:grow-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-11 shrink-0 rounded-full px-4 py-2 font-semibold whitespace-nowrap text-brand-strong sm:px-5',
        'hover:bg-paper data-[state=active]:bg-brand data-[state=active]:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentPropsWithRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4', className)} {...props} />;
}
