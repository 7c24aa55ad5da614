import type { ContentTexts } from '../i18n/texts';

export const enPassantEs = {
  'en-passant': { title: 'Captura al paso', description: 'Una captura de peón muy astuta: atrapa al peón que intentó pasar de largo junto al tuyo.' },
  'en-passant/ep-intro': {
    title: 'Atrapa al que corre',
    instruction:
      'El peón negro acaba de dar un paso grande de dos casillas, de d7 a d5, justo al lado de tu peón. Tu peón puede capturarlo como si solo hubiera avanzado una casilla: va a d6 y el peón negro sale del tablero. Esto se llama captura al paso.',
    successText: '¡Muy bien! Sigamos.',
  },
  'en-passant/ep-now-or-never': {
    title: 'Ahora o nunca',
    instruction:
      'La captura al paso solo se puede hacer enseguida, en la jugada siguiente. Si esperas, la oportunidad se pierde. Y solo un peón puede capturar a otro peón de esta manera.',
    successText: '¡Muy bien! Sigamos.',
  },
  'en-passant/ep-first': {
    title: 'Tu primera captura al paso',
    instruction: 'El peón negro acaba de saltar de d7 a d5. ¡Captúralo al paso!',
    successText: '¡Captura al paso! Tu peón atrapó al que corría.',
    hint: 'Mueve tu peón en diagonal a la casilla por encima de la que saltó el peón negro.',
  },
  'en-passant/ep-other-side': {
    title: 'Por el otro lado',
    instruction: 'El peón negro acaba de saltar de f7 a f5. ¡Atrápalo!',
    successText: '¡Atrapado por el otro lado!',
    hint: '¿Por encima de qué casilla saltó el peón negro?',
  },
  'en-passant/ep-black': {
    title: 'Las negras atrapan a las blancas',
    instruction: 'Juegas con negras. El peón blanco acaba de saltar de e2 a e4. ¡Captúralo al paso!',
    successText: '¡Las negras también saben hacerlo!',
    hint: 'Los peones negros capturan en diagonal hacia abajo. Ve a la casilla por encima de la que saltó el peón blanco.',
  },
  'en-passant/ep-two-pawns': {
    title: 'Dos cazadores',
    instruction: '¡El peón negro pasó corriendo entre dos de tus peones! Captúralo al paso. Cualquiera de los dos peones puede hacerlo.',
    successText: '¡No tiene escapatoria!',
    hint: 'Tus dos peones pueden ir a d6.',
  },
  'en-passant/ep-with-check': {
    title: 'Captura al paso con jaque',
    instruction: 'Captura al paso, ¡y tu peón hasta dará jaque!',
    successText: '¡Captura al paso y jaque! Los peones atacan en diagonal hacia delante.',
    hint: 'Después de la captura, tu peón de d6 mira hacia c7.',
  },
  'en-passant/ep-edge': {
    title: 'Por el borde',
    instruction: 'El peón negro saltó de a7 a a5. ¡Captúralo al paso!',
    successText: '¡Incluso en el borde del tablero!',
    hint: 'Muévete en diagonal a a6.',
  },
} satisfies ContentTexts;
