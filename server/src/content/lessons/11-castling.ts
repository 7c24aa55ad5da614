import { explain, findMove, lessonModule, pos } from './build';

export const castling = lessonModule({
  id: 'castling',
  title: 'Castling',
  description: 'A special move that tucks your king away safely and wakes up a rook.',
  duration: 10,
  difficulty: 3,
  points: 140,
  requiredLevel: 2,
  sortOrder: 11,
  steps: [
    explain({
      id: 'castling-intro',
      title: 'A special king move',
      instruction:
        'Castling is the only move where two pieces move at once. The king steps two squares toward a rook, and the rook hops over to the other side of the king. It hides the king in a corner and brings the rook into the game.',
      fen: pos('Ke1 Ra1 Rh1 Pa2 Pb2 Pc2 Pf2 Pg2 Ph2 ke8 pa7 pb7 pg7 ph7', { castling: 'KQ' }),
      highlights: ['e1', 'g1', 'c1'],
    }),
    explain({
      id: 'castling-rules',
      title: 'The castling rules',
      instruction:
        'You may castle only when: the king and that rook have never moved, no pieces stand between them, and the king is not in check. The king may also not pass over, or land on, a square an enemy attacks.',
      fen: pos('Ke1 Ra1 Rh1 Pa2 Pb2 Pc2 Pf2 Pg2 Ph2 ke8 bc4 pa7 pb7 pg7 ph7', { castling: 'KQ' }),
      highlights: ['f1', 'c4'],
    }),
    findMove({
      id: 'castling-short',
      title: 'Castle short',
      instruction: 'Castle on the king side: move your king two squares toward the rook on h1.',
      successText: 'You castled! Your king is safe in the corner and your rook is ready.',
      fen: 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4',
      goal: 'exact',
      solutions: ['e1g1'],
      hint: 'Tap the king, then tap g1. The rook will hop over by itself.',
    }),
    findMove({
      id: 'castling-long',
      title: 'Castle long',
      instruction: 'The king side is still blocked. Castle on the queen side instead!',
      successText: 'Long castling! The king went to c1 and the rook to d1.',
      fen: 'r3kb1r/pppqpppp/2n2n2/3p1b2/3P1B2/2N2N2/PPPQPPPP/R3KB1R w KQkq - 6 6',
      goal: 'exact',
      solutions: ['e1c1'],
      hint: 'The king moves two squares toward the rook on a1.',
    }),
    findMove({
      id: 'castling-black-short',
      title: 'Black castles',
      instruction: 'This time you play Black. Castle on the king side!',
      successText: 'Black castled too. Both kings are safe now.',
      fen: 'rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 5 4',
      goal: 'exact',
      solutions: ['e8g8'],
      hint: 'The black king moves two squares toward the rook on h8.',
    }),
    findMove({
      id: 'castling-through-check',
      title: 'Not through check',
      instruction:
        'The black bishop attacks f1, so your king may not castle on that side. Which way can you castle?',
      successText: 'Right! The king may not pass over an attacked square, so you castled the other way.',
      fen: pos('Ke1 Ra1 Rh1 Pa2 Pb2 Pc2 Pf2 Pg2 Ph2 ke8 ra8 rh8 bc4 pa7 pb7 pc7 pf7 pg7 ph7', {
        castling: 'KQkq',
      }),
      goal: 'exact',
      solutions: ['e1c1'],
      hint: 'Try the side with the rook on a1.',
    }),
    findMove({
      id: 'castling-rook-moved',
      title: 'That rook has moved',
      instruction: 'Your rook on b1 has already moved, so you can not castle with it. Castle with the other rook!',
      successText: 'Yes! Only a rook that has never moved can castle.',
      fen: pos('Ke1 Rb1 Rh1 Pa2 Pb2 Pc2 Pf2 Pg2 Ph2 Nc3 ke8 ra8 rh8 pa7 pb7 pc7 pf7 pg7 ph7', {
        castling: 'Kkq',
      }),
      goal: 'exact',
      solutions: ['e1g1'],
      hint: 'The rook on h1 has never moved.',
    }),
    findMove({
      id: 'castling-black-long',
      title: 'Black castles long',
      instruction: 'You play Black. The king side is blocked, so castle on the queen side!',
      successText: 'Long castling for Black! The king is on c8 and the rook on d8.',
      fen: pos('Kg1 Ra1 Rf1 Pa2 Pb2 Pc2 Pf2 Pg2 Ph2 Nc3 ke8 ra8 rh8 bf8 ng8 pa7 pb7 pc7 pf7 pg7 ph7', {
        turn: 'b',
        castling: 'kq',
      }),
      goal: 'exact',
      solutions: ['e8c8'],
      hint: 'The black king moves two squares toward the rook on a8.',
    }),
  ],
});
