import type { Ack, ClientToServerEvents } from '@chess-quest/protocol/multiplayer';
import { ApiError } from '../api-client';
import { getSocket } from './connection';
import type { SocketStatus } from './connection-store';

/** How long an acknowledgement may take before the caller falls back to REST. */
export const ACK_TIMEOUT_MS = 8000;

/** The socket could not carry the request (down, or no answer in time): the caller may use REST. */
export class SocketUnavailableError extends Error {
  constructor(reason: string) {
    super(`Live connection unavailable: ${reason}`);
    this.name = 'SocketUnavailableError';
  }
}

type AckEvent = 'lobby:join' | 'invite:send' | 'invite:respond' | 'game:watch' | 'game:move' | 'game:resign' | 'game:draw';
type LastParam<F> = F extends (...args: infer P) => unknown ? (P extends [...unknown[], infer L] ? L : never) : never;
type AckCallback<E extends AckEvent> = LastParam<ClientToServerEvents[E]>;
export type AckData<E extends AckEvent> = AckCallback<E> extends (result: Ack<infer T>) => void ? T : never;

type LooseEmitter = { emit: (event: string, ...args: unknown[]) => void };

/**
 * Emits an event that is acknowledged with an Ack and resolves with its data. A refusal
 * (`ok: false`) rejects with an ApiError of the same status and message REST would give, so
 * the screens treat both channels alike.
 */
export function socketRequest<E extends AckEvent>(event: E, ...body: [] | [unknown]): Promise<AckData<E>> {
  const target = getSocket();
  if (!target.connected) return Promise.reject(new SocketUnavailableError('not connected'));
  return new Promise((resolve, reject) => {
    const onAck = (error: Error | null, result: Ack<AckData<E>>) => {
      if (error) reject(new SocketUnavailableError('no answer in time'));
      else if (result.ok) resolve(result.data);
      else {
        // The refusal's body as REST would send it ({ code?, message, field? }).
        const { ok: _ok, status, ...errorBody } = result;
        reject(new ApiError(status, JSON.stringify(errorBody), ''));
      }
    };
    (target.timeout(ACK_TIMEOUT_MS) as unknown as LooseEmitter).emit(event, ...body, onAck);
  });
}

/** Over the socket while it is connected, else (or when it does not answer) over REST. */
export async function viaSocketOrRest<T>(overSocket: () => Promise<T>, overRest: () => Promise<T>): Promise<T> {
  if (getSocket().connected) {
    try {
      return await overSocket();
    } catch (error) {
      if (!(error instanceof SocketUnavailableError)) throw error;
    }
  }
  return overRest();
}

/**
 * Architecture "Real time": the REST reads are polled (spec §9 intervals) only while the socket
 * is disconnected; while it is up, pushes keep the screens current.
 */
export function pollWhileDisconnected(status: SocketStatus, intervalMs: number): number | false {
  return status === 'disconnected' ? intervalMs : false;
}
