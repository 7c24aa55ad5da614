import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('the dashboard greeting', () => {
  it('says "Welcome" before any activity and "Welcome back" once the child has played', () => {
    expect(greetingFor(0, false)).toBe('welcome');
    expect(greetingFor(10, false)).toBe('welcome-back');
  });

  it('waits for the server rather than guess, and says only "Welcome" (true either way) if it cannot ask', () => {
    expect(greetingFor(undefined, false)).toBeNull();
    expect(greetingFor(undefined, true)).toBe('welcome');
  });
});
