import { create } from 'zustand';
import type { Invitation } from '@chess-quest/protocol/multiplayer';
import { laterInvitation } from './live-merge';

interface InvitationsState {
  /** Invitations pushed by the server (invitation:update) or answered to this tab, by id. */
  byId: Record<string, Invitation>;
  upsert: (invitation: Invitation) => void;
}

export const useInvitationsStore = create<InvitationsState>()((set) => ({
  byId: {},
  upsert: (invitation) =>
    set((state) => {
      const kept = laterInvitation(state.byId[invitation.id], invitation);
      return kept === state.byId[invitation.id] ? state : { byId: { ...state.byId, [invitation.id]: invitation } };
    }),
}));
