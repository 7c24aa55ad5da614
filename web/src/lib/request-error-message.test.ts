import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ApiError, refusalOf } from './api-client';
import { apiErrorText, errorCodeText, registerErrorTexts } from './request-error-message';

// A server refusal names its reason and values (protocol error-codes.ts, issue 27): in English
// the page says the server's own sentence; in another language the sentence a feature gave for
// the reason, from the values, never matched on the English.

const refusal = (body: object) => new ApiError(403, JSON.stringify(body), 'Forbidden');
const lessonLocked = refusal({
  code: 'locked',
  message: 'This lesson opens at level 4. Keep learning to get there!',
  reason: 'lessons.moduleLocked',
  values: { level: 4 },
});

registerErrorTexts({ 'lessons.moduleLocked': ({ level }) => `Esta lección se abre en el nivel ${level}.` });

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('a refusal said in the reader’s language', () => {
  it('reads the reason and its values from the answer, and only numbers and texts', () => {
    const parsed = refusal({ code: 'locked', message: 'x', reason: 'lessons.moduleLocked', values: { level: 4, bad: { nested: true }, no: null } });
    expect(parsed.reason).toBe('lessons.moduleLocked');
    expect(parsed.values).toEqual({ level: 4 });
    expect(refusalOf(parsed, 'lessons.moduleLocked')).toEqual({ level: 4 });
    expect(refusalOf(parsed, 'story.chapterLocked')).toBeNull();
    expect(refusalOf(new Error('x'), 'lessons.moduleLocked')).toBeNull();
    expect(refusal({ code: 'locked', message: 'x' }).values).toEqual({});
  });

  it('is the server’s English sentence in English', () => {
    expect(apiErrorText(lessonLocked)).toBe('This lesson opens at level 4. Keep learning to get there!');
  });

  it('is the feature’s sentence from the values in another language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(apiErrorText(lessonLocked)).toBe('Esta lección se abre en el nivel 4.');
  });

  it('falls back to the meaning of the code for a reason no feature has said, or none', () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    const chapter = refusal({ code: 'locked', message: 'This chapter opens at level 9.', reason: 'story.chapterLocked', values: { level: 9 } });
    expect(apiErrorText(chapter)).toBe(errorCodeText('locked'));
    const unknown = refusal({ code: 'premium_required', message: 'Something new.', reason: 'a.reasonFromLater' });
    expect(apiErrorText(unknown)).toBe(errorCodeText('premium_required'));
  });
});
