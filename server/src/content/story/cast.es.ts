import type { ContentTexts } from '../i18n/texts';

// The names of the story's speakers in Spanish (issue 27), keyed `speaker/<id>` as STORY_SPEAKERS
// in cast.ts. Names stay names (Pip, Bramble, Tobin, Rooka, Celeste, Sir Hop); titles are
// translated, with the piece's chess name: Bramble is an alfil, Celeste a reina (a person).

export const castEs = {
  'speaker/narrator': { name: 'El cuentacuentos' },
  'speaker/pip': { name: 'Pip' },
  'speaker/bishop-bramble': { name: 'Alfil Bramble' },
  'speaker/king-tobin': { name: 'Rey Tobin' },
  'speaker/rooka': { name: 'Rooka' },
  'speaker/sir-hop': { name: 'Sir Hop' },
  'speaker/queen-celeste': { name: 'Reina Celeste' },
  'speaker/shadow-king': { name: 'El Rey de las Sombras' },
} satisfies ContentTexts;
