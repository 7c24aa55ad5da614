import { explain, findMove, lessonModule, pos } from './build';

export const stalemate = lessonModule({
  id: 'stalemate',
  title: 'Stalemate',
  description: 'Why a king with no moves, but not in check, makes the game a draw, and how to avoid it.',
  duration: 10,
  difficulty: 3,
  points: 150,
  requiredLevel: 2,
  sortOrder: 14,
  steps: [
    explain({
      id: 'stalemate-intro',
      title: 'Stuck, but not in check',
      instruction:
        'It is Black\u2019s turn. The black king is not in check, but every square around him is guarded, and Black has no other piece to move. Black can not move at all! This is called stalemate, and the game is a draw: nobody wins.',
      fen: pos('Kb6 Qc7 ka8', { turn: 'b' }),
      highlights: ['a7', 'b7', 'b8'],
    }),
    explain({
      id: 'stalemate-tip',
      title: 'Leave a door open',
      instruction:
        'When you are winning, be careful! Until you can give checkmate, always leave the enemy king a square to move to, or give check.',
      fen: pos('Kb6 Qc1 ka8'),
      highlights: ['b8'],
    }),
    findMove({
      id: 'stalemate-mate-instead',
      title: 'Checkmate, not stalemate',
      instruction: 'One queen move is checkmate, and some queen moves are stalemate. Find the checkmate!',
      successText: 'Checkmate! You won, and you did not fall into the stalemate trap.',
      fen: pos('Kb6 Qc1 ka8'),
      goal: 'mate',
      solutions: ['c1c8'],
      hint: 'Check the king along his back rank.',
    }),
    findMove({
      id: 'stalemate-open-door',
      title: 'Open the door',
      instruction:
        'The black king has no squares right now. If you move your king, it is stalemate! Move your queen so the king gets a square, or give check. Keep your queen safe!',
      successText: 'Well done! The game goes on, and you can still win.',
      fen: pos('Kb2 Qc7 ka8'),
      goal: 'exact',
      solutions: [
        'c7c8', 'c7d8', 'c7d7', 'c7e7', 'c7f7', 'c7g7', 'c7h7', 'c7d6', 'c7e5', 'c7f4',
        'c7g3', 'c7h2', 'c7c6', 'c7c5', 'c7c4', 'c7c3', 'c7c2', 'c7c1', 'c7a5',
      ],
      hint: 'Move the queen away from the king\u2019s squares. A king move here would be stalemate.',
    }),
    findMove({
      id: 'stalemate-rook-trap',
      title: 'The rook trap',
      instruction: 'Give checkmate with your rook. Watch out: one rook move would be stalemate!',
      successText: 'Checkmate! You avoided the trap.',
      fen: pos('Ka6 Rc1 ka8'),
      goal: 'mate',
      solutions: ['c1c8'],
      hint: 'Check the king along the back rank.',
    }),
    findMove({
      id: 'stalemate-many-traps',
      title: 'So many traps',
      instruction: 'Seven queen moves here are stalemate! Only one is checkmate. Find it.',
      successText: 'Checkmate! You found the one right move.',
      fen: pos('Ka6 Qf4 ka8'),
      goal: 'mate',
      solutions: ['f4f8'],
      hint: 'Your king guards a7 and b7. Check the king along his back rank.',
    }),
    findMove({
      id: 'stalemate-corner',
      title: 'Corner check',
      instruction: 'Give checkmate. Do not take away all the squares without giving check!',
      successText: 'Checkmate in the corner!',
      fen: pos('Kc7 Qe3 ka8'),
      goal: 'mate',
      solutions: ['e3a3'],
      hint: 'Your king on c7 guards b7 and b8. Check the king along the a-file.',
    }),
  ],
});
