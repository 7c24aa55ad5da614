import type { ContentTexts } from '../i18n/texts';

export const castlingEs = {
  castling: { title: 'El enroque', description: 'Una jugada especial que pone a tu rey a salvo y despierta a una torre.' },
  'castling/castling-intro': {
    title: 'Una jugada especial del rey',
    instruction:
      'El enroque es la única jugada en la que se mueven dos piezas a la vez. El rey da dos pasos hacia una torre, y la torre salta al otro lado del rey. Así el rey se esconde en un rincón y la torre entra en el juego.',
    successText: '¡Muy bien! Sigamos.',
  },
  'castling/castling-rules': {
    title: 'Las reglas del enroque',
    instruction:
      'Solo puedes enrocar cuando: el rey y esa torre nunca se han movido, no hay piezas entre ellos y el rey no está en jaque. Además, el rey no puede pasar por una casilla que ataque el enemigo, ni terminar en ella.',
    successText: '¡Muy bien! Sigamos.',
  },
  'castling/castling-short': {
    title: 'Enroque corto',
    instruction: 'Enroca por el lado del rey: mueve tu rey dos casillas hacia la torre de h1.',
    successText: '¡Enrocaste! Tu rey está a salvo en el rincón y tu torre está lista.',
    hint: 'Toca el rey y después toca g1. La torre saltará sola.',
  },
  'castling/castling-long': {
    title: 'Enroque largo',
    instruction: 'El lado del rey sigue cerrado. ¡Enroca por el lado de la dama!',
    successText: '¡Enroque largo! El rey fue a c1 y la torre a d1.',
    hint: 'El rey se mueve dos casillas hacia la torre de a1.',
  },
  'castling/castling-black-short': {
    title: 'Las negras enrocan',
    instruction: 'Esta vez juegas con negras. ¡Enroca por el lado del rey!',
    successText: 'Las negras también enrocaron. Ahora los dos reyes están a salvo.',
    hint: 'El rey negro se mueve dos casillas hacia la torre de h8.',
  },
  'castling/castling-through-check': {
    title: 'Sin pasar por jaque',
    instruction: 'El alfil negro ataca f1, así que tu rey no puede enrocar por ese lado. ¿Hacia qué lado puedes enrocar?',
    successText: '¡Correcto! El rey no puede pasar por una casilla atacada, así que enrocaste por el otro lado.',
    hint: 'Prueba por el lado de la torre de a1.',
  },
  'castling/castling-rook-moved': {
    title: 'Esa torre ya se movió',
    instruction: 'Tu torre de b1 ya se ha movido, así que no puedes enrocar con ella. ¡Enroca con la otra torre!',
    successText: '¡Sí! Solo una torre que nunca se ha movido puede enrocar.',
    hint: 'La torre de h1 nunca se ha movido.',
  },
  'castling/castling-black-long': {
    title: 'Las negras hacen el enroque largo',
    instruction: 'Juegas con negras. El lado del rey está cerrado, así que enroca por el lado de la dama.',
    successText: '¡Enroque largo de las negras! El rey está en c8 y la torre en d8.',
    hint: 'El rey negro se mueve dos casillas hacia la torre de a8.',
  },
} satisfies ContentTexts;
