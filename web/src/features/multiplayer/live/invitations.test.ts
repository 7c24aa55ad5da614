import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@chess-quest/protocol/multiplayer';

const toasts = vi.hoisted(() => ({ shown: [] as { title?: string; dismiss: ReturnType<typeof vi.fn> }[] }));
vi.mock('../../../lib/toast', () => ({
  toast: (input: { title?: string }) => {
    const dismiss = vi.fn();
    toasts.shown.push({ title: input.title, dismiss });
    return { id: String(toasts.shown.length), dismiss };
  },
}));

const { announceNewChallenge, closeAnsweredToast } = await import('./invitations');

const invitation = (over: Partial<Invitation> = {}): Invitation => ({
  id: 'inv-1',
  senderId: 'child-other',
  senderName: 'QuickFox7',
  receiverId: 'child-me',
  receiverName: 'BraveOtter12',
  timeControl: 600,
  message: null,
  status: 'pending',
  createdAt: '2026-11-21T08:00:00.000Z',
  expiresAt: '2026-11-21T08:03:00.000Z',
  gameId: null,
  ...over,
});

describe("a challenge's toast", () => {
  beforeEach(() => {
    toasts.shown.length = 0;
  });

  it('closes once the challenge is answered elsewhere (the Invitations panel, another tab), and only then', () => {
    announceNewChallenge(invitation());
    expect(toasts.shown).toHaveLength(1);
    expect(toasts.shown[0]!.title).toBe('New challenge!');
    closeAnsweredToast(invitation());
    expect(toasts.shown[0]!.dismiss).not.toHaveBeenCalled();
    closeAnsweredToast(invitation({ status: 'accepted', gameId: 'game-1' }));
    expect(toasts.shown[0]!.dismiss).toHaveBeenCalledTimes(1);
    closeAnsweredToast(invitation({ status: 'accepted', gameId: 'game-1' }));
    expect(toasts.shown[0]!.dismiss).toHaveBeenCalledTimes(1);
  });

  it('closes when the challenge is cancelled or expires, and leaves the toasts of other challenges open', () => {
    announceNewChallenge(invitation({ id: 'inv-2' }));
    announceNewChallenge(invitation({ id: 'inv-3' }));
    closeAnsweredToast(invitation({ id: 'inv-2', status: 'expired' }));
    expect(toasts.shown[0]!.dismiss).toHaveBeenCalledTimes(1);
    expect(toasts.shown[1]!.dismiss).not.toHaveBeenCalled();
    closeAnsweredToast(invitation({ id: 'inv-3', status: 'cancelled' }));
    expect(toasts.shown[1]!.dismiss).toHaveBeenCalledTimes(1);
  });
});
