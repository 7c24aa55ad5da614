import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

// Web unit tests read texts in English, straight from the macros (they keep the English
// outside a production build): no catalogue is loaded.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });
