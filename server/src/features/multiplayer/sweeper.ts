import { and, eq, lte } from 'drizzle-orm';
import { COLORS, type Color } from '@chess-quest/protocol/enums';
import { ABANDON_AFTER_MS } from '@chess-quest/protocol/multiplayer';
import { games } from '../../db/schema/multiplayer';
import { announceGame, type MultiplayerContext } from './context';
import type { GameActions } from './games';
import type { GameRow } from './rows';

type AbandonCandidate = Pick<GameRow, 'id' | 'version' | 'whiteId' | 'blackId' | 'currentTurn' | 'turnStartedAt' | 'createdAt'>;

/** Games ended per pass at most, so one pass never holds a node for long. */
const MAX_PER_PASS = 200;

export interface SweepResult {
  timedOut: number;
  abandoned: number;
  expired: number;
}

/**
 * One pass of the work no request triggers: flags that fell with nobody connected, players
 * who left their game, challenges nobody answered, and now and then the lobby index made
 * whole. Every node runs it; row locks taken with SKIP LOCKED mean each game is ended by
 * exactly one node.
 */
export function sweeper(
  ctx: MultiplayerContext,
  actions: GameActions,
  expireInvitations: () => Promise<number>,
  reconcileLobby: () => Promise<void>,
) {
  const { db, presence, now } = ctx;

  async function timeOuts(): Promise<number> {
    let count = 0;
    while (count < MAX_PER_PASS) {
      const ended = await actions.sweepOneTimeout(now());
      if (!ended) break;
      count += 1;
      await announceGame(ctx, ended, 'game.changed');
    }
    return count;
  }

  /**
   * A player loses by abandonment when not seen for ABANDON_AFTER_MS while the opponent is
   * still here. When both are gone the clock decides instead: nobody wins by leaving last.
   */
  async function abandonments(): Promise<number> {
    const at = now();
    const candidates = await db
      .select({
        id: games.id,
        version: games.version,
        whiteId: games.whiteId,
        blackId: games.blackId,
        currentTurn: games.currentTurn,
        turnStartedAt: games.turnStartedAt,
        createdAt: games.createdAt,
      })
      .from(games)
      .where(and(eq(games.status, 'active'), lte(games.createdAt, new Date(at.getTime() - ABANDON_AFTER_MS))));
    if (candidates.length === 0) return 0;
    const present = await presence.present();
    let count = 0;
    for (const row of candidates) {
      // Both here is the usual case, decided without asking presence anything more.
      if (present.has(row.whiteId) && present.has(row.blackId)) continue;
      if (count >= MAX_PER_PASS) break;
      const absent: Color[] = [];
      for (const color of COLORS) {
        if (await isAbsent(row, color, present, at)) absent.push(color);
      }
      if (absent.length !== 1) continue;
      const ended = await actions.abandon(row, absent[0]!, at);
      if (!ended) continue;
      count += 1;
      await announceGame(ctx, ended, 'game.changed');
    }
    return count;
  }

  async function isAbsent(row: AbandonCandidate, color: Color, present: Map<string, unknown>, at: Date): Promise<boolean> {
    const childId = color === 'white' ? row.whiteId : row.blackId;
    if (present.has(childId)) return false;
    const seen = (await presence.lastSeen(childId)) ?? 0;
    // Having just moved is being here too: the opponent's turn started with that move.
    const moved = row.currentTurn !== color && row.turnStartedAt ? row.turnStartedAt.getTime() : 0;
    const lastHere = Math.max(seen, row.createdAt.getTime(), moved);
    return at.getTime() - lastHere > ABANDON_AFTER_MS;
  }

  async function sweep(): Promise<SweepResult> {
    const timedOut = await timeOuts();
    const abandoned = await abandonments();
    const expired = await expireInvitations();
    // At most once every LOBBY_RECONCILE_MS, whatever the sweep interval.
    await reconcileLobby();
    return { timedOut, abandoned, expired };
  }

  return {
    sweep,
    /** Sweeps every `intervalMs` until the returned function is called; passes never overlap. */
    /** Starts the sweeper; the function it returns stops it and waits for a pass under way. */
    startSweeper(intervalMs = 1000, onError: (error: unknown) => void = () => undefined): () => Promise<void> {
      let pass: Promise<void> | null = null;
      const timer = setInterval(() => {
        if (pass) return;
        pass = sweep()
          .then(() => undefined, onError)
          .finally(() => {
            pass = null;
          });
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        // A pass that is still writing must end before the database closes under it.
        await pass;
      };
    },
  };
}
