import { cn } from '../../../lib/cn';

/** A reward icon (Fluent Emoji Flat, served by the server from the installed set); decorative. */
export function RewardIcon({ name, className, locked = false }: { name: string; className?: string; locked?: boolean }) {
  return (
    <img
      src={`/api/gamification/icons/${encodeURIComponent(name)}.svg`}
      alt=""
      aria-hidden="true"
      loading="lazy"
      className={cn('size-12 shrink-0', locked && 'opacity-40 grayscale', className)}
    />
  );
}
