import { and, desc, eq, inArray, lte, ne, or } from 'drizzle-orm';
import { Chess } from 'chess.js';
import {
  FIRST_MOVE_MS,
  INVITATION_TTL_MS,
  type Invitation,
  type InviteBody,
  type MultiplayerGame,
  type RespondBody,
} from '@chess-quest/protocol/multiplayer';
import { isUniqueViolation } from '../../db/errors';
import { childProfiles } from '../../db/schema/accounts';
import { games, invitations } from '../../db/schema/multiplayer';
import { badRequest, conflict, forbidden, notFound, rateLimited } from '../../http/errors';
import { announceGame, type MultiplayerContext } from './context';
import { recordGameStarted } from './game-facts';
import { activeGamesOf, forViewer, invitationViews } from './game-view';
import { MULTIPLAYER_MESSAGES as M } from './messages';
import type { PlayerCards } from './players';
import { ratingsOf } from '../../domain/ratings';
import type { InvitationRow } from './rows';

const INVITATION_LIST_LENGTH = 30;

export function invitationActions(ctx: MultiplayerContext, players: PlayerCards) {
  const { db, now, events } = ctx;

  async function announce(rows: readonly InvitationRow[]): Promise<Invitation[]> {
    const views = await invitationViews(db, rows, now());
    for (const invitation of views) events.emit({ type: 'invitation.changed', invitation });
    return views;
  }

  return {
    async invite(senderId: string, body: InviteBody): Promise<Invitation> {
      if (!(await ctx.inviteLimiter.hit(senderId))) throw rateLimited(M.tooManyInvites);
      if (body.receiverId === senderId) throw badRequest(M.selfInvite);
      const receiver = await players.playerCard(body.receiverId);
      if (receiver.status === 'offline') throw conflict(M.receiverOffline(receiver.username));
      if (receiver.status === 'away') throw conflict(M.receiverAway(receiver.username));
      if (receiver.status === 'in_game') throw conflict(M.receiverInGame(receiver.username));
      if ((await activeGamesOf(db, [senderId])).length > 0) throw conflict(M.senderInGame);

      const at = now();
      // A stale challenge to the same child still holds the one-pending-per-pair index.
      const expired = await db
        .update(invitations)
        .set({ status: 'expired' })
        .where(
          and(
            eq(invitations.senderId, senderId),
            eq(invitations.receiverId, body.receiverId),
            eq(invitations.status, 'pending'),
            lte(invitations.expiresAt, at),
          ),
        )
        .returning();
      let row: InvitationRow | undefined;
      try {
        [row] = await db
          .insert(invitations)
          .values({
            senderId,
            receiverId: body.receiverId,
            timeControl: body.timeControl,
            message: body.message ?? null,
            createdAt: at,
            expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.alreadyChallenged(receiver.username));
        throw error;
      }
      if (!row) throw new Error('invitation insert returned nothing');
      await announce(expired);
      const [invitation] = await announce([row]);
      return invitation!;
    },

    async respond(childId: string, body: RespondBody): Promise<{ invitation: Invitation; game: MultiplayerGame | null }> {
      const [first] = await db.select().from(invitations).where(eq(invitations.id, body.invitationId));
      if (!first || (first.receiverId !== childId && first.senderId !== childId)) throw notFound(M.invitationNotFound);
      if (first.receiverId !== childId) throw forbidden(M.onlyReceiver);

      const outcome = await db.transaction(async (tx) => {
        // Both players are locked first, so two acceptances at once cannot put a child in two games.
        await tx
          .select({ id: childProfiles.id })
          .from(childProfiles)
          .where(inArray(childProfiles.id, [first.senderId, first.receiverId]))
          .orderBy(childProfiles.id)
          .for('no key update');
        const [current] = await tx.select().from(invitations).where(eq(invitations.id, first.id)).for('update');
        if (!current || current.status !== 'pending') throw conflict(M.notPending);
        const at = now();
        if (current.expiresAt.getTime() <= at.getTime()) throw conflict(M.expired);

        if (body.response === 'decline') {
          const [declined] = await tx
            .update(invitations)
            .set({ status: 'declined', respondedAt: at })
            .where(eq(invitations.id, current.id))
            .returning();
          return { changed: [declined!], game: null };
        }

        const pair = [current.senderId, current.receiverId];
        if ((await activeGamesOf(tx, pair)).length > 0) throw conflict(M.playerInGame);
        // Random colours: the challenger gets no lasting first-move advantage, and children
        // learn to play both sides.
        const senderIsWhite = ctx.random() < 0.5;
        const whiteId = senderIsWhite ? current.senderId : current.receiverId;
        const blackId = senderIsWhite ? current.receiverId : current.senderId;
        const ratings = await ratingsOf(tx, pair);
        const clockMs = current.timeControl * 1000;
        const [game] = await tx
          .insert(games)
          .values({
            whiteId,
            blackId,
            fen: new Chess().fen(),
            timeControl: current.timeControl,
            whiteTimeLeftMs: clockMs,
            blackTimeLeftMs: clockMs,
            // White's clock starts after its first move; the first-move timer calls off a
            // game nobody starts.
            turnStartedAt: at,
            deadlineAt: new Date(at.getTime() + FIRST_MOVE_MS),
            currentTurn: 'white',
            whiteRatingBefore: ratings.get(whiteId),
            blackRatingBefore: ratings.get(blackId),
            createdAt: at,
          })
          .returning();
        if (!game) throw new Error('game insert returned nothing');
        await recordGameStarted(tx, ctx.facts, game);
        const [accepted] = await tx
          .update(invitations)
          .set({ status: 'accepted', respondedAt: at, gameId: game.id })
          .where(eq(invitations.id, current.id))
          .returning();
        // Both children are busy now: their other open challenges are withdrawn.
        const cancelled = await tx
          .update(invitations)
          .set({ status: 'cancelled', respondedAt: at })
          .where(
            and(
              eq(invitations.status, 'pending'),
              ne(invitations.id, current.id),
              or(inArray(invitations.senderId, pair), inArray(invitations.receiverId, pair)),
            ),
          )
          .returning();
        return { changed: [accepted!, ...cancelled], game };
      });

      const [invitation] = await announce(outcome.changed);
      const game = outcome.game ? forViewer(await announceGame(ctx, outcome.game, 'game.started'), childId) : null;
      return { invitation: invitation!, game };
    },

    async listInvitations(childId: string): Promise<Invitation[]> {
      const rows = await db
        .select()
        .from(invitations)
        .where(or(eq(invitations.receiverId, childId), eq(invitations.senderId, childId)))
        .orderBy(desc(invitations.createdAt))
        .limit(INVITATION_LIST_LENGTH);
      return invitationViews(db, rows, now());
    },

    /** Writes down the challenges nobody answered in time, and tells both children. */
    async expireInvitations(): Promise<number> {
      const expired = await db
        .update(invitations)
        .set({ status: 'expired' })
        .where(and(eq(invitations.status, 'pending'), lte(invitations.expiresAt, now())))
        .returning();
      await announce(expired);
      return expired.length;
    },
  };
}
