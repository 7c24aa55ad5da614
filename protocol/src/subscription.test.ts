import { describe, expect, it } from 'vitest';
import { createSubscriptionBodySchema, expiryIsInFuture, parseExpiry, passesLuhn } from './subscription';

describe('card checks of the demo form', () => {
  it('accepts numbers with a good Luhn checksum only', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('reads MM/YY and MM/YYYY, and a card works through its expiry month', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry(' 4 / 2027 ')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('00/27')).toBeNull();
    expect(parseExpiry('0427')).toBeNull();
    const now = new Date('2027-04-30T23:00:00Z');
    expect(expiryIsInFuture({ month: 4, year: 2027 }, now)).toBe(true);
    expect(expiryIsInFuture({ month: 3, year: 2027 }, now)).toBe(false);
  });

  it('takes only the plan price as the amount (spec §9)', () => {
    expect(createSubscriptionBodySchema.safeParse({ planType: 'Premium', amount: 499 }).success).toBe(true);
    expect(createSubscriptionBodySchema.safeParse({ planType: 'Family', amount: 799 }).success).toBe(true);
    const wrong = createSubscriptionBodySchema.safeParse({ planType: 'Family', amount: 499 });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['amount'], message: 'amount must be 799 for the Family plan' });
  });
});
