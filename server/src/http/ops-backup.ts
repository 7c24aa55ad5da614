import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { backupQuerySchema, type BackupAnswer } from '@chess-quest/protocol/ops';
import type { DatabaseHandle } from '../db/client';
import { HttpError, parseInput } from './errors';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Through a proxy (nginx sets these): its peer is the proxy, whatever address that has. */
function proxied(req: Request): boolean {
  return Boolean(req.headers['x-forwarded-for'] || req.headers.forwarded || req.headers['x-real-ip']);
}

/** Where a node keeps the backups of its PGlite folder: `backups/` beside it (./data/backups by default). */
export function backupFolder(dataDir: string): string {
  return path.join(path.dirname(dataDir), 'backups');
}

/**
 * POST /ops/backup?kind=copy|dump (issue 28): a consistent backup of the running node's PGlite
 * folder, written to `backups/` beside it (db/backup.ts). Only for this machine (a loopback
 * peer, no proxy header, no browser: 403 otherwise, and nginx answers /ops/ with 404); 409 when the node
 * runs on PostgreSQL (pg_dump backs that up) or on an in-memory database.
 */
export function opsBackupEndpoint(database: DatabaseHandle, dataDir: string | null): RequestHandler {
  return async (req, res, next) => {
    try {
      // A browser's request (it sends Origin on every cross-site POST) is never an operator's.
      if (!isLoopback(req.socket.remoteAddress) || proxied(req) || req.headers.origin || req.headers['sec-fetch-site']) {
        throw new HttpError(403, 'Backups are taken only from this machine (loopback, not through a proxy, not from a browser).');
      }
      const { kind } = parseInput(backupQuerySchema, req.query);
      if (!database.backup || !dataDir) {
        throw new HttpError(409, 'This node has no PGlite folder to back up: back PostgreSQL up with pg_dump (scripts/ops/backup-postgres.sh).');
      }
      const answer: BackupAnswer = await database.backup(kind, backupFolder(dataDir));
      res.set('Cache-Control', 'no-store').json(answer);
    } catch (error) {
      next(error);
    }
  };
}
