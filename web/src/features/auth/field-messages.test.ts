import { describe, expect, it } from 'vitest';
import { fieldOfMessage, humanizeFieldMessage } from './field-messages';

describe('sign-up field messages', () => {
  it('finds the field a server or schema message names', () => {
    expect(fieldOfMessage('parentPin must be exactly 4 digits')).toBe('parentPin');
    expect(fieldOfMessage('childAge must be between 6 and 12')).toBe('childAge');
    expect(fieldOfMessage('An account with this email already exists.')).toBeUndefined();
  });

  it('replaces the API field name with the form label', () => {
    expect(humanizeFieldMessage('childFirstName is required')).toBe("Child's first name is required");
    expect(humanizeFieldMessage('email must be a valid email address')).toBe('Email must be a valid email address');
    expect(humanizeFieldMessage('Too many attempts')).toBe('Too many attempts');
  });
});
