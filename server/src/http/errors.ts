import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { z } from 'zod';
import {
  defaultErrorCode,
  type ApiErrorBody,
  type ErrorCode,
  type ErrorReason,
  type ErrorReasonValues,
  type ErrorValues,
} from '@chess-quest/protocol/errors';
import type { Logger } from '../logger';
import { isBadValueForDatabase, isUnavailable, UNAVAILABLE_MESSAGE } from './unavailable';

/** The values argument of a reason: none for a sentence without values. */
type ReasonValuesArgs<R extends ErrorReason> = keyof ErrorReasonValues[R] extends never ? [] : [values: ErrorReasonValues[R]];

/**
 * An error whose status, code and message may be shown to the client as they are. The
 * code (protocol/src/errors.ts) is what clients branch on; without a precise one it
 * follows from the status. A refusal a person reads also names its reason and its values
 * (`.because(…)`), so a client says it in the reader's language (issue 27).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  reason?: ErrorReason;
  values?: ErrorValues;

  constructor(
    readonly status: number,
    message: string,
    code?: ErrorCode,
    readonly field?: string,
  ) {
    super(message);
    this.code = code ?? defaultErrorCode(status);
  }

  /** Names the refusal's reason and the values of its sentence: `throw locked(msg).because('story.chapterLocked', { level })`. */
  because<R extends ErrorReason>(reason: R, ...values: ReasonValuesArgs<R>): this {
    this.reason = reason;
    if (values[0]) this.values = values[0];
    return this;
  }

  get body(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.values ? { values: this.values } : {}),
    };
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, 'invalid_input', field);
export const unauthorized = (message = 'You are not signed in.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A chess move that is not legal here, or not the answer the step or puzzle wants. */
export const illegalMove = (message: string) => new HttpError(400, message, 'illegal_move');
export const parentGateRequired = (message: string) => new HttpError(403, message, 'parent_gate_required');
export const premiumRequired = (message: string) => new HttpError(403, message, 'premium_required');
/** Locked by progress: a level, a prerequisite, an unlock condition. */
export const locked = (message: string) => new HttpError(403, message, 'locked');
export const rateLimited = (message: string) => new HttpError(429, message, 'rate_limited');
export const unavailable = (message: string) => new HttpError(503, message, 'unavailable');
export const paymentFailed = (message: string) => new HttpError(402, message, 'payment_failed');

/** Sends an error answer in the contract's shape. */
export function sendError(res: Response, status: number, message: string, code: ErrorCode = defaultErrorCode(status)): void {
  const body: ApiErrorBody = { code, message };
  res.status(status).json(body);
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * The first problem, naming its field: "childAge must be between 6 and 12", or
 * "childAge is required" when the input lacks it (when the input is known).
 */
export function describeZodError(error: z.ZodError, input?: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  if (field && input !== undefined && valueAt(input, issue.path) === undefined) return `${field} is required`;
  if (!field || issue.message.startsWith(field)) return issue.message;
  return `${field}: ${issue.message}`;
}

/** The input the first problem is about ("childAge", "moves.0"), when it is about one. */
export function fieldOf(error: z.ZodError): string | undefined {
  const path = error.issues[0]?.path ?? [];
  return path.length > 0 ? path.map(String).join('.') : undefined;
}

/** Parses outside input with a protocol schema; a mismatch becomes a 400 naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(describeZodError(result.error, input ?? {}), fieldOf(result.error));
  return result.data;
}

export const apiNotFound: RequestHandler = (req, res) => {
  sendError(res, 404, `No API route for ${req.method} ${req.path}`);
};

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message: string;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json(error.body);
      return;
    }
    if (error instanceof z.ZodError) {
      const field = fieldOf(error);
      const body: ApiErrorBody = { code: 'invalid_input', message: describeZodError(error), ...(field ? { field } : {}) };
      res.status(400).json(body);
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError?.expose && parserError.status && parserError.status < 500) {
      const message =
        parserError.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON.'
          : parserError.type === 'entity.too.large'
            ? 'Request body is too large.'
            : parserError.message;
      sendError(res, parserError.status, message);
      return;
    }
    if (isBadValueForDatabase(error) || (error instanceof URIError && parserError.status === 400)) {
      // A backstop: the schemas should have refused it, so it is logged to be fixed there.
      (req.log ?? logger).warn({ err: error, method: req.method, url: req.originalUrl }, 'bad input reached the database');
      res.status(400).json({ code: 'invalid_input', message: 'Some of what was sent is not valid.' });
      return;
    }
    if (isUnavailable(error)) {
      (req.log ?? logger).warn({ err: error, method: req.method, url: req.originalUrl }, 'dependency unavailable');
      res.status(503).set('Retry-After', '30').json({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
      return;
    }
    (req.log ?? logger).error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    sendError(res, 500, 'Something went wrong on our side. Please try again.');
  };
}
