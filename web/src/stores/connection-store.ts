import { create } from 'zustand';

/**
 * 'connecting' before the first answer; 'disconnected' once a connection was lost or refused
 * (the screens then poll REST and show "Reconnecting…").
 */
export type SocketStatus = 'connecting' | 'connected' | 'disconnected';

interface ConnectionState {
  status: SocketStatus;
  /** Server clock minus this browser's clock, in ms, measured with time:ping (0 until measured). */
  clockOffsetMs: number;
  setStatus: (status: SocketStatus) => void;
  setClockOffset: (offsetMs: number) => void;
}

export const useConnectionStore = create<ConnectionState>()((set) => ({
  status: 'connecting',
  clockOffsetMs: 0,
  setStatus: (status) => set({ status }),
  setClockOffset: (clockOffsetMs) => set({ clockOffsetMs }),
}));
