import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDDY_MESSAGES } from '@chess-quest/protocol/buddies';
import { ApiError } from '../../lib/api-client';
import { unmetBuddyText } from './new-game-form';

// Asking for a buddy not met yet: the server's refusal names its reason and values (issue 27),
// and the form says it in the reader's language from them.

afterEach(() => i18n.activate('en'));

const refusal = (values: object) =>
  new ApiError(403, JSON.stringify({ code: 'locked', message: 'x', reason: 'buddies.locked', values }), 'Forbidden');

describe('the new game form', () => {
  it('says which chapter meets the buddy, in English and in Spanish with the values the server gave', () => {
    expect(unmetBuddyText(refusal({ buddy: 'pippa', name: 'Pippa the Pony', chapter: 1, chapterId: 'c1', title: 'The Board' }))).toBe(
      BUDDY_MESSAGES.locked('Pippa the Pony', 1, 'The Board'),
    );
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(unmetBuddyText(refusal({ buddy: 'pippa', name: 'Pippa la Poni', chapter: 1, chapterId: 'c1', title: 'El tablero' }))).toBe(
      'Termina el capítulo 1 de la historia, "El tablero", para conocer a Pippa la Poni.',
    );
  });

  it('has nothing to say for another error', () => {
    expect(unmetBuddyText(new ApiError(503, '{"code":"unavailable","message":"Busy."}', 'Busy'))).toBeNull();
    expect(unmetBuddyText(new Error('offline'))).toBeNull();
  });
});
