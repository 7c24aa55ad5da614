import { findMove, pos } from '../lessons/build';
import { chapter, challenge, say } from './cast';

// Chapters 11-15: castling, en passant, promotion, stalemate, piece values.

export const chapter11 = chapter({
  chapterNumber: 11,
  id: 'the-storm-and-the-castle',
  title: 'The Storm and the Castle',
  description: 'A frost storm blows in, and King Tobin hides in his tower with a special move: castling.',
  points: 60,
  pages: [
    say(
      'narrator',
      'mountain',
      'On the other side of the mountains, the sky turned dark. The Shadow King had sent a frost storm! Snowflakes whirled, and the wind howled around King Tobin.',
    ),
    say(
      'rooka',
      'castle',
      'Your Majesty, into my tower, quick! Let us castle: you step two squares toward me, and I hop over to your other side. One move, and you are safe in the corner.',
    ),
    say(
      'king-tobin',
      'castle',
      'Remember the rules, Pip: the king and the rook must never have moved, nobody may stand between them, and the king may not be in check or pass over an attacked square.',
    ),
    challenge(
      findMove({
        id: 'ch11-into-the-tower',
        title: 'Into the tower',
        instruction: 'Castle on the king side to hide King Tobin from the storm.',
        successText: 'Safe in the tower! The storm howls, but the king is warm.',
        fen: 'r1bqkb1r/pppp1ppp/2n2n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4',
        goal: 'exact',
        solutions: ['e1g1'],
        hint: 'Move the king two squares toward the rook on h1.',
      }),
    ),
    say('sir-hop', 'castle', 'Uh oh! On the next board a frost bishop is watching the king side. Is there another way to castle?'),
    challenge(
      findMove({
        id: 'ch11-the-other-tower',
        title: 'The other tower',
        instruction: 'The frost bishop attacks f1, so the king may not castle that way. Castle the other way!',
        successText: 'Clever! The king hid in the other tower.',
        fen: pos('Ke1 Ra1 Rh1 Pa2 Pb2 Pc2 Pg2 Ph2 kg8 ba6 pf7 pg7 ph7', { castling: 'KQ' }),
        goal: 'exact',
        solutions: ['e1c1'],
        hint: 'Castle toward the rook on a1.',
      }),
    ),
    say('narrator', 'night-sky', 'By morning the storm had blown itself out. The stars came back, one by one.'),
  ],
});

export const chapter12 = chapter({
  chapterNumber: 12,
  id: 'the-sneaky-crossing',
  title: 'The Sneaky Crossing',
  description: 'Frost pawns try to sneak past Pip with big steps, but Pip catches them en passant.',
  points: 60,
  pages: [
    say(
      'narrator',
      'bridge',
      'At the next crossing, frost pawns were trying to sneak past. Whenever one came near Pip, it took a big two-square step to rush by.',
    ),
    say(
      'bishop-bramble',
      'bridge',
      'There is a special rule for that, Pip! If a pawn takes a big step and lands right beside you, you may capture it as if it had moved only one square. It is called en passant: "in passing". But only on the very next move!',
    ),
    challenge(
      findMove({
        id: 'ch12-catch-the-sneak',
        title: 'Catch the sneak',
        instruction: 'The frost pawn just rushed from e7 to e5, right past your pawn. Catch it en passant!',
        successText: 'Caught in passing! Nobody sneaks past Pip.',
        fen: pos('Kg1 Pd5 Pg2 kg8 pe5 pg7', { enPassant: 'e6' }),
        goal: 'exact',
        solutions: ['d5e6'],
        hint: 'Move diagonally to the square the frost pawn jumped over.',
      }),
    ),
    say('pip', 'bridge', 'Here comes another one, and look where the ice king is standing!'),
    challenge(
      findMove({
        id: 'ch12-catch-with-check',
        title: 'Catch it with check',
        instruction: 'The frost pawn rushed from g7 to g5. Capture it en passant, and your pawn will give check!',
        successText: 'En passant and check! The ice king is so surprised he falls over.',
        fen: pos('Kg1 Pf5 Ph2 kh7 pg5', { enPassant: 'g6' }),
        goal: 'exact',
        solutions: ['f5g6'],
        hint: 'After the capture, your pawn on g6 looks at h7.',
      }),
    ),
    say('narrator', 'bridge', 'The frost pawns gave up sneaking. From then on, they walked politely, one square at a time.'),
  ],
});

export const chapter13 = chapter({
  chapterNumber: 13,
  id: 'a-dream-of-the-far-rank',
  title: 'A Dream of the Far Rank',
  description: 'In a starry dream, Queen Celeste shows Pip what happens when a pawn reaches the last rank.',
  points: 60,
  pages: [
    say('narrator', 'night-sky', 'That night, under a sky full of stars, Pip dreamed. In the dream stood Queen Celeste, smiling.'),
    say(
      'queen-celeste',
      'night-sky',
      'When a pawn reaches the last rank, it is promoted. It can become a queen, a rook, a bishop or a knight. Usually a queen. But a wise pawn thinks first!',
    ),
    challenge(
      findMove({
        id: 'ch13-crown-and-capture',
        title: 'Capture and crown',
        instruction: 'Your pawn can capture the frost rook and become a queen in the same move. Do it!',
        successText: 'A captured rook and a new queen! Celeste claps her hands.',
        fen: pos('Kg1 Pd7 kg7 rc8 pg6'),
        goal: 'exact',
        solutions: ['d7c8q'],
        hint: 'Pawns capture diagonally, even on their way to the last rank. Pick the queen.',
      }),
    ),
    say('queen-celeste', 'night-sky', 'Now a harder one. Sometimes a knight is better than a queen. Look closely at where a knight would jump.'),
    challenge(
      findMove({
        id: 'ch13-knight-crown',
        title: 'The knight\u2019s crown',
        instruction: 'Promote to a knight that checks the ice king and attacks the frost queen at the same time!',
        successText: 'A knight fork! A wise pawn thinks first.',
        fen: pos('Kh1 Pe7 kd6 qg7'),
        goal: 'exact',
        solutions: ['e7e8n'],
        hint: 'A knight on e8 would jump to d6 and to g7.',
      }),
    ),
    say('pip', 'village', 'Pip woke up with a warm feeling. "A queen," Pip thought. "Or a knight. Or whatever the board needs."'),
  ],
});

