import { EventEmitter } from 'node:events';
import type { GameDelta, Invitation, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import type { RaceSummary } from '@chess-quest/protocol/puzzle-races';

/**
 * In-process news of this node for the Socket.IO gateway's pushes (through the Redis adapter
 * they reach every node): invitations and game states, which only matter the moment they
 * happen. Anything that must not be lost — rewards, progress, the parent's live view — is a
 * fact in the outbox instead (./outbox.ts, decision 010).
 */
export type DomainEvent =
  | { type: 'invitation.changed'; invitation: Invitation }
  /** A game began; `game.myColor` is null (each receiver knows its own colour). */
  | { type: 'game.started'; game: MultiplayerGame }
  /** A move, draw offer/answer or ending, as a delta (decision 028); `game.myColor` is null. */
  | { type: 'game.changed'; game: GameDelta }
  /** A puzzle race was opened, answered, started, scored or ended (issue 14). */
  | { type: 'race.changed'; race: RaceSummary };

export type DomainEventType = DomainEvent['type'];
type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export class DomainEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(50);
  }

  emit(event: DomainEvent): void {
    // A listener's failure must never undo or fail the change that already happened.
    for (const listener of this.emitter.listeners(event.type)) {
      try {
        (listener as (e: DomainEvent) => void)(event);
      } catch (error) {
        this.emitter.emit('listener-error', error);
      }
    }
  }

  on<T extends DomainEventType>(type: T, listener: (event: EventOf<T>) => void): () => void {
    this.emitter.on(type, listener);
    return () => this.emitter.off(type, listener);
  }

  onListenerError(listener: (error: unknown) => void): void {
    this.emitter.on('listener-error', listener);
  }
}
