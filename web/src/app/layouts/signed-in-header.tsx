import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Crown, LogOut, Menu, Users, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { AuthUser } from '@chess-quest/protocol/auth';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { buttonClassName } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { LOGOUT_URL } from '../../lib/unauthorized';
import { useIsStudent } from '../../api/get-teacher-status';
import { Logo } from './logo';

interface NavItem {
  to: string;
  label: MessageDescriptor;
}

const navItems: NavItem[] = [
  { to: '/lessons', label: msg`Learn` },
  { to: '/story', label: msg`Story` },
  { to: '/puzzles', label: msg`Puzzles` },
  { to: '/achievements', label: msg`Achievements` },
  { to: '/customization', label: msg`Customize` },
  { to: '/learning-journey', label: msg`Journey` },
];

const playItems: NavItem[] = [
  { to: '/multiplayer', label: msg`Multiplayer` },
  { to: '/ai-chess', label: msg`AI Challenge` },
  { to: '/arenas', label: msg`Arenas` },
  { to: '/puzzle-streak', label: msg`Puzzle Streak` },
  { to: '/coordinates', label: msg`Coordinates` },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // Labels may wrap: where a language's words are longer (Spanish at 1366 px) the bar
    // shrinks them onto two lines rather than scroll sideways.
    'inline-flex min-h-11 items-center rounded-full px-1.5 text-center text-sm leading-tight font-semibold no-underline',
    isActive ? 'bg-brand text-white' : 'text-ink hover:bg-brand-soft',
  );

function PlayMenu({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  // A game screen (/multiplayer/games/:id) belongs to the Play section too.
  const active = playItems.some(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold whitespace-nowrap',
          active ? 'bg-brand text-white' : 'text-ink hover:bg-brand-soft',
        )}
      >
        <Trans>Play</Trans>
        {active && (
          <span className="sr-only">
            {' '}
            <Trans>(current section)</Trans>
          </span>
        )}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 grid min-w-48 gap-1 rounded-2xl border-2 border-line bg-paper p-2 shadow-lg"
        >
          {playItems.map(({ to, label }) => {
            const current = pathname === to;
            // A plain Link: Radix's Slot cannot merge NavLink's function className.
            return (
              <DropdownMenu.Item key={to} asChild>
                <Link
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center rounded-xl px-3 font-semibold no-underline outline-none',
                    'data-[highlighted]:bg-brand-soft',
                    current ? 'text-brand-strong underline' : 'text-ink',
                  )}
                >
                  {t(label)}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * From xl, where the whole navigation is in the bar, a button's name may take two lines: a
 * language with longer words then wraps instead of widening the bar.
 */
const wrapFromXlClassName = 'xl:text-center xl:leading-tight xl:whitespace-normal';

function PlanStatus({ isPremium }: { isPremium: boolean }) {
  if (isPremium) {
    return (
      <Badge color="purple">
        <Crown aria-hidden="true" className="size-4" />
        <Trans>Premium</Trans>
      </Badge>
    );
  }
  return (
    <Link to="/subscription" className={cn(buttonClassName('premium', 'sm'), wrapFromXlClassName)}>
      <Crown aria-hidden="true" className="size-4" />
      <Trans>Upgrade</Trans>
    </Link>
  );
}

/** Spec §2 "Header (signed in)". Below the xl breakpoint the navigation sits behind a menu button. */
export function SignedInHeader({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so it closes by itself on navigation.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const isPremium = user.subscriptionStatus === 'active';
  // A student's account (made by a teacher, issue 24) has no parent area, no family and no
  // plan to buy: its header has "My class" instead.
  const isStudent = useIsStudent();
  const links = isStudent ? [...navItems, { to: '/class', label: msg`My class` }] : navItems;
  const firstName = user.firstName;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpenOn(null);
      document.getElementById('mobile-menu-button')?.focus();
    }
  };

  return (
    // Not kept on screen where the window is short (a phone turned sideways): there the board
    // needs all of the window's height.
    <header
      className="sticky top-0 z-30 border-b-2 border-line bg-paper/95 backdrop-blur print:hidden [@media(max-height:30rem)]:static"
      onKeyDown={closeOnEscape}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 sm:px-6">
        <Logo />
        <nav aria-label={t`Main`} className="hidden flex-auto items-center gap-0.5 xl:flex">
          {links.map(({ to, label }) => (
            <NavLink key={to} to={to} className={navLinkClass}>
              {t(label)}
            </NavLink>
          ))}
          <PlayMenu pathname={pathname} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* From xl the full navigation leaves little room, and the bar is never wider than 1280 px
              (max-w-7xl) however wide the screen: Parent View (which drops its icon below 2xl) and
              Upgrade may take two lines, as the nav's labels may: Spanish ("Zona de padres", "Mi
              camino") was 89 px wider than the bar at 1366 px. Logout shows only its icon (its name
              stays for screen readers and as its tooltip): at 768 px, a tablet held upright, the
              bar was 4 px wider than the screen, and with its name at 1536 px the pseudo-locale's
              bar was 37 px wider than its 1280 (English's 10). */}
          {!isStudent && (
            <>
              {/* Who is playing; switching goes through the parent PIN on /family. */}
              <Link
                to="/family"
                aria-label={t`Switch player (${firstName} is playing)`}
                className={cn(buttonClassName('ghost', 'icon'), 'max-md:hidden')}
              >
                <Avatar name={user.firstName} imageUrl={user.profileImageUrl} className="size-9! text-base!" />
              </Link>
              {/* Parent View stays in the bar at every width: a parent on a phone should not hunt for it. */}
              <Link to="/parent-dashboard" className={cn(buttonClassName('outline', 'sm'), wrapFromXlClassName)}>
                <Users aria-hidden="true" className="size-4 xl:max-2xl:hidden" />
                <Trans>Parent View</Trans>
              </Link>
              <span className="hidden md:inline-flex">
                <PlanStatus isPremium={isPremium} />
              </span>
            </>
          )}
          <a href={LOGOUT_URL} title={t`Logout`} className={cn(buttonClassName('ghost', 'sm'), 'max-md:hidden')}>
            <LogOut aria-hidden="true" className="size-4" />
            <span className="sr-only">
              <Trans>Logout</Trans>
            </span>
          </a>
          <button
            id="mobile-menu-button"
            type="button"
            className={cn(buttonClassName('ghost', 'icon'), 'xl:hidden')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t-2 border-line bg-paper xl:hidden">
        <nav aria-label={t`Main menu`} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="grid gap-1 sm:grid-cols-2">
            {[...links, ...playItems].map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} className={({ isActive }) => cn(navLinkClass({ isActive }), 'w-full')}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3 md:hidden">
            {!isStudent && (
              <>
                <Link to="/family" className={buttonClassName('ghost')}>
                  <Avatar name={user.firstName} imageUrl={user.profileImageUrl} className="size-8! text-base!" />
                  <Trans>Switch player</Trans>
                </Link>
                <PlanStatus isPremium={isPremium} />
              </>
            )}
            <a href={LOGOUT_URL} className={buttonClassName('ghost')}>
              <LogOut aria-hidden="true" className="size-4" />
              <Trans>Logout</Trans>
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
