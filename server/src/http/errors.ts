import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { Logger } from '../logger';

/** An error whose status and message may be shown to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'You are not signed in.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

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

/** Parses outside input with a protocol schema; a mismatch becomes a 400 naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(describeZodError(result.error, input ?? {}));
  return result.data;
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
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
      res.status(error.status).json({ message: error.message });
      return;
    }
    if (error instanceof z.ZodError) {
      res.status(400).json({ message: describeZodError(error) });
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
      res.status(parserError.status).json({ message });
      return;
    }
    (req.log ?? logger).error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}
