import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { labelledMessage, showServerFieldError } from './form';

const LABELS = { parentPin: 'Parent PIN', childFirstName: "Child's first name", email: 'Email' };

function recorder() {
  const calls: { field: string; message: string | undefined; focus: boolean | undefined }[] = [];
  const form = {
    setError: (field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      calls.push({ field, message: error.message, focus: options?.shouldFocus });
    },
  };
  return { calls, form };
}

describe('labelledMessage', () => {
  it('replaces the API field name that starts a message with the form label', () => {
    expect(labelledMessage('childFirstName is required', 'childFirstName', LABELS)).toBe("Child's first name is required");
    expect(labelledMessage('parentPin must be exactly 4 digits', 'parentPin', LABELS)).toBe('Parent PIN must be exactly 4 digits');
  });

  it('leaves other sentences alone', () => {
    expect(labelledMessage('An account with this email already exists.', 'email', LABELS)).toBe('An account with this email already exists.');
    expect(labelledMessage('emailing is off', 'email', LABELS)).toBe('emailing is off');
    expect(labelledMessage('age is required', 'age', LABELS)).toBe('age is required');
  });
});

describe('showServerFieldError', () => {
  it('puts a 400 under the field its body names, labelled, and focuses it', () => {
    const { calls, form } = recorder();
    const error = new ApiError(400, '{"code":"invalid_input","message":"parentPin must be exactly 4 digits","field":"parentPin"}', 'Bad Request');
    expect(showServerFieldError(form as never, error, LABELS)).toBe(true);
    expect(calls).toEqual([{ field: 'parentPin', message: 'Parent PIN must be exactly 4 digits', focus: true }]);
  });

  it('answers false when the body names no field of this form, or no field at all', () => {
    const { calls, form } = recorder();
    const other = new ApiError(400, '{"code":"invalid_input","message":"x is wrong","field":"x"}', '');
    const none = new ApiError(409, '{"code":"conflict","message":"An account with this email already exists."}', '');
    expect(showServerFieldError(form as never, other, LABELS)).toBe(false);
    expect(showServerFieldError(form as never, none, LABELS)).toBe(false);
    expect(showServerFieldError(form as never, new Error('offline'), LABELS)).toBe(false);
    expect(calls).toEqual([]);
  });
});