export const chapter14 = chapter({
  chapterNumber: 14,
  id: 'the-frozen-meadow',
  title: 'The Frozen Meadow',
  description: 'In the Frozen Meadow the friends learn the Shadow King\u2019s favourite trick: stalemate.',
  points: 60,
  pages: [
    say(
      'narrator',
      'snowfield',
      'The Frozen Meadow was white and silent. Here the ice kings were sneakier. "Trap me if you can," one laughed. "But if you trap me wrong, I escape!"',
    ),
    say(
      'bishop-bramble',
      'snowfield',
      'He means stalemate. If it is his turn, he is not in check, and he has no legal move, the game is a draw. Nobody wins, and the mirror stays! Always leave him a square, or give checkmate.',
    ),
    challenge(
      findMove({
        id: 'ch14-no-escape',
        title: 'No sneaky escape',
        instruction: 'Give checkmate with the queen. Some queen moves are stalemate, so be careful!',
        successText: 'Checkmate, not stalemate! The ice king melts away.',
        fen: pos('Kb6 Qe3 ka8'),
        goal: 'mate',
        solutions: ['e3e8'],
        hint: 'Your king guards a7, b7 and c7. Check along the back rank.',
      }),
    ),
    say('sir-hop', 'snowfield', 'This ice king has no squares at all right now. If we just wait, it is stalemate! What do we do?'),
    challenge(
      findMove({
        id: 'ch14-open-a-door',
        title: 'Open a door',
        instruction: 'Move your queen so that the ice king gets a square to move to, or give check. Keep your queen safe!',
        successText: 'The game goes on. Now you can go for checkmate!',
        fen: pos('Kb2 Qb6 ka8'),
        goal: 'exact',
        solutions: [
          'b6d8',
          'b6c6',
          'b6d6',
          'b6e6',
          'b6f6',
          'b6g6',
          'b6h6',
          'b6c5',
          'b6d4',
          'b6e3',
          'b6f2',
          'b6g1',
          'b6b5',
          'b6b4',
          'b6b3',
          'b6a5',
          'b6a6',
        ],
        hint: 'Move the queen away from the king\u2019s squares. A king move here would be stalemate.',
      }),
    ),
    say('narrator', 'snowfield', 'Slowly, the snow in the meadow began to melt, and little green shoots peeked out.'),
  ],
});

export const chapter15 = chapter({
  chapterNumber: 15,
  id: 'the-cave-of-scales',
  title: 'The Cave of Scales',
  description: 'In the Cave of Scales, Pip learns what each piece is worth and how to make good trades.',
  points: 60,
  pages: [
    say(
      'narrator',
      'cave',
      'Deep in a glittering cave hung a giant pair of golden scales. A voice echoed: "Only those who know what pieces are worth may pass."',
    ),
    say(
      'bishop-bramble',
      'cave',
      'Every piece has points. Pawn 1. Knight 3. Bishop 3. Rook 5. Queen 9. The king has no points: he can never be traded. Always try to win more points than you give.',
    ),
    challenge(
      findMove({
        id: 'ch15-the-heaviest',
        title: 'The heaviest prize',
        instruction: 'Sir Hop can capture a pawn, a rook or the queen, and all are free. Take the one worth the most!',
        successText: 'The queen! 9 points. The scales tip in your favour.',
        fen: pos('Kg1 Nd4 Pf2 Pg2 Ph3 kg8 qb5 rc6 pe6 pf7 pg7 ph7'),
        goal: 'win-piece',
        solutions: ['d4b5'],
        hint: 'Queen 9, rook 5, pawn 1.',
      }),
    ),
    say('rooka', 'cave', 'A pawn guards the frost queen. If I take her, the pawn takes me. Is that a good trade?'),
    challenge(
      findMove({
        id: 'ch15-fair-trade',
        title: 'A good trade',
        instruction: 'Rooka is worth 5 and the frost queen 9. Take the queen, even if the pawn takes back!',
        successText: 'You gave 5 and got 9. The scales glow golden, and the cave opens.',
        fen: pos('Kg1 Rd1 Pf2 Pg2 Ph2 kg8 qd6 pc7 pf7 pg7 ph7'),
        goal: 'win-piece',
        solutions: ['d1d6'],
        hint: 'Rooka goes straight up the d-file.',
      }),
    ),
    say('pip', 'cave', 'Behind the cave, at the end of a long valley, stood the Shadow Tower. We are almost there!'),
  ],
});
