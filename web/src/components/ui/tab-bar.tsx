import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { TabsList, TabsTrigger } from './tabs';

/** One tab of a TabBar: the value its TabsContent has, and its label (a catalogue message, `msg`). */
export interface TabItem {
  value: string;
  label: MessageDescriptor;
}

/**
 * A page's row of tabs: the list, named for screen readers, and one trigger per tab with its
 * label said in the reader's language. The page keeps its tabs in a list beside it
 * (`const TABS = [{ value: 'new', label: msg`New Game` }]`) and its TabsContent as before.
 * `wrap`: TabsList's rows on a phone.
 */
export function TabBar({ label, tabs, wrap = false }: { label: string; tabs: readonly TabItem[]; wrap?: boolean }) {
  const { i18n } = useLingui();
  return (
    <TabsList aria-label={label} wrap={wrap}>
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value}>
          {i18n._(tab.label)}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
