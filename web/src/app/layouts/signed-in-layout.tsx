import { useEffect } from 'react';
import { Outlet } from 'react-router';
import type { AuthUser } from '@chess-quest/protocol/auth';
import { RewardCelebration } from '../../features/achievements/celebration';
import AppearanceSync from '../../features/customization/appearance-sync';
import { CelebrationBanner } from '../../components/celebration-banner';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useActivityHeartbeat } from '../../lib/use-activity-heartbeat';
import { SignedInHeader } from './signed-in-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';

/** Layout for signed-in users. Loaded lazily: the landing page never needs the header's menus. */
export default function SignedInLayout({ user }: { user: AuthUser }) {
  useActivityHeartbeat();
  // One socket from sign-in on: the child shows in the lobby and hears a challenge on any
  // screen, not only on /multiplayer. Loaded apart and once the page has painted, so neither
  // the header nor the page's first content waits for it (a page that plays opens it at once).
  useEffect(() => afterFirstPaint(() => void import('../live-features').then(({ connectLiveFeatures }) => connectLiveFeatures())), []);
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The child's chosen set, board, settings and unlock celebrations, for every screen. */}
      <AppearanceSync />
      <SkipLink />
      <SignedInHeader user={user} />
      {/* At least a screen tall: the footer starts below the fold, so a page whose data
          arrives after its first paint grows without pushing a visible footer (no layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
      <SiteFooter signedIn />
      <RewardCelebration />
      <CelebrationBanner />
    </div>
  );
}
