import { z } from 'zod';

/**
 * POST /ops/backup?kind=copy|dump: an operator's backup of a node's embedded PGlite folder
 * (issue 28, docs/deployment.md "Backups"). Answered to this machine only (loopback, not
 * through a proxy); the backup is written on the node's disk, never sent back.
 */
export const backupQuerySchema = z.object({
  kind: z.enum(['copy', 'dump'], { error: "kind must be 'copy' (the folder) or 'dump' (dumpDataDir, one .tar.gz)" }),
});
export type BackupQuery = z.infer<typeof backupQuerySchema>;

export const backupAnswerSchema = z.object({
  kind: z.enum(['copy', 'dump']),
  /** Where the node wrote it: a folder (copy) or a file (dump). */
  path: z.string(),
  bytes: z.number().int(),
  ms: z.number().int(),
});
export type BackupAnswer = z.infer<typeof backupAnswerSchema>;
