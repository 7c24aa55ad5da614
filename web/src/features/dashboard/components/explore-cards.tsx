import { Bot, ChartColumn, Flame, Grid3x3, Palette, Route, Swords } from 'lucide-react';
import { Link } from 'react-router';

const destinations = [
  {
    to: '/multiplayer',
    title: 'Multiplayer',
    text: 'Challenge other young players to a game.',
    icon: Swords,
    tone: 'bg-brand-soft text-brand-strong',
  },
  {
    to: '/ai-chess',
    title: 'AI Challenge',
    text: 'Play the computer at Easy, Medium or Hard.',
    icon: Bot,
    tone: 'bg-teal-soft text-teal-strong',
  },
  {
    to: '/puzzle-streak',
    title: 'Puzzle Streak',
    text: 'Solve puzzles in a row, no clock. How far can you go?',
    icon: Flame,
    tone: 'bg-orange-100 text-orange-800',
  },
  {
    to: '/coordinates',
    title: 'Coordinates',
    text: 'Learn the name of every square in 30-second rounds.',
    icon: Grid3x3,
    tone: 'bg-teal-soft text-teal-strong',
  },
  {
    to: '/customization',
    title: 'Customize',
    text: 'Pick your favourite pieces and board.',
    icon: Palette,
    tone: 'bg-grape-soft text-grape-strong',
  },
  {
    to: '/learning-journey',
    title: 'Learning Journey',
    text: 'Follow a learning path and grow your skills.',
    icon: Route,
    tone: 'bg-sun-soft text-star',
  },
  {
    to: '/chess-analytics',
    title: 'Chess Analytics',
    text: 'See the squares and openings you like most.',
    icon: ChartColumn,
    tone: 'bg-blue-100 text-blue-800',
  },
];

/** Cards for the play and explore screens (spec §2 Dashboard). Each whole card is one link. */
export function ExploreCards() {
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
              <span className="block text-lg font-bold text-ink">{title}</span>
              <span className="block text-sm text-ink-muted">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
