import { msg } from '@lingui/core/macro';
import type { AuthUser } from '@chess-quest/protocol/auth';
import { raceSummarySchema, type RaceSummary } from '@chess-quest/protocol/puzzle-races';
import { apiJson } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { validated, type LivePart } from '../../lib/socket/connection';
import { keepTold, toldInThisTab } from '../../lib/socket/told-news';
import { toast, type ToastInput } from '../../lib/toast';
import { authKeys } from '../../api/query-keys';

/**
 * A new puzzle-race invitation for this child, said once per race on any screen, like a new
 * challenge; null for every other push. The banner with Join waits at the top of Play →
 * Multiplayer: a child elsewhere gets a button to it, a child already there is told to look up.
 */
export function raceInvitationNews(
  race: RaceSummary,
  viewerId: string | undefined,
  announced: Set<string>,
  onMultiplayerPage = false,
): ToastInput | null {
  if (!viewerId || race.status !== 'waiting' || announced.has(race.raceId)) return null;
  const me = race.players.find((player) => player.childId === viewerId);
  if (!me || me.isHost || me.status !== 'invited') return null;
  announced.add(race.raceId);
  // Told on any screen, outside React: in the language shown when it arrives.
  const host = race.players.find((player) => player.isHost)?.username ?? i18n._(msg`A friend`);
  if (onMultiplayerPage) {
    return { title: i18n._(msg`Puzzle race!`), description: i18n._(msg`${host} invites you to a puzzle race. Join it at the top of this page.`) };
  }
  return {
    title: i18n._(msg`Puzzle race!`),
    description: i18n._(msg`${host} invites you to a puzzle race. Join it in Play → Multiplayer.`),
    buttons: [{ label: i18n._(msg`Go to the race`), altText: i18n._(msg`Open Play → Multiplayer to join the race.`), run: () => '/multiplayer' }],
  };
}

function onRacePush(race: RaceSummary): void {
  const viewerId = queryClient.getQueryData<AuthUser | null>(authKeys.user())?.id;
  const news = raceInvitationNews(race, viewerId, toldInThisTab(), window.location.pathname === '/multiplayer');
  if (!news) return;
  keepTold();
  toast(news);
}

/**
 * What was pushed while this tab had no connection (the moment between two pages, a dropped
 * line) is read once the connection is up: a race invitation sent then is still told, once.
 */
async function catchUpOnRaces(): Promise<void> {
  try {
    const { race } = await apiJson<{ race: unknown }>('GET', '/api/puzzle-races/current');
    const parsed = raceSummarySchema.safeParse(race);
    if (parsed.success) onRacePush(parsed.data);
  } catch {
    // A read failure is left alone: the banner in Play → Multiplayer still shows what is waiting.
  }
}

/** The puzzle races' live part: a race invitation told on any screen (the race's own screens follow race:update themselves). */
export const racesLive: LivePart = {
  name: 'puzzle-races',
  attach(socket) {
    socket.on('race:update', validated(raceSummarySchema, 'race:update', onRacePush));
  },
  onConnect: () => void catchUpOnRaces(),
};
