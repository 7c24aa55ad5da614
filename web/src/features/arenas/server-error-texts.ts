import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { registerErrorTexts } from '../../lib/request-error-message';

// The server's refusals on an organiser's arenas (protocol ARENA_MESSAGES), said from their
// reason in the reader's language (issue 27): calling off a started arena, ending one that has
// not started or has already ended. The organiser's list imports this file.

registerErrorTexts({
  'arenas.alreadyStarted': () => i18n._(msg`This arena has already started: end it now instead, or let it end on its own time.`),
  'arenas.notStartedYet': () => i18n._(msg`This arena has not started yet: call it off instead.`),
  'arenas.alreadyEnded': () => i18n._(msg`This arena has already ended.`),
});
