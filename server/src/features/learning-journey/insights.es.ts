import type { ContentTexts } from '../../content/i18n/texts';

// Spanish of the insights insights.ts writes for a child (issue 27). The English is written
// inline there and stored as text; here each insight is a template keyed by its kind (the
// first part of its dedupe key), with its values as {placeholders}:
//   {streak} puzzles solved in a row     {topic}  the theme's words (insightThemesEs)
//   {misses} {of} misses among the last tries, or games counted
//   {lesson} a lesson's title            {level} {next} a computer level (aiLevelsEs)
//   {lost}   games with the queen lost early
//   {path}   a path's name               {paths} the paths it opens, joined by `or`

export const insightsEs = {
  streak: {
    title: '¡Resolviste {streak} problemas de {topic} seguidos!',
    message: 'Todos al primer intento. ¡Sigue así, cada vez se te dan mejor!',
    actionLabel: 'Resuelve otro problema',
  },
  struggle: {
    title: 'Los problemas de {topic} tienen truco',
    message: '{misses} de tus últimos {of} problemas de {topic} necesitaron otro intento. La lección “{lesson}” te puede ayudar.',
    actionLabel: 'Abrir “{lesson}”',
  },
  'ai-win': {
    title: '¡Le ganaste a la computadora en el nivel {level}!',
    message: '¡Qué partida! Cuando quieras, prueba el nivel {next}.',
    actionLabel: 'Jugar otra vez',
  },
  'ai-win-strongest': {
    title: '¡Le ganaste a la computadora en el nivel {level}!',
    message: 'Le ganaste a la computadora más fuerte. ¡Increíble!',
    actionLabel: 'Jugar otra vez',
  },
  'queen-early': {
    title: 'Cuida a tu dama',
    message: 'Te capturaron la dama muy pronto en {lost} de tus últimas {of} partidas. La lección “{lesson}” te puede ayudar.',
    actionLabel: 'Abrir “{lesson}”',
  },
  'path-completed': {
    title: '¡Terminaste “{path}”!',
    message: 'Ahora puedes empezar {paths}.',
    actionLabel: 'Ver tus caminos',
  },
  'path-completed-last': {
    title: '¡Terminaste “{path}”!',
    message: 'Terminaste todo el recorrido. ¡Eres una leyenda del ajedrez!',
    actionLabel: 'Ver tus caminos',
  },
  'perfect-lesson': {
    title: '¡Una lección perfecta!',
    message: 'Tres estrellas en cada paso. Tu próxima lección te espera.',
    actionLabel: 'Siguiente lección',
  },
  /** How the paths a finished path opens are joined: “Táctica básica” o “Finales básicos”. */
  join: { or: ' o ' },
} satisfies ContentTexts;

/** THEME_WORDS of insight-rules.ts in Spanish: what a puzzle of the theme is about, and its lesson's title. */
export const insightThemesEs = {
  fork: { topic: 'horquilla', lessonTitle: 'Primeros trucos: horquilla, clavada, enfilada' },
  pin: { topic: 'clavada', lessonTitle: 'Primeros trucos: horquilla, clavada, enfilada' },
  skewer: { topic: 'enfilada', lessonTitle: 'Primeros trucos: horquilla, clavada, enfilada' },
  mateIn1: { topic: 'mate en una', lessonTitle: '¡Jaque mate!' },
  mateIn2: { topic: 'mate en dos', lessonTitle: '¡Jaque mate!' },
  backRankMate: { topic: 'mate del pasillo', lessonTitle: 'La escalera de torres' },
  hangingPiece: { topic: 'piezas gratis', lessonTitle: 'Cuánto valen las piezas' },
  promotion: { topic: 'coronación', lessonTitle: 'La coronación' },
} satisfies ContentTexts;

/** The computer's levels as the insights name them (“Easy”, “Medium”, “Hard”). */
export const aiLevelsEs = {
  easy: { name: 'Fácil' },
  medium: { name: 'Medio' },
  hard: { name: 'Difícil' },
} satisfies ContentTexts;
