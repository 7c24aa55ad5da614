import { cn } from '../../../lib/cn';

/** A row of big toggle buttons (one pressed): the mode or the side of the next round. */
export function ChoiceButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; title: string; text: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-bold text-ink">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
              className={cn(
                'flex min-h-14 flex-col items-start gap-1 rounded-2xl border-2 px-4 py-3 text-left',
                pressed ? 'border-teal bg-teal-soft' : 'border-line bg-paper hover:border-teal',
              )}
            >
              <span className="text-lg font-bold text-ink">
                {pressed && <span aria-hidden="true">✓ </span>}
                {option.title}
              </span>
              <span className="text-base text-ink-muted">{option.text}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
