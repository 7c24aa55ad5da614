import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlanName } from '@chess-quest/protocol/constants';

/** A plan's short name as the subscription page says it ("Premium", "Family"), in the reader's language. */
export const PLAN_WORDS: Readonly<Record<PlanName, MessageDescriptor>> = {
  Basic: msg`Basic`,
  Premium: msg`Premium`,
  Family: msg`Family`,
};
