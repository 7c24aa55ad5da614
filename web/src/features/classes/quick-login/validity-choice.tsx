import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { QUICK_CODE_VALIDITIES, type QuickCodeValidity } from '@chess-quest/protocol/classes';
import { cn } from '../../../lib/cn';

export const VALIDITY_WORDS: Record<QuickCodeValidity, { label: MessageDescriptor; inSentence: MessageDescriptor; hint: MessageDescriptor }> = {
  lesson: { label: msg`One lesson`, inSentence: msg`one lesson`, hint: msg`2 hours` },
  day: { label: msg`One day`, inSentence: msg`one day`, hint: msg`24 hours` },
  week: { label: msg`One week`, inSentence: msg`one week`, hint: msg`7 days` },
};

/** How long new codes work: three big choices, a lesson first (the safest). */
export function ValidityChoice({
  value,
  onChange,
  legend,
}: {
  value: QuickCodeValidity;
  onChange: (value: QuickCodeValidity) => void;
  legend?: string;
}) {
  const name = useId();
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold text-ink">{legend ?? t`New codes work for`}</legend>
      <div className="flex flex-wrap gap-2">
        {QUICK_CODE_VALIDITIES.map((validity) => (
          <label
            key={validity}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 px-4 py-2 text-ink has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/40',
              value === validity ? 'border-brand bg-brand-soft' : 'border-line bg-paper',
            )}
          >
            <input
              type="radio"
              name={name}
              value={validity}
              checked={value === validity}
              onChange={() => onChange(validity)}
              className="size-5 accent-brand"
            />
            <span className="font-semibold">{t(VALIDITY_WORDS[validity].label)}</span>
            <span className="text-sm text-ink-muted">({t(VALIDITY_WORDS[validity].hint)})</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
