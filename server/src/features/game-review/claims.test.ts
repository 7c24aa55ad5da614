import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { aiGameFinishedFact, type FactOf } from '@chess-quest/protocol/facts';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { gameReviews } from '../../db/schema/game-review';
import { createEnginePool } from '../../engine/engine-pool';
import type { ReviewEngine } from '../../engine/review';
import { Outbox } from '../../events/outbox';
import { useTestDatabase } from '../../test/fixture';
import { featureEngines } from '../../test/services';
import { createGameReviewService, REVIEW_CLAIM_MS } from './service';

const engines = await featureEngines();
const pool = createEnginePool({ size: 1 });
afterAll(() => pool.close());

/** The real engine, counting the searches asked of it. */
function countingEngine(): ReviewEngine & { searches: number } {
  const engine = {
    searches: 0,
    analyse: (fen: string, options?: Parameters<ReviewEngine['analyse']>[1]) => {
      engine.searches++;
      return pool.analyse(fen, options);
    },
  };
  return engine;
}

/** An engine on a node that died mid-review: its searches never answer. */
const deadEngine: ReviewEngine = { analyse: () => new Promise(() => undefined) };

describe.each(engines)('game review claims on %s', (engine) => {
  const database = useTestDatabase(engine);

  async function newFact(): Promise<FactOf<'ai.game.finished'>> {
    const tag = randomUUID().slice(0, 8);
    const [account] = await database.db
      .insert(accounts)
      .values({ email: `review.${tag}@example.com` })
      .returning({ id: accounts.id });
    const [child] = await database.db
      .insert(childProfiles)
      .values({ accountId: account!.id, firstName: 'Mia', age: 8, username: `CalmRook${tag}` })
      .returning({ id: childProfiles.id });
    const moves = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nd4', 'Nxe5'];
    return aiGameFinishedFact.parse({
      type: 'ai.game.finished',
      accountId: account!.id,
      childId: child!.id,
      at: new Date().toISOString(),
      day: new Date().toISOString().slice(0, 10),
      gameId: randomUUID(),
      level: 'medium',
      colour: 'white',
      result: 'win',
      reason: 'resignation',
      childMoves: moves.filter((_, i) => i % 2 === 0),
      moves,
    }) as FactOf<'ai.game.finished'>;
  }

  it('queues a game once, and a review left by a dead node is done by another once its claim ran out — and never again', async () => {
    const fact = await newFact();
    const facts = new Outbox();
    const nodeA = createGameReviewService({ db: database.db, engine: deadEngine, facts });
    expect(await database.db.transaction((tx) => nodeA.queue(tx, fact))).toBe(true);
    expect(await database.db.transaction((tx) => nodeA.queue(tx, fact))).toBe(false);

    // Node A claims it and dies in the middle (its engine never answers).
    void nodeA.runPending();
    let claimed;
    for (let i = 0; i < 100 && !claimed?.claimedUntil; i++) {
      [claimed] = await database.db.select().from(gameReviews).where(eq(gameReviews.gameId, fact.gameId));
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });

    // Node B, now: the claim holds, it takes nothing.
    const engineB = countingEngine();
    const nodeB = createGameReviewService({ db: database.db, engine: engineB, facts });
    expect(await nodeB.runPending()).toBe(0);
    expect(engineB.searches).toBe(0);

    // Later than the claim: node B takes it over and finishes it.
    const later = () => new Date(Date.now() + REVIEW_CLAIM_MS + 1_000);
    const nodeBLater = createGameReviewService({ db: database.db, engine: engineB, facts, now: later });
    expect(await nodeBLater.runPending()).toBe(1);
    const searches = engineB.searches;
    expect(searches).toBeGreaterThan(0);
    const [done] = await database.db.select().from(gameReviews).where(eq(gameReviews.gameId, fact.gameId));
    expect(done).toMatchObject({ status: 'ready', attempts: 2, claimedUntil: null, childMoves: 4 });
    expect(done?.review?.moves).toHaveLength(7);

    // Nobody computes it again: not another node, not the same fact queued again.
    const engineC = countingEngine();
    const nodeC = createGameReviewService({ db: database.db, engine: engineC, facts, now: later });
    expect(await database.db.transaction((tx) => nodeC.queue(tx, fact))).toBe(false);
    expect(await nodeC.runPending()).toBe(0);
    expect(engineC.searches).toBe(0);
    expect(engineB.searches).toBe(searches);
  }, 120_000);
});
