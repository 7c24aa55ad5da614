import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { registerErrorTexts } from '../../lib/request-error-message';

// The server's refusals in the parent area (protocol PARENT_MESSAGES): the PIN, the password
// that resets it, and family profiles, said from their reason and values in the reader's
// language (issue 27). The parent gate, the PIN reset and the family section import this file.

registerErrorTexts({
  'parent.wrongPin': () => i18n._(msg`That PIN isn't right. Please try again.`),
  'parent.tooManyPinAttempts': () => i18n._(msg`Too many PIN tries. Please wait 15 minutes and try again, or reset the PIN with your password.`),
  'parent.wrongPassword': () => i18n._(msg`That password isn't right. Please try again.`),
  'parent.noPassword': () =>
    i18n._(
      msg`This account signs in through your login provider and has no password here, so the PIN cannot be reset on this page. Please write to us from the Contact Us page.`,
    ),
  'parent.childLimit': ({ limit }) => {
    const most = Number(limit);
    return most > 1
      ? i18n._(msg`You already have ${plural(most, { one: '# child profile', other: '# child profiles' })}, the most an account can have.`)
      : i18n._(msg`Your plan includes one child profile. Upgrade to the Family plan to add up to 3 children.`);
  },
  'parent.childInGame': () => i18n._(msg`This child is playing an online game right now. Please try again when the game is over.`),
});
