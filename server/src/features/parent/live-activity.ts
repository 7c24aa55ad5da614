import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import type { DomainEvents } from '../../events/domain-events';
import type { Logger } from '../../logger';

/**
 * A game that starts is live news for both players' parents (the dashboard's 'Watch live'),
 * whichever child their own tab is signed in as. Returns the unsubscriber.
 */
export function relayGameStartsToParents({ db, events, logger }: { db: Database; events: DomainEvents; logger: Logger }): () => void {
  return events.on('game.started', ({ game }) => {
    db.select({ id: childProfiles.id, accountId: childProfiles.accountId })
      .from(childProfiles)
      .where(inArray(childProfiles.id, [game.whitePlayerId, game.blackPlayerId]))
      .then((players) => {
        for (const player of players) {
          events.emit({ type: 'child.activity', accountId: player.accountId, childId: player.id, kind: 'game.started', at: game.createdAt });
        }
      })
      .catch((error: unknown) => logger.warn({ err: error, gameId: game.id }, 'parent live relay failed'));
  });
}
