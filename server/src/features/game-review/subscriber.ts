import type { FactSubscriber } from '../../events/outbox';
import type { GameReviewService } from './service';

/**
 * Every finished game (against the computer, live, arena) is queued for its review, once per
 * game and child; after the delivery commits, this node starts reviewing at once (the job
 * picks up whatever another node or a dead run left).
 */
export function createGameReviewSubscriber(reviews: GameReviewService, report: (error: unknown) => void): FactSubscriber {
  return {
    name: 'game-review',
    handles: ['ai.game.finished', 'multiplayer.game.finished'],
    async handle(fact, { tx, afterCommit }) {
      if (fact.type !== 'ai.game.finished' && fact.type !== 'multiplayer.game.finished') return;
      if (await reviews.queue(tx, fact)) afterCommit(() => void reviews.runPending().catch(report));
    },
  };
}
