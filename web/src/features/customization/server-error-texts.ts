import { msg } from '@lingui/core/macro';
import { UNLOCK_CONDITIONS, type UnlockCondition } from '@chess-quest/protocol/customization';
import { asShown, i18n, protocolLocale } from '../../lib/i18n';
import { registerErrorTexts } from '../../lib/request-error-message';
import { MESSAGES, unlockCondition } from './words';

// The server's refusals on this page (protocol CUSTOMIZATION_MESSAGES), said from their reason
// and values in the reader's language (issue 27). The page imports this file.

registerErrorTexts({
  'customization.locked': ({ condition, cost = 0 }) => {
    if (condition === 'points') return i18n._(msg`This theme is still locked. Buy it for ${cost} points to unlock it!`);
    const known = UNLOCK_CONDITIONS.find((c: UnlockCondition) => c === condition);
    if (!known) return null;
    const words = asShown(unlockCondition(known, Number(cost), protocolLocale()));
    return i18n._(msg`This theme is still locked. ${words} to unlock it!`);
  },
  'customization.premium': () => i18n._(msg`This theme is part of Premium, which grown-ups choose.`),
  'customization.avatarPremium': () => i18n._(MESSAGES.avatarPremium),
  'customization.notEnoughPoints': ({ cost = 0, points = 0 }) =>
    i18n._(msg`You need ${cost} points for this theme and you have ${points}. Keep playing to earn more!`),
});
