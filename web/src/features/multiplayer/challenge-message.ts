import { CHALLENGE_MESSAGES, type ChallengeMessage } from '@chess-quest/protocol/multiplayer';
import { CHALLENGE_MESSAGES_ES } from '@chess-quest/protocol/multiplayer.es';
import { inActiveLocale } from '../../lib/i18n';

/** The ready-made messages by themselves: a message travels as its English text, its id. */
const CHALLENGE_MESSAGES_EN = Object.fromEntries(CHALLENGE_MESSAGES.map((message) => [message, message])) as Record<ChallengeMessage, string>;

/**
 * A challenge's ready-made message in the reader's language (each child reads it in their own);
 * a text the protocol does not offer (any more) is shown as it came. Call while rendering.
 */
export function challengeMessageText(message: string): string {
  const table: Readonly<Record<string, string>> = inActiveLocale({ en: CHALLENGE_MESSAGES_EN, es: CHALLENGE_MESSAGES_ES });
  return table[message] ?? message;
}
