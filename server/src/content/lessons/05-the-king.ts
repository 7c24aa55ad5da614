import { captureAll, collectStars, explain, lessonModule, pos } from './build';

export const theKing = lessonModule({
  id: 'the-king',
  title: 'The King',
  description: 'The king walks one step at a time and must always stay safe.',
  duration: 10,
  difficulty: 2,
  points: 120,
  requiredLevel: 1,
  sortOrder: 5,
  steps: [
    explain({
      id: 'king-intro',
      title: 'Meet the king',
      instruction:
        'The king is the most important piece. He is a bit slow: he moves just one square, in any direction. The glowing squares show where he can step.',
      fen: pos('Ke4 kh8'),
      highlights: ['d3', 'e3', 'f3', 'd4', 'f4', 'd5', 'e5', 'f5'],
    }),
    collectStars({
      id: 'king-steps',
      title: 'Step by step',
      instruction: 'Walk your king to all three stars, one step at a time.',
      successText: 'Step, step, step. Perfect!',
      fen: pos('Kd2 kh8'),
      stars: ['d3', 'e4', 'f5'],
      par: 3,
      solution: ['d2d3', 'd3e4', 'e4f5'],
    }),
    collectStars({
      id: 'king-walk',
      title: 'A longer walk',
      instruction: 'Collect both stars. Kings can step sideways, up, down and diagonally.',
      successText: 'A royal walk!',
      fen: pos('Kc2 kh8'),
      stars: ['c4', 'e4'],
      par: 4,
      solution: ['c2c3', 'c3c4', 'c4d4', 'd4e4'],
    }),
    explain({
      id: 'king-safety',
      title: 'Never into danger',
      instruction:
        'The king may never step onto a square where an enemy piece could capture him. The black knight guards the glowing squares, so your king must not step there.',
      fen: pos('Ke1 kh8 nd4'),
      highlights: ['c2', 'e2', 'b3', 'f3', 'b5', 'f5', 'c6', 'e6'],
    }),
    collectStars({
      id: 'king-safe-path',
      title: 'A safe path',
      instruction:
        'The black knight guards some squares. Your king can not step on them. Find a safe path to the star!',
      successText: 'Safe and sound. Your king chose a good path.',
      fen: pos('Ke1 kh8 nd4'),
      stars: ['e4'],
      par: 3,
      solution: ['e1d2', 'd2d3', 'd3e4'],
    }),
    collectStars({
      id: 'king-kings-apart',
      title: 'Kings keep apart',
      instruction:
        'Two kings may never stand next to each other. Walk around the black king to reach the star.',
      successText: 'You kept a polite distance. Well done!',
      fen: pos('Kb3 kd4'),
      stars: ['f3'],
      par: 4,
      solution: ['b3c2', 'c2d2', 'd2e2', 'e2f3'],
    }),
    captureAll({
      id: 'king-capture',
      title: 'The king captures',
      instruction: 'The king can capture too, one step away. Capture both black pawns.',
      successText: 'Two pawns for the king!',
      fen: pos('Kd3 kh8 pc5 pe5'),
      par: 4,
      solution: ['d3c4', 'c4c5', 'c5d5', 'd5e5'],
    }),
    captureAll({
      id: 'king-guarded-pawns',
      title: 'Take the lonely pawn first',
      instruction:
        'The pawn on e6 protects the pawn on d5, so your king may not take d5 yet. Take the pawn that nobody protects first!',
      successText: 'Smart king! First the lonely pawn, then the other one.',
      fen: pos('Kd4 kh8 pd5 pe6'),
      par: 3,
      solution: ['d4e5', 'e5e6', 'e6d5'],
    }),
  ],
});
