import type { SocketStatus } from '../../stores/connection-store';

/**
 * Architecture "Real time": the REST reads are polled (spec §9 intervals) only while the socket
 * is disconnected; while it is up, pushes keep the screens current.
 */
export function pollWhileDisconnected(status: SocketStatus, intervalMs: number): number | false {
  return status === 'disconnected' ? intervalMs : false;
}
