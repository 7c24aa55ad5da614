import { describe, expect, it } from 'vitest';
import type { Invitation } from '@chess-quest/protocol/multiplayer';
import { invitationEvents } from './use-invitation-events';

const me = 'child-me';
const invitation = (over: Partial<Invitation>): Invitation => ({
  id: 'inv-1',
  senderId: 'child-other',
  senderName: 'QuickFox7',
  receiverId: me,
  receiverName: 'BraveOtter12',
  timeControl: 600,
  message: null,
  status: 'pending',
  createdAt: '2026-11-21T08:00:00.000Z',
  expiresAt: '2026-11-21T08:03:00.000Z',
  gameId: null,
  ...over,
});

describe('invitationEvents', () => {
  it('reports nothing on the first look', () => {
    expect(invitationEvents(null, [invitation({})], me)).toEqual([]);
  });

  it('reports a new pending challenge to its receiver only', () => {
    const received = invitation({});
    expect(invitationEvents(new Map(), [received], me)).toEqual([{ kind: 'received', invitation: received }]);
    const sent = invitation({ senderId: me, receiverId: 'child-other' });
    expect(invitationEvents(new Map(), [sent], me)).toEqual([]);
  });

  it('tells the sender when a challenge is accepted (with its game) or declined', () => {
    const before = new Map([['inv-1', 'pending' as const]]);
    const accepted = invitation({ senderId: me, receiverId: 'child-other', status: 'accepted', gameId: 'game-1' });
    expect(invitationEvents(before, [accepted], me)).toEqual([{ kind: 'accepted', invitation: accepted, gameId: 'game-1' }]);
    const declined = invitation({ senderId: me, receiverId: 'child-other', status: 'declined' });
    expect(invitationEvents(before, [declined], me)).toEqual([{ kind: 'declined', invitation: declined }]);
  });

  it('does not repeat news already seen', () => {
    const accepted = invitation({ senderId: me, receiverId: 'child-other', status: 'accepted', gameId: 'game-1' });
    expect(invitationEvents(new Map([['inv-1', 'accepted' as const]]), [accepted], me)).toEqual([]);
    expect(invitationEvents(new Map([['inv-1', 'pending' as const]]), [invitation({})], me)).toEqual([]);
  });
});
