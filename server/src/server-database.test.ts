import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseToOpen } from './server';

describe('the database a node opens (decision 030)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cq-open-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an in-memory database starts from the packed folder only when packed starts are asked for, and empty without a packed file', () => {
    const file = path.join(dir, 'pglite-seed.tar.gz');
    writeFileSync(file, 'packed');
    const missing = path.join(dir, 'none.tar.gz');
    expect(databaseToOpen({ kind: 'pglite', dataDir: null, packedStart: true }, file)).toHaveProperty('seed');
    expect(databaseToOpen({ kind: 'pglite', dataDir: null, packedStart: false }, file)).not.toHaveProperty('seed');
    expect(databaseToOpen({ kind: 'pglite', dataDir: null, packedStart: true }, missing)).toEqual({
      kind: 'pglite',
      dataDir: null,
      packedStart: true,
    });
    expect(databaseToOpen({ kind: 'postgres', url: 'postgres://u@db:5432/cq' }, file)).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/cq' });
  });
});
