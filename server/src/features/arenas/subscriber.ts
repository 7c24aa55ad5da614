import type { FactSubscriber } from '../../events/outbox';
import type { ArenaService } from './service';

/**
 * Scores arena games from multiplayer's end facts, in each delivery's transaction: a game is
 * scored once (its pairing rows leave `playing` in that transaction), however many times or
 * from whichever player's side its facts come.
 */
export function createArenaScoringSubscriber(arenas: ArenaService): FactSubscriber {
  return {
    name: 'arena-scoring',
    handles: ['multiplayer.game.finished', 'multiplayer.game.aborted'],
    async handle(fact, context) {
      if (fact.type === 'multiplayer.game.finished') await arenas.scoreFinished(fact, context);
      else if (fact.type === 'multiplayer.game.aborted') await arenas.scoreAborted(fact, context);
    },
  };
}
