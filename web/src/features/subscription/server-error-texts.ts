import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { registerErrorTexts } from '../../lib/request-error-message';

// The demo card form's refusals (protocol BILLING_MESSAGES), said from their reason in the
// reader's language (issue 27). The form imports this file.

registerErrorTexts({
  'billing.declined': () => i18n._(msg`Your card was declined.`),
  'billing.notATestCard': () => i18n._(msg`This is a demo: no real card is charged. Please use the test card 4242 4242 4242 4242.`),
});
