import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bot, ChartColumn, Flame, Grid3x3, Palette, Route, Swords } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';

const destinations = [
  {
    to: '/multiplayer',
    title: msg`Multiplayer`,
    text: msg`Challenge other young players to a game.`,
    icon: Swords,
    tone: 'bg-brand-soft text-brand-strong',
  },
  {
    to: '/ai-chess',
    title: msg`AI Challenge`,
    text: msg`Play the computer at Easy, Medium or Hard.`,
    icon: Bot,
    tone: 'bg-teal-soft text-teal-strong',
  },
  {
    to: '/puzzle-streak',
    title: msg`Puzzle Streak`,
    text: msg`Solve puzzles in a row, no clock. How far can you go?`,
    icon: Flame,
    tone: 'bg-orange-100 text-orange-800',
  },
  {
    to: '/coordinates',
    title: msg`Coordinates`,
    text: msg`Learn the name of every square in 30-second rounds.`,
    icon: Grid3x3,
    tone: 'bg-teal-soft text-teal-strong',
  },
  {
    to: '/customization',
    title: msg`Customize`,
    text: msg`Pick your favourite pieces and board.`,
    icon: Palette,
    tone: 'bg-grape-soft text-grape-strong',
  },
  {
    to: '/learning-journey',
    title: msg`Learning Journey`,
    text: msg`Follow a learning path and grow your skills.`,
    icon: Route,
    tone: 'bg-sun-soft text-star',
  },
  {
    to: '/chess-analytics',
    title: msg`Chess Analytics`,
    text: msg`See the squares and openings you like most.`,
    icon: ChartColumn,
    tone: 'bg-blue-100 text-blue-800',
  },
];

/** Cards for the play and explore screens (spec §2 Dashboard). Each whole card is one link. */
export const ExploreCards = memo(function ExploreCards() {
  const { t } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {destinations.map(({ to, title, text, icon: Icon, tone }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full min-h-11 items-center gap-4 rounded-[var(--radius-card)] border-2 border-line bg-paper p-4 no-underline shadow-sm hover:border-brand"
          >
            <span aria-hidden="true" className={`inline-flex size-12 shrink-0 items-center justify-center rounded-2xl ${tone}`}>
              <Icon className="size-6" />
            </span>
            <span>
              <span className="block text-lg font-bold text-ink">{t(title)}</span>
              <span className="block text-sm text-ink-muted">{t(text)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
});
