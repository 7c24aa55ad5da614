import { eq } from 'drizzle-orm';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/accounts';

async function loadSecrets(db: Database, accountId: string) {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash, parentPinHash: accounts.parentPinHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** True when the PIN matches the account's parent PIN; spends the same time when none is set. */
async function verifyParentPin(db: Database, accountId: string, pin: string): Promise<boolean> {
  const secrets = await loadSecrets(db, accountId);
  if (!secrets?.parentPinHash) return verifyAgainstDummy(pin);
  return verifySecret(pin, secrets.parentPinHash);
}

export type PinResetOutcome = 'reset' | 'wrong-password' | 'no-password';

/** The account password proves the parent; it sets a new PIN. */
async function resetParentPin(db: Database, accountId: string, password: string, newPin: string): Promise<PinResetOutcome> {
  const secrets = await loadSecrets(db, accountId);
  if (!secrets?.passwordHash) return 'no-password';
  if (!(await verifySecret(password, secrets.passwordHash))) return 'wrong-password';
  const parentPinHash = await hashSecret(newPin);
  await db.update(accounts).set({ parentPinHash, updatedAt: new Date() }).where(eq(accounts.id, accountId));
  return 'reset';
}

/** The parent PIN: checked to open the parent area, reset with the account password. */
export function createPinService({ db }: { db: Database }) {
  return {
    verify: (accountId: string, pin: string) => verifyParentPin(db, accountId, pin),
    reset: (accountId: string, password: string, newPin: string) => resetParentPin(db, accountId, password, newPin),
  };
}

export type PinService = ReturnType<typeof createPinService>;
