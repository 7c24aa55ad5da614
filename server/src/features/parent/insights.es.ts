import type { ContentTexts } from '../../content/i18n/texts';

// Spanish of the sentences insights.ts writes for a parent (strengths, topics to practise and the
// weekly summary; issue 27). The English is written inline there; here each sentence is a
// template keyed by what writes it, with its values as {placeholders}, and `parentInsightsEn`
// holds the English templates they translate (insights-es.test.ts checks that every sentence
// insights.ts writes matches one). Counts that can be 1 go through `units`, each with its
// `one` and `other` form and {n} for the number.

export const parentInsightsEs = {
  /** THEME_NAMES in Spanish, keyed by puzzle theme. */
  themes: {
    hangingPiece: 'ver piezas sin defensa',
    mateIn1: 'jaque mate en una jugada',
    mateIn2: 'jaque mate en dos jugadas',
    backRankMate: 'mates del pasillo',
    fork: 'horquillas (atacar dos piezas a la vez)',
    pin: 'clavadas',
    skewer: 'enfiladas',
    promotion: 'coronar peones',
    discoveredAttack: 'ataques a la descubierta',
    doubleCheck: 'jaques dobles',
    smotheredMate: 'mates de la coz',
  },
  strengths: {
    puzzles: 'Problemas de {theme}: {clean} resueltos al primer intento.',
    lesson: 'Terminó la lección “{lesson}” con muchas estrellas.',
  },
  practise: {
    puzzles: 'Problemas de {theme}: {struggled} necesitaron más de un intento.',
    replayLesson: 'Repetir la lección “{lesson}” para ganar más estrellas.',
    finishLesson: 'Terminar la lección “{lesson}”, que está a medias.',
  },
  week: {
    none: '{name} no jugó a Chess Quest en los últimos 7 días.',
    underAMinute: '{name} jugó {days} esta semana, menos de un minuto en total.',
    played: '{name} jugó {days} esta semana, {total} en total: alrededor de {average} al día, {advice}.',
    adviceUnder: 'un poco menos de los {min}-{max} minutos que recomendamos para esta edad',
    adviceOver: 'más de los {min}-{max} minutos que recomendamos para esta edad, así que un descanso puede venir bien',
    adviceWithin: 'justo dentro de los {min}-{max} minutos que recomendamos para esta edad',
    learning: 'Aprendizaje: trabajó en {items}.',
    puzzles: 'Problemas: resolvió {solved} en {tries}.',
    games: 'Partidas: jugó {games} y ganó {won}.',
    achievements: 'Logros nuevos: {count}. ¡Merece chocar los cinco!',
    streak: '{name} lleva una racha de {streak} días.',
    /** How the learning items are joined: “2 lecciones y 1 capítulo de la historia”. */
    and: ' y ',
  },
  'units/day': { one: '{n} día', other: '{n} días' },
  'units/minute': { one: '{n} minuto', other: '{n} minutos' },
  'units/lesson': { one: '{n} lección', other: '{n} lecciones' },
  'units/story-chapter': { one: '{n} capítulo de la historia', other: '{n} capítulos de la historia' },
  'units/try': { one: '{n} intento', other: '{n} intentos' },
  'units/game': { one: '{n} partida', other: '{n} partidas' },
} satisfies ContentTexts;

/** The English templates of the sentences above, as insights.ts writes them. */
export const parentInsightsEn = {
  strengths: {
    puzzles: 'Puzzles about {theme}: {clean} solved on the first try.',
    lesson: 'Finished the lesson “{lesson}” with top stars.',
  },
  practise: {
    puzzles: 'Puzzles about {theme}: {struggled} needed more than one try.',
    replayLesson: 'Replay the lesson “{lesson}” to earn more stars.',
    finishLesson: 'Finish the lesson “{lesson}”, it is under way.',
  },
  week: {
    none: '{name} has not played Chess Quest in the last 7 days.',
    underAMinute: '{name} played on {days} this week, less than a minute in all.',
    played: '{name} played on {days} this week, {total} in all: about {average} a day, {advice}.',
    adviceUnder: 'a little under the {min}-{max} minutes we suggest for this age',
    adviceOver: 'more than the {min}-{max} minutes we suggest for this age, so a break may help',
    adviceWithin: 'right within the {min}-{max} minutes we suggest for this age',
    learning: 'Learning: worked on {items}.',
    puzzles: 'Puzzles: {solved} solved out of {tries}.',
    games: 'Games: {games} played, {won} won.',
    achievements: 'New achievements: {count}. Worth a high five!',
    streak: '{name} is on a {streak}-day streak.',
  },
} satisfies ContentTexts;
