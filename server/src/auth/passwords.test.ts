import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, secretHashCost, verifySecret } from './passwords';

describe('secrets are hashed with scrypt', () => {
  it('at OWASP’s minimum cost everywhere but the test runs', () => {
    expect(secretHashCost('production')).toBe(2 ** 15);
    expect(secretHashCost('development')).toBe(2 ** 15);
    expect(secretHashCost(undefined)).toBe(2 ** 15);
    expect(secretHashCost('test')).toBe(2 ** 10);
  });

  it('checks a secret against the cost stored with its hash, so a hash made at production cost still verifies', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('1234', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const production = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifySecret('1234', production)).toBe(true);
    expect(await verifySecret('1235', production)).toBe(false);

    const made = await hashSecret('cat-dog-fish');
    expect(made.split('$').slice(0, 4)).toEqual(['scrypt', String(secretHashCost(process.env.NODE_ENV)), '8', '1']);
    expect(await verifySecret('cat-dog-fish', made)).toBe(true);
    expect(await verifySecret('cat-dog-bird', made)).toBe(false);
    expect(await verifySecret('cat-dog-fish', 'md5$abc')).toBe(false);
  });
});
