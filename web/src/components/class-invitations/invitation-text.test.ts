import { describe, expect, it } from 'vitest';
import { expiryText, invitationLink, typedInvitationCode } from './invitation-text';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();

describe('expiryText', () => {
  it('counts whole days left while more than one is left', () => {
    expect(expiryText(hours(24 * 7), NOW)).toMatch(/^Works for 7 more days \(until .+\)$/);
    expect(expiryText(hours(30), NOW)).toMatch(/^Works for 1 more day \(until .+\)$/);
    // A week-long code read a moment after it was made still says a week.
    expect(expiryText(new Date(NOW + 7 * 86_400_000 - 60_000).toISOString(), NOW)).toMatch(/^Works for 7 more days/);
  });

  it('gives the time on the last day', () => {
    expect(expiryText(hours(2), NOW)).toMatch(/^Works until .+ (today|tomorrow)$/);
  });

  it('says expired once the time has passed', () => {
    expect(expiryText(hours(0), NOW)).toMatch(/^Expired on /);
    expect(expiryText(hours(-48), NOW)).toMatch(/^Expired on /);
  });
});

describe('invitationLink', () => {
  it('joins the origin and the path with one slash', () => {
    expect(invitationLink('https://chess.example/', '/join-class?code=ABCD-EFGH')).toBe('https://chess.example/join-class?code=ABCD-EFGH');
    expect(invitationLink('http://localhost:5173', '/join-class?code=ABCD-EFGH')).toBe('http://localhost:5173/join-class?code=ABCD-EFGH');
  });
});

describe('typedInvitationCode', () => {
  it('keeps letters and digits, upper case, with the dash after the fourth', () => {
    expect(typedInvitationCode('abcd efgh')).toBe('ABCD-EFGH');
    expect(typedInvitationCode(' ab-cd-ef ')).toBe('ABCD-EF');
    expect(typedInvitationCode('abcd')).toBe('ABCD');
    expect(typedInvitationCode('ABCD-')).toBe('ABCD');
  });

  it('stops at 8 characters and drops anything else', () => {
    expect(typedInvitationCode('ABCD-EFGH-JKLM')).toBe('ABCD-EFGH');
    expect(typedInvitationCode('ÄB!c?d😀e')).toBe('BCDE');
    expect(typedInvitationCode('')).toBe('');
  });
});
