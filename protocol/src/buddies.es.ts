import type { BuddyId, BuddyMessages, BuddyTexts } from './buddy-texts';

// The buddies in Spanish (issue 27): what buddies.ts has in English, side by side, for a child
// of 6 to 8. Their names stay (Bramble, Pippa, Hugo, Tessa); the animal that follows is
// translated. The lines never give the child a gender (no "¿Listo?", "amigo"), since a buddy
// does not know who it talks to. Each list has as many lines as the English one, so a game's
// seed picks the same line in both languages (a test checks it).

export const BUDDY_TEXTS_ES: Readonly<Record<BuddyId, BuddyTexts>> = {
  bramble: {
    name: 'Bramble el Oso',
    styleText: 'Juega un poco de todo, justo a tu nivel.',
    startLines: [
      '¡Hola! Juguemos una buena partida.',
      'Traje pastelitos de miel para después. ¿Empezamos?',
      'Tómate tu tiempo. ¡A mí también me gusta pensar!',
    ],
    endLines: {
      childWon: ['¡Bien jugado! Esta vez me ganaste.', '¡Guau, qué partida! Jugaste genial.', '¡Ganaste! ¿Jugamos otra vez?'],
      childLost: [
        '¡Buena partida! Hiciste jugadas muy inteligentes.',
        '¡Qué partida tan reñida! Cada vez juegas mejor.',
        'Gracias por jugar. ¿Quieres la revancha?',
      ],
      draw: ['¡Tablas! Hoy los dos jugamos muy fuerte.', 'Nadie ganó, ¡y fue divertido igual!'],
    },
  },
  pippa: {
    name: 'Pippa la Poni',
    styleText: 'Le encantan sus caballos: saltan y brincan por todo el tablero.',
    startLines: ['¡Hiii! Mis caballos están listos para saltar. ¿Y tú?', '¡Hola! ¡Cuidado con mis caballos saltarines!', '¡Clop, clop! A jugar.'],
    endLines: {
      childWon: ['¡Atrapaste a mis caballos! Muy bien.', '¡Hurra por ti! Fue una gran partida.', '¡Ganaste! Mis caballos tienen que practicar más.'],
      childLost: ['¡Buena partida! La próxima vez, vigila mis caballos.', 'Jugaste muy bien. ¿Jugamos otra?', '¡Gracias por jugar conmigo!'],
      draw: ['¡Tablas! Hop, hop, ¡hurra por los dos!', 'Jugamos bien los dos. ¡Tablas!'],
    },
  },
  hugo: {
    name: 'Hugo el Erizo',
    styleText: 'Hace avanzar sus peones, pasito a pasito.',
    startLines: [
      '¡Hola! A mis peones les encanta marchar. ¿Empezamos?',
      '¡Buenas! Con pasitos pequeños se llega muy lejos.',
      '¿Jugamos? ¡Mis peones se hacen una bola, como yo!',
    ],
    endLines: {
      childWon: [
        '¡Paraste a mis peones! Gran partida.',
        '¡Muy bien! Me ganaste con mucha astucia.',
        '¡Ganaste! ¿Rodamos hasta la siguiente partida?',
      ],
      childLost: ['¡Buena partida! Aprendes muy rápido.', 'Fue divertido. ¿Quieres jugar otra vez?', '¡Gracias! Hiciste jugadas geniales.'],
      draw: ['¡Tablas! Mis peones te felicitan.', 'Nadie ganó, ¡pero los dos nos divertimos!'],
    },
  },
  tessa: {
    name: 'Tessa la Tortuga',
    styleText: 'Le gusta cambiar piezas y dejar el tablero ordenado.',
    startLines: [
      '¡Hola! Despacio y con calma. ¿Jugamos?',
      '¡Qué tal! Me gusta cambiar piezas. ¡A ver qué haces tú!',
      'Cuando tú quieras, empezamos.',
    ],
    endLines: {
      childWon: ['Despacio y con calma... ¡pero tú fuiste más veloz! Muy bien.', '¡Ganaste! Qué partida tan inteligente.', '¡Jugaste genial! ¿Otra?'],
      childLost: [
        '¡Buena partida! Seguiste hasta el final.',
        'Gracias por jugar. ¡Cada vez juegas más fuerte!',
        'Fue divertido. ¿Quieres la revancha?',
      ],
      draw: ['¡Tablas! Una partida ordenada para los dos.', 'Cambiamos y cambiamos piezas. ¡Tablas!'],
    },
  },
};

export const BUDDY_MESSAGES_ES: BuddyMessages = {
  locked: (name, chapter, title) => `Termina el capítulo ${chapter} de la historia, "${title}", para conocer a ${name}.`,
  chooseOne: 'Elige un rival: un nivel de dificultad o un amigo.',
  notBoth: 'Elige un nivel de dificultad o un amigo, no los dos.',
  unlock: (chapter, title) => `Termina el capítulo ${chapter} de la historia, "${title}"`,
};
