import { useLingui } from '@lingui/react';
import {
  Apple,
  Bird,
  Cat,
  Cherry,
  Dog,
  Fish,
  Flower2,
  Moon,
  Rabbit,
  Rocket,
  Snail,
  Squirrel,
  Star,
  Sun,
  TreeDeciduous,
  Turtle,
  type LucideIcon,
} from 'lucide-react';
import { PICTURE_WORDS, type PictureKey } from '@chess-quest/protocol/classes';
import { PICTURE_WORDS_ES } from '@chess-quest/protocol/classes.es';
import { inActiveLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';

/**
 * How each picture of the picture password is drawn: a lucide icon in its own colour (a
 * child finds "the red apple" faster than "the apple"), always with its word under it, so a
 * card printed in black and white still reads.
 */
export const PICTURES: Record<PictureKey, { Icon: LucideIcon; color: string }> = {
  cat: { Icon: Cat, color: 'text-orange-600' },
  dog: { Icon: Dog, color: 'text-amber-800' },
  fish: { Icon: Fish, color: 'text-sky-600' },
  bird: { Icon: Bird, color: 'text-blue-700' },
  rabbit: { Icon: Rabbit, color: 'text-pink-600' },
  turtle: { Icon: Turtle, color: 'text-green-700' },
  snail: { Icon: Snail, color: 'text-yellow-700' },
  squirrel: { Icon: Squirrel, color: 'text-orange-800' },
  apple: { Icon: Apple, color: 'text-red-600' },
  cherry: { Icon: Cherry, color: 'text-rose-800' },
  sun: { Icon: Sun, color: 'text-amber-500' },
  moon: { Icon: Moon, color: 'text-indigo-700' },
  star: { Icon: Star, color: 'text-yellow-600' },
  flower: { Icon: Flower2, color: 'text-fuchsia-600' },
  tree: { Icon: TreeDeciduous, color: 'text-emerald-700' },
  rocket: { Icon: Rocket, color: 'text-violet-700' },
};

/** One picture with its word under it; decorative icon, the word is the text. */
/** A picture's word in the language the app shows (call while rendering). */
export function pictureWord(picture: PictureKey): string {
  return inActiveLocale({ en: PICTURE_WORDS, es: PICTURE_WORDS_ES })[picture];
}

export function Picture({
  picture,
  size = 'md',
  className,
  wordClassName,
}: {
  picture: PictureKey;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  wordClassName?: string;
}) {
  useLingui();
  const { Icon, color } = PICTURES[picture];
  return (
    <span className={cn('inline-flex flex-col items-center gap-1', className)}>
      <Icon
        aria-hidden="true"
        fill="currentColor"
        fillOpacity={0.18}
        strokeWidth={2}
        className={cn(color, size === 'sm' ? 'size-8' : size === 'md' ? 'size-11' : 'size-16')}
      />
      <span className={cn('font-bold text-ink', size === 'sm' ? 'text-sm' : size === 'md' ? 'text-base' : 'text-xl', wordClassName)}>
        {pictureWord(picture)}
      </span>
    </span>
  );
}
