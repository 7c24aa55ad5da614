import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultEnginePoolSize, loadConfig } from './config';

describe('engine workers per node (ENGINE_POOL_SIZE)', () => {
  it('in production on one or two cores, an engine a core: one for the AI games, one free for reviews (decision 044)', () => {
    expect(defaultEnginePoolSize('production', 1)).toBe(1);
    expect(defaultEnginePoolSize('production', 2)).toBe(2);
    expect(defaultEnginePoolSize('production', 4)).toBe(3);
    expect(defaultEnginePoolSize('production', 16)).toBe(15);
  });

  it('test runs and development keep a core for the rest: a test server needs no second engine', () => {
    for (const env of ['test', 'development'] as const) {
      expect(defaultEnginePoolSize(env, 1)).toBe(1);
      expect(defaultEnginePoolSize(env, 2)).toBe(1);
      expect(defaultEnginePoolSize(env, 8)).toBe(7);
    }
  });

  it('reads the default for this machine when unset or empty, and the number when set', () => {
    const cores = cpus().length;
    expect(loadConfig({ NODE_ENV: 'test' }).enginePoolSize).toBe(defaultEnginePoolSize('test', cores));
    expect(loadConfig({ NODE_ENV: 'test', ENGINE_POOL_SIZE: '' }).enginePoolSize).toBe(defaultEnginePoolSize('test', cores));
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) } as const;
    expect(loadConfig(production).enginePoolSize).toBe(defaultEnginePoolSize('production', cores));
    expect(loadConfig({ ...production, ENGINE_POOL_SIZE: '1' }).enginePoolSize).toBe(1);
    expect(() => loadConfig({ NODE_ENV: 'test', ENGINE_POOL_SIZE: '0' })).toThrow(/ENGINE_POOL_SIZE/);
  });
});
