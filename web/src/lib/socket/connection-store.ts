import { create } from 'zustand';

/**
 * 'connecting' before the first answer; 'disconnected' once a connection was lost or refused
 * (the screens then poll REST and show "Reconnecting…").
 */
export type SocketStatus = 'connecting' | 'connected' | 'disconnected';

interface ConnectionState {
  status: SocketStatus;
  setStatus: (status: SocketStatus) => void;
}

export const useConnectionStore = create<ConnectionState>()((set) => ({
  status: 'connecting',
  setStatus: (status) => set({ status }),
}));
