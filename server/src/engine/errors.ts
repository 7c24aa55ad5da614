/** Every failure of the engine pool is an EngineError; callers branch on the subclass. */
export class EngineError extends Error {
  override name = 'EngineError';
}

/** The queue is full: the request was refused at once (back-pressure). Retry later or degrade. */
export class EngineBusyError extends EngineError {
  override name = 'EngineBusyError';
  constructor(queueLimit: number) {
    super(`the chess engine is busy (${queueLimit} requests already waiting)`);
  }
}

/** The request took longer than its time-out (waiting in the queue included). */
export class EngineTimeoutError extends EngineError {
  override name = 'EngineTimeoutError';
  constructor(timeoutMs: number) {
    super(`the chess engine did not answer within ${timeoutMs} ms`);
  }
}

/** The worker running the request crashed; it has been replaced. */
export class EngineCrashedError extends EngineError {
  override name = 'EngineCrashedError';
}

/** The pool was closed before the request was answered. */
export class EngineClosedError extends EngineError {
  override name = 'EngineClosedError';
  constructor() {
    super('the chess engine pool is closed');
  }
}

/** The FEN is not a legal chess position (the engine is never given one: it could crash on it). */
export class InvalidPositionError extends EngineError {
  override name = 'InvalidPositionError';
}

/** Checkmate or stalemate: there is no move to analyse or choose. Callers check for game over first. */
export class NoLegalMoveError extends EngineError {
  override name = 'NoLegalMoveError';
  constructor(fen: string) {
    super(`no legal move in this position (checkmate or stalemate): ${fen}`);
  }
}
