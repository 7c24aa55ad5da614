import { REVIEW_LADDER, type JOURNEY_MESSAGES, type PATH_DIFFICULTY_NAMES, type SkillName } from './learning-journey';

// Spanish of the learning journey's fixed texts (learning-journey.ts; issue 27). Each record is
// typed by the English one's keys, so a text added in English and not here fails the typecheck.

/** SKILL_LABELS in Spanish. The skills' names on the skills tab, the parent dashboard and the path cards. */
export const SKILL_LABELS_ES: Record<SkillName, string> = {
  'piece-movement': 'Cómo se mueven las piezas',
  checkmates: 'Jaques mate',
  forks: 'Horquillas',
  'pins-and-skewers': 'Clavadas y enfiladas',
  'hanging-pieces': 'Piezas sin defensa',
  endgames: 'Finales',
  'opening-principles': 'Ideas de apertura',
  calculation: 'Cálculo',
  'clock-handling': 'Manejo del reloj',
};

/** PATH_DIFFICULTY_NAMES in Spanish (spec §9). */
export const PATH_DIFFICULTY_NAMES_ES: Record<keyof typeof PATH_DIFFICULTY_NAMES, string> = {
  1: 'Principiante',
  2: 'Fácil',
  3: 'Medio',
  4: 'Difícil',
  5: 'Experto',
};

/** JOURNEY_MESSAGES in Spanish. */
export const JOURNEY_MESSAGES_ES: Record<keyof typeof JOURNEY_MESSAGES, string> = {
  notFound: 'Ese camino de aprendizaje no existe.',
  locked: 'Este camino todavía está cerrado. Termina antes los caminos anteriores. ¡Ya casi lo tienes!',
  alreadyCompleted: 'Ya terminaste este camino. ¡Muy bien!',
  notStarted: 'Primero empieza este camino.',
  insightNotFound: 'Ese consejo no existe.',
  started: '¡Empezó tu camino de aprendizaje!',
  welcomeBack: '¡Hola de nuevo!',
  startFailed: 'No se pudo empezar el camino de aprendizaje. Inténtalo otra vez.',
  noInsights: 'Todavía no hay consejos',
};

/** REVIEW_LADDER's labels in Spanish, rung by rung. */
export const REVIEW_LADDER_LABELS_ES: Record<(typeof REVIEW_LADDER)[number]['label'], string> = {
  '4 hours': '4 horas',
  '1 day': '1 día',
  '3 days': '3 días',
  '1 week': '1 semana',
  '2 weeks': '2 semanas',
  '1 month': '1 mes',
};

/** REVIEW_LADDER_WORDS in Spanish: "4 horas, 1 día, 3 días, 1 semana, 2 semanas y 1 mes". */
const ladder = REVIEW_LADDER.map((rung) => REVIEW_LADDER_LABELS_ES[rung.label]);
export const REVIEW_LADDER_WORDS_ES = `${ladder.slice(0, -1).join(', ')} y ${ladder[ladder.length - 1]!}`;
