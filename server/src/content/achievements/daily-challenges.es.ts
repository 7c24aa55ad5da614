import type { ContentTexts } from '../i18n/texts';

// Spanish texts of the daily challenge templates (daily-challenges.ts), keyed by template id (issue 27).

export const dailyChallengesEs = {
  'b1-steps-3': { title: 'Hora de aprender', description: 'Termina 3 pasos de lecciones.' },
  'b1-puzzles-2': { title: 'Par de problemas', description: 'Resuelve 2 problemas nuevos.' },
  'b1-easy-win': { title: 'Gánale al robot', description: 'Gana una partida contra el nivel Fácil.' },
  'b1-story-3': { title: 'Hora del cuento', description: 'Lee 3 páginas de la historia.' },
  'b1-star': { title: 'Brilla fuerte', description: 'Consigue 3 estrellas en un paso de una lección.' },
  'b1-ai-game': { title: 'Juega una partida', description: 'Termina una partida contra la computadora.' },
  'b1-mate': { title: 'Encuentra el mate', description: 'Resuelve un problema de jaque mate.' },
  'b1-first-try': { title: 'A la primera', description: 'Resuelve un problema al primer intento.' },
  'b2-steps-5': { title: 'Sigue aprendiendo', description: 'Termina 5 pasos de lecciones.' },
  'b2-puzzles-4': { title: 'Cuatro problemas', description: 'Resuelve 4 problemas nuevos.' },
  'b2-forks-2': { title: 'Día de horquillas', description: 'Resuelve 2 problemas de horquilla.' },
  'b2-medium-win': { title: 'Partida de nivel Medio', description: 'Gana una partida contra el nivel Medio.' },
  'b2-castle': { title: 'Enroca pronto', description: 'Enroca en una partida.' },
  'b2-story-5': { title: 'Pasa la página', description: 'Lee 5 páginas de la historia.' },
  'b2-first-try-2': { title: 'Puntería fina', description: 'Resuelve 2 problemas al primer intento.' },
  'b2-wins-2': { title: 'Doble victoria', description: 'Gana 2 partidas contra la computadora.' },
  'b3-puzzles-6': { title: 'Carrera de problemas', description: 'Resuelve 6 problemas nuevos.' },
  'b3-forks-3': { title: 'Reto de horquillas', description: 'Resuelve 3 problemas de horquilla.' },
  'b3-pins-2': { title: '¡Clávalas!', description: 'Resuelve 2 problemas de clavada.' },
  'b3-hard-win': { title: 'Caza del dragón', description: 'Gana una partida contra el nivel Difícil.' },
  'b3-mates-3': { title: 'Tres mates', description: 'Resuelve 3 problemas de jaque mate.' },
  'b3-first-try-3': { title: 'Concentración total', description: 'Resuelve 3 problemas al primer intento.' },
  'b3-stars-3': { title: 'Pulir estrellas', description: 'Consigue 3 estrellas en 3 pasos de lecciones.' },
  'b3-medium-wins-2': { title: 'Victoria tras victoria', description: 'Gana 2 partidas contra el nivel Medio.' },
} satisfies ContentTexts;
