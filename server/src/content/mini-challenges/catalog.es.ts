import type { ContentTexts } from '../i18n/texts';

// Spanish texts of the mini challenge catalog (catalog.ts), keyed by challenge id (issue 27).

export const miniChallengesEs = {
  'quick-light-up': { title: '¡Se enciende!', description: 'Una casilla se enciende. ¡Tócala lo más rápido que puedas!' },
  'quick-name-square': { title: 'Encuentra la casilla', description: 'Lee el nombre de una casilla, como e4, y búscala en el tablero.' },
  'quick-no-letters': { title: 'Sin letras', description: 'Encuentra cada casilla sin letras ni números en el tablero.' },
  'quick-black-side': { title: 'Desde el lado de las negras', description: 'El tablero está al revés. ¿Puedes encontrar todas las casillas?' },
  'quick-coordinate-master': {
    title: 'As de las coordenadas',
    description: 'Sin letras, y el tablero puede girar. ¡Solo los mejores las encuentran todas!',
  },
  'pattern-king-attackers': { title: '¿Quién ataca al rey?', description: 'El rey está en jaque. Elige todas las piezas que lo atacan.' },
  'pattern-hanging-pieces': { title: 'Piezas sin defensa', description: 'Encuentra las piezas que nadie protege y las piezas que dan jaque.' },
  'pattern-fork-finder': { title: 'Cazahorquillas', description: 'Encuentra la casilla donde una pieza ataca a dos. ¡Son difíciles!' },
  'memory-tiny': { title: 'Mini memoria', description: 'Mira tres piezas y luego ponlas donde estaban.' },
  'memory-four': { title: 'Imagina el tablero', description: 'Cuatro piezas para recordar cada vez.' },
  'memory-six': { title: 'Músculos de memoria', description: 'Seis piezas y un vistazo corto. ¡Recuérdalas todas!' },
  'memory-master': { title: 'Memoria de campeón', description: 'Ocho piezas y un vistazo muy corto. Para campeones de la memoria.' },
  'speed-sprint': {
    title: 'Carrera de problemas',
    description: 'Resuelve todos los problemas de una jugada que puedas antes de que se acabe el tiempo.',
  },
  'speed-dash': {
    title: 'Problemas a toda prisa',
    description: 'Problemas más difíciles. Un error te quita segundos; tres aciertos seguidos te devuelven algunos.',
  },
  'speed-storm': { title: 'Tormenta de problemas', description: 'Los problemas rápidos más difíciles. ¿Cuántos puedes resolver?' },
} satisfies ContentTexts;

/** The badge a challenge's reward gives (rewards.badge in catalog.ts), keyed by challenge id. */
export const miniChallengeBadgesEs = {
  'quick-coordinate-master': { badge: 'As de las coordenadas' },
  'pattern-fork-finder': { badge: 'Ojo para los patrones' },
  'memory-master': { badge: 'Memoria de campeón' },
  'speed-storm': { badge: 'Jinete de la tormenta' },
} satisfies ContentTexts;
