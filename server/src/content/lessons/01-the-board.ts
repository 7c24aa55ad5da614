import { collectStars, explain, lessonModule, line, pos, START_FEN } from './build';

export const theBoard = lessonModule({
  id: 'the-board',
  title: 'The Chessboard',
  description: 'Meet the board: files, ranks and the name of every square.',
  duration: 8,
  difficulty: 1,
  points: 100,
  requiredLevel: 1,
  sortOrder: 1,
  steps: [
    explain({
      id: 'board-welcome',
      title: 'Hello, chessboard!',
      instruction:
        'This is a chessboard. It has 64 squares, light ones and dark ones. Each player has 16 pieces. White always moves first.',
      fen: START_FEN,
    }),
    explain({
      id: 'board-files',
      title: 'Files go up and down',
      instruction:
        'A line of squares going up and down is called a file. Each file has a letter, from a to h. The glowing line is the e-file.',
      fen: pos('Ka1 kh8'),
      highlights: line('e1', 'e8'),
    }),
    explain({
      id: 'board-ranks',
      title: 'Ranks go side to side',
      instruction:
        'A line of squares going from side to side is called a rank. Each rank has a number, from 1 to 8. The glowing line is rank 4.',
      fen: pos('Ka1 kh8'),
      highlights: line('a4', 'h4'),
    }),
    explain({
      id: 'board-square-names',
      title: 'Every square has a name',
      instruction:
        'To name a square, say its file letter, then its rank number. The glowing square is on file e and rank 4, so its name is e4. It is like a street and a house number!',
      fen: pos('Ka1 kh8'),
      highlights: ['e4'],
    }),
    explain({
      id: 'board-kings-watch',
      title: 'Two kings watch',
      instruction:
        'Every chess game has two kings, one white and one black. In our practice games the kings often just sit and watch. Now, let us walk around the board!',
      fen: pos('Kd1 kh8'),
      highlights: ['d1', 'h8'],
    }),
    collectStars({
      id: 'board-king-step',
      title: 'One small step',
      instruction: 'Your king takes one small step at a time. Tap your king, then tap the star on d2.',
      successText: 'You found d2! File d, rank 2.',
      fen: pos('Kd1 kh8'),
      stars: ['d2'],
      par: 1,
      solution: ['d1d2'],
    }),
    collectStars({
      id: 'board-king-file',
      title: 'Up the d-file',
      instruction: 'Walk your king up the d-file. Collect the stars on d2, d3 and d4.',
      successText: 'Great walking! You went up the d-file.',
      fen: pos('Kd1 kh8'),
      stars: ['d2', 'd3', 'd4'],
      par: 3,
      solution: ['d1d2', 'd2d3', 'd3d4'],
    }),
    collectStars({
      id: 'board-king-rank',
      title: 'Along rank 3',
      instruction: 'Now walk along rank 3, from side to side. Collect the stars on b3, c3 and d3.',
      successText: 'Super! You walked along rank 3.',
      fen: pos('Ka3 kh8'),
      stars: ['b3', 'c3', 'd3'],
      par: 3,
      solution: ['a3b3', 'b3c3', 'c3d3'],
    }),
    collectStars({
      id: 'board-rook-file',
      title: 'Zoom up a file',
      instruction:
        'This is a rook. It can zoom along a file as far as it likes! Move it up the a-file to the star on a6. Your king stays and watches.',
      successText: 'Zoom! The rook flew up the a-file in one move.',
      fen: pos('Ra1 Kh1 kh8'),
      stars: ['a6'],
      par: 1,
      solution: ['a1a6'],
    }),
    collectStars({
      id: 'board-rook-turn',
      title: 'Up, then across',
      instruction: 'Go up the a-file to a6. Then zoom along rank 6 to f6.',
      successText: 'Up a file and along a rank. You know your way around!',
      fen: pos('Ra1 Kh1 kh8'),
      stars: ['a6', 'f6'],
      par: 2,
      solution: ['a1a6', 'a6f6'],
    }),
    collectStars({
      id: 'board-rook-named',
      title: 'Find the squares',
      instruction: 'Can you find d5, g5 and g2? Visit all three stars with your rook.',
      successText: 'd5, g5, g2: you read the board like a map!',
      fen: pos('Rd1 Kh1 kh8'),
      stars: ['d5', 'g5', 'g2'],
      par: 3,
      solution: ['d1d5', 'd5g5', 'g5g2'],
    }),
  ],
});
