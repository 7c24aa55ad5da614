import type { ContentTexts } from '../i18n/texts';

// Spanish texts of the medal catalog (medals.ts), keyed by medal id (issue 27).

export const medalsEs = {
  // skill
  'tactician-bronze': { name: 'Mente táctica', description: 'Resuelve 25 problemas distintos.' },
  'tactician-silver': { name: 'Mente táctica afilada', description: 'Resuelve 100 problemas distintos.' },
  'tactician-gold': { name: 'Mente táctica de oro', description: 'Resuelve 300 problemas distintos.' },
  'tactician-platinum': { name: 'Mente táctica de platino', description: 'Resuelve 600 problemas distintos.' },
  'warrior-bronze': { name: 'Espíritu guerrero', description: 'Gana 3 partidas en vivo.' },
  'warrior-silver': { name: 'Corazón valiente', description: 'Gana 15 partidas en vivo.' },
  'warrior-gold': { name: 'Espada de oro', description: 'Gana 40 partidas en vivo.' },
  'warrior-diamond': { name: 'Espada de diamante', description: 'Gana 100 partidas en vivo.' },
  // arenas: the podium
  'arena-gold': { name: 'Número uno de la arena', description: 'Termina en primer lugar en una arena.' },
  'arena-silver': { name: 'Segundo puesto en la arena', description: 'Termina en segundo lugar en una arena.' },
  'arena-bronze': { name: 'Podio de la arena', description: 'Termina en tercer lugar en una arena.' },
  'engine-tamer': { name: 'Rival del robot', description: 'Gana 3 partidas contra el nivel Difícil.' },
  'checkmate-artist': { name: 'Arcoíris de mates', description: 'Da jaque mate con 5 tipos de pieza distintos.' },
  // achievement
  'scholar-bronze': { name: 'Mente curiosa', description: 'Completa 3 lecciones.' },
  'scholar-silver': { name: 'Mente sabia', description: 'Completa 9 lecciones.' },
  'scholar-gold': { name: 'Mente de oro', description: 'Completa las 18 lecciones.' },
  'storyteller-silver': { name: 'Cuentacuentos', description: 'Termina 10 capítulos de la historia.' },
  'collector-bronze': { name: 'Cazatesoros', description: 'Desbloquea 5 logros.' },
  'collector-gold': { name: 'Cofre del tesoro', description: 'Desbloquea 20 logros.' },
  'collector-diamond': { name: 'Leyenda del tablero', description: 'Desbloquea 40 logros.' },
  // special
  'streak-keeper-silver': { name: 'Racha encendida', description: 'Practica 14 días seguidos.' },
  'streak-keeper-platinum': { name: 'Llama eterna', description: 'Practica 60 días seguidos.' },
  'daily-devotee': { name: 'Cita diaria', description: 'Completa 30 retos diarios.' },
  'secret-passant': { name: 'El secreto de los peones', description: 'Captura al paso en 3 partidas.' },
  'secret-pawn-mate': { name: 'El héroe más pequeño', description: 'Da jaque mate con un peón.' },
  'secret-first-try': { name: 'Ojo de águila', description: 'Resuelve 25 problemas al primer intento.' },
  // seasonal
  'autumn-2026': { name: 'Caza de problemas de otoño', description: 'Resuelve 20 problemas en noviembre de 2026.' },
  'winter-2026': { name: 'Caballos de invierno', description: 'Juega 10 partidas en vivo entre el 1 de diciembre y el 6 de enero.' },
  'spring-2027': { name: 'Lecciones de primavera', description: 'Termina 30 pasos de lecciones en marzo de 2027.' },
} satisfies ContentTexts;
