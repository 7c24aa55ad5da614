import type { ChallengeMessage } from './multiplayer';

// Spanish of the ready-made messages a challenge can carry (multiplayer.ts CHALLENGE_MESSAGES;
// issue 27). The message travels as its English text, its id; each child reads it in their own
// language, so the Spanish is keyed by the English message.

export const CHALLENGE_MESSAGES_ES: Record<ChallengeMessage, string> = {
  'Want to play a game?': '¿Jugamos una partida?',
  'Good luck, have fun!': '¡Buena suerte y a divertirse!',
  "Let's have a friendly game!": '¡Juguemos una partida amistosa!',
  'Ready for a challenge?': '¿Te animas a un reto?',
  'Rematch?': '¿Revancha?',
  'I am practising, be kind!': 'Estoy practicando, ¡sé amable!',
};
