import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS, INVITE_RATE_LIMIT } from '@chess-quest/protocol/multiplayer';
import { games, invitations } from '../../db/schema/multiplayer';
import { type HttpError } from '../../http/errors';
import { featureEngines } from '../../test/services';
import { MULTIPLAYER_MESSAGES as M } from './messages';
import { refusal, useMultiplayerWorld } from './test-support';

const engines = await featureEngines();

describe.each(engines)('multiplayer lobby and challenges on %s', (engine) => {
  const { world, db } = useMultiplayerWorld(engine);

  it('lists who is here with usernames, ratings and status, the viewer first', async () => {
    const viewer = await world.child(false);
    const idle = await world.child();
    await world.presence.setAway(idle.id, `socket-${idle.id}`, true);
    const { white, black } = await world.game();
    const list = await world.service.listPlayers(viewer.id);
    expect(list[0]).toMatchObject({ userId: viewer.id, username: viewer.username, status: 'offline', rating: 1000, level: 1 });
    const statusOf = (id: string) => list.find((p) => p.userId === id)?.status;
    expect(statusOf(idle.id)).toBe('away');
    expect(statusOf(white.id)).toBe('in_game');
    expect(statusOf(black.id)).toBe('in_game');
    expect(JSON.stringify(list)).not.toContain('Secret Realname');
    expect(await world.service.playerCard(idle.id)).toMatchObject({ status: 'away', username: idle.username });
  });

  it('refuses challenges that cannot become a game, each with a kind reason', async () => {
    const sender = await world.child();
    const offline = await world.child(false);
    const away = await world.child();
    await world.presence.setAway(away.id, `socket-${away.id}`, true);
    expect(await refusal(world.service.invite(sender.id, { receiverId: sender.id, timeControl: 600 }))).toEqual({
      status: 400,
      message: M.selfInvite,
    });
    expect(await refusal(world.service.invite(sender.id, { receiverId: offline.id, timeControl: 600 }))).toEqual({
      status: 409,
      message: M.receiverOffline(offline.username),
    });
    expect(await refusal(world.service.invite(sender.id, { receiverId: away.id, timeControl: 600 }))).toEqual({
      status: 409,
      message: M.receiverAway(away.username),
    });
    expect(await refusal(world.service.invite(sender.id, { receiverId: crypto.randomUUID(), timeControl: 600 }))).toEqual({
      status: 404,
      message: M.playerNotFound,
    });
    const playing = await world.game();
    expect(await refusal(world.service.invite(sender.id, { receiverId: playing.black.id, timeControl: 600 }))).toEqual({
      status: 409,
      message: M.receiverInGame(playing.black.username),
    });
    expect(await refusal(world.service.invite(playing.white.id, { receiverId: sender.id, timeControl: 600 }))).toEqual({
      status: 409,
      message: M.senderInGame,
    });

    const friend = await world.child();
    const sent = await world.service.invite(sender.id, { receiverId: friend.id, timeControl: 900, message: 'Good luck, have fun!' });
    expect(sent).toMatchObject({
      status: 'pending',
      senderName: sender.username,
      receiverName: friend.username,
      timeControl: 900,
      message: 'Good luck, have fun!',
      gameId: null,
    });
    expect(Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)).toBe(INVITATION_TTL_MS);
    expect(await refusal(world.service.invite(sender.id, { receiverId: friend.id, timeControl: 600 }))).toEqual({
      status: 409,
      message: M.alreadyChallenged(friend.username),
    });
    expect(world.emitted).toContainEqual({ type: 'invitation.changed', invitation: sent });
  });

  it('stops a flood of challenges with 429, then allows again after the window', async () => {
    const sender = await world.child();
    const receiver = await world.child();
    const statuses: number[] = [];
    for (let i = 0; i < INVITE_RATE_LIMIT.invites + 2; i += 1) {
      statuses.push(
        await world.service.invite(sender.id, { receiverId: receiver.id, timeControl: 600 }).then(
          () => 201,
          (error: HttpError) => error.status,
        ),
      );
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, INVITE_RATE_LIMIT.invites)).toEqual(Array(INVITE_RATE_LIMIT.invites - 1).fill(409));
    expect(statuses.slice(INVITE_RATE_LIMIT.invites)).toEqual([429, 429]);
    expect(await refusal(world.service.invite(sender.id, { receiverId: receiver.id, timeControl: 600 }))).toEqual({
      status: 429,
      message: M.tooManyInvites,
    });
    // A new window, and the first challenge has expired meanwhile: a new one is welcome.
    world.advance(Math.max(INVITE_RATE_LIMIT.windowMs, INVITATION_TTL_MS));
    expect((await world.service.invite(sender.id, { receiverId: receiver.id, timeControl: 600 })).status).toBe('pending');
  });

  it('lets only the receiver answer, once, while the challenge is open', async () => {
    const sender = await world.child();
    const receiver = await world.child();
    const stranger = await world.child();
    const invitation = await world.service.invite(sender.id, { receiverId: receiver.id, timeControl: 600 });
    expect(await refusal(world.service.respond(sender.id, { invitationId: invitation.id, response: 'accept' }))).toEqual({
      status: 403,
      message: M.onlyReceiver,
    });
    expect(await refusal(world.service.respond(stranger.id, { invitationId: invitation.id, response: 'accept' }))).toEqual({
      status: 404,
      message: M.invitationNotFound,
    });
    const declined = await world.service.respond(receiver.id, { invitationId: invitation.id, response: 'decline' });
    expect(declined).toMatchObject({ invitation: { status: 'declined' }, game: null });
    expect(await refusal(world.service.respond(receiver.id, { invitationId: invitation.id, response: 'accept' }))).toEqual({
      status: 409,
      message: M.notPending,
    });
    expect(await db().select().from(games).where(eq(games.whiteId, sender.id))).toHaveLength(0);
  });

  it('shows an unanswered challenge as expired, refuses to accept it, and the sweeper writes it down', async () => {
    const sender = await world.child();
    const receiver = await world.child();
    const invitation = await world.service.invite(sender.id, { receiverId: receiver.id, timeControl: 300 });
    world.advance(INVITATION_TTL_MS);
    const [listed] = await world.service.listInvitations(receiver.id);
    expect(listed).toMatchObject({ id: invitation.id, status: 'expired' });
    expect(await refusal(world.service.respond(receiver.id, { invitationId: invitation.id, response: 'accept' }))).toEqual({
      status: 409,
      message: M.expired,
    });
    world.emitted.length = 0;
    expect((await world.service.sweep()).expired).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.status).toBe('expired');
    expect(world.emitted).toContainEqual({ type: 'invitation.changed', invitation: { ...invitation, status: 'expired' } });
  });

  it('starts the game on acceptance and withdraws both players’ other challenges', async () => {
    const sender = await world.child();
    const receiver = await world.child();
    const other = await world.child();
    const third = await world.child();
    const toOther = await world.service.invite(sender.id, { receiverId: other.id, timeControl: 600 });
    const fromThird = await world.service.invite(third.id, { receiverId: receiver.id, timeControl: 600 });
    const invitation = await world.service.invite(sender.id, { receiverId: receiver.id, timeControl: 900, message: 'Rematch?' });
    world.emitted.length = 0;
    const { invitation: accepted, game } = await world.service.respond(receiver.id, {
      invitationId: invitation.id,
      response: 'accept',
    });
    expect(accepted).toMatchObject({ status: 'accepted', gameId: game!.id });
    // The test world gives the challenger white.
    expect(game).toMatchObject({
      whitePlayerId: sender.id,
      blackPlayerId: receiver.id,
      myColor: 'black',
      timeControl: 900,
      whiteTimeLeft: 900_000,
      blackTimeLeft: 900_000,
      moves: [],
    });
    const statuses = await world.service.listInvitations(sender.id);
    expect(statuses.find((i) => i.id === toOther.id)?.status).toBe('cancelled');
    expect((await world.service.listInvitations(receiver.id)).find((i) => i.id === fromThird.id)?.status).toBe('cancelled');
    expect(world.emitted.map((e) => e.type).sort()).toEqual(['game.started', 'invitation.changed', 'invitation.changed', 'invitation.changed']);
    const started = world.emitted.find((e) => e.type === 'game.started');
    expect(started?.type === 'game.started' && started.game.myColor).toBeNull();
  });

  it('never puts a child in two games when two challenges are accepted at once', async () => {
    const busy = await world.child();
    const a = await world.child();
    const b = await world.child();
    const fromA = await world.service.invite(a.id, { receiverId: busy.id, timeControl: 600 });
    const fromB = await world.service.invite(b.id, { receiverId: busy.id, timeControl: 600 });
    const results = await Promise.allSettled([
      world.service.respond(busy.id, { invitationId: fromA.id, response: 'accept' }),
      world.service.respond(busy.id, { invitationId: fromB.id, response: 'accept' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected');
    expect(failed?.status === 'rejected' && (failed.reason as HttpError).status).toBe(409);
    const active = await db().select().from(games).where(eq(games.status, 'active'));
    expect(active.filter((g) => g.whiteId === busy.id || g.blackId === busy.id)).toHaveLength(1);
  });
});
