import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

// scrypt parameters (N=2^15, r=8, p=1) are OWASP's minimum for scrypt; stored with the
// hash so they can be raised later without breaking old hashes.
const PRODUCTION_COST = 2 ** 15;
/**
 * The test runs (NODE_ENV=test: vitest, the journeys' servers) hash at N=2^10: the same code,
 * the same stored format and the same checks, read back from the hash like any older cost, but
 * 11 ms a hash instead of 260 on a loaded 2-core machine (a sign-up hashes twice, a class of 40
 * students forty times). Development and production keep OWASP's minimum. NODE_ENV is one of
 * three values (config.ts checks it) and never 'test' in a deployment.
 */
export function secretHashCost(nodeEnv: string | undefined): number {
  return nodeEnv === 'test' ? 2 ** 10 : PRODUCTION_COST;
}
const N = secretHashCost(process.env.NODE_ENV);
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(secret, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;
/**
 * Spends the same time as a real check, so that a sign-in for an unknown email cannot be
 * told apart from a wrong password by its timing.
 */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummyHash ??= hashSecret('chess-quest-dummy-password');
  await verifySecret(secret, await dummyHash);
  return false;
}
