import type { ContentTexts } from '../../content/i18n/texts';

// Spanish of the sentences skills.ts writes about a child's skills (strengths and weaknesses;
// issue 27). The English sentences are written inline there; here each one is a template keyed
// by the part of the assessment that writes it, with its values as {placeholders}:
//   {skill}   the skill's name in lower case (SKILL_LABELS_ES in protocol/src/learning-journey.es.ts)
//   {percent} first-try solves in percent       {lesson} a lesson's title
//   {castled} games castled in                  {games}  games counted
//   {flagged} live games lost on time

export const skillSentencesEs = {
  puzzles: {
    strength: 'Resuelves los problemas de {skill} al primer intento el {percent} % de las veces.',
    weakness: 'Los problemas de {skill} a menudo necesitan otro intento.',
  },
  lessons: {
    unfinished: 'Termina la lección “{lesson}”.',
    perfect: 'Tres estrellas en cada paso de “{lesson}”.',
    replay: 'Vuelve a jugar “{lesson}” para ganar más estrellas.',
  },
  openings: {
    castled: 'Enrocaste en {castled} de tus últimas {games} partidas.',
    castleEarly: 'Enroca pronto para poner a salvo a tu rey.',
    developFirst: 'Saca los caballos y los alfiles antes que la dama.',
  },
  clock: {
    neverFlagged: 'Nunca te quedaste sin tiempo en tus partidas en vivo.',
    flagged: 'Te quedaste sin tiempo en {flagged} de {games} partidas en vivo: no pierdas de vista tu reloj.',
  },
} satisfies ContentTexts;

/** The English template of each sentence above, as skills.ts writes it, for the translator and the check. */
export const skillSentencesEn = {
  puzzles: {
    strength: 'You solve puzzles about {skill} on the first try {percent}% of the time.',
    weakness: 'Puzzles about {skill} often need another try.',
  },
  lessons: {
    unfinished: "Finish the lesson '{lesson}'.",
    perfect: "Three stars in every step of '{lesson}'.",
    replay: "Play '{lesson}' again for more stars.",
  },
  openings: {
    castled: 'You castled in {castled} of your last {games} games.',
    castleEarly: 'Castle early to keep your king safe.',
    developFirst: 'Bring out knights and bishops before the queen.',
  },
  clock: {
    neverFlagged: 'You never ran out of time in your live games.',
    flagged: 'You ran out of time in {flagged} of {games} live games: keep an eye on your clock.',
  },
} satisfies ContentTexts;
