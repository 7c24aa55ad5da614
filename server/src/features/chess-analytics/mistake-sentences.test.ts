import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@chess-quest/protocol/locales';
import { MATE_CP } from '../../engine/review';
import { chessAnalyticsRoutes } from './routes';
import type { AnalyticsService } from './service';
import { explainMistake } from './service';
import { MISTAKE_TEMPLATES } from './mistake-sentences';

/** The English sentence as explainMistake wrote it before it had templates (issue 27 must not change it), but "1 pawn's worth" where it said "1 pawn' worth". */
function englishBefore(moveNumber: number, played: string, better: string, lossCp: number): string {
  if (lossCp >= MATE_CP / 2)
    return `On move ${moveNumber} you played ${played}. ${better} was better: after ${played} your opponent could get a checkmate.`;
  const pawns = Math.max(1, Math.round(lossCp / 100));
  return `On move ${moveNumber} you played ${played}. ${better} was better: ${played} gave away about ${pawns} ${pawns === 1 ? "pawn's" : "pawns'"} worth.`;
}

describe('the replay’s mistake sentence in the reader’s language', () => {
  it('keeps the English sentence, with or without the locale', () => {
    for (const lossCp of [80, 149, 150, 249, 250, 310, 999, 1000, MATE_CP / 2 - 1, MATE_CP / 2, MATE_CP]) {
      const before = englishBefore(12, 'Bxf7+', 'O-O', lossCp);
      expect(explainMistake(12, 'Bxf7+', 'O-O', lossCp)).toBe(before);
      expect(explainMistake(12, 'Bxf7+', 'O-O', lossCp, 'en')).toBe(before);
    }
  });

  it('says it in Spanish, with peón for one pawn and peones for more, the moves in SAN', () => {
    expect(explainMistake(7, 'Qh5', 'Nf3', 310, 'es')).toBe('En la jugada 7 jugaste Qh5. Nf3 era mejor: Qh5 regaló lo que valen unos 3 peones.');
    expect(explainMistake(12, 'Bxf7+', 'O-O', 120, 'es')).toBe(
      'En la jugada 12 jugaste Bxf7+. O-O era mejor: Bxf7+ regaló lo que vale más o menos un peón.',
    );
    expect(explainMistake(3, 'f3', 'e4', MATE_CP, 'es')).toBe(
      'En la jugada 3 jugaste f3. e4 era mejor: después de f3, tu rival podía darte jaque mate.',
    );
  });

  it('leaves no placeholder unfilled in any language', () => {
    for (const locale of LOCALES)
      for (const lossCp of [100, 300, MATE_CP]) expect(explainMistake(4, 'Nc3', 'd4', lossCp, locale)).not.toMatch(/[{}]/);
    expect(Object.keys(MISTAKE_TEMPLATES).sort()).toEqual([...LOCALES].sort());
  });

  it('hands the replay the request’s language (the route reads it, the service does not)', async () => {
    const replay = chessAnalyticsRoutes.find((r) => r.path === '/chess/games/:id')!;
    const calls: unknown[][] = [];
    const analytics = {
      replay: async (...args: unknown[]) => {
        calls.push(args);
        return {};
      },
    } as unknown as AnalyticsService;
    const headers: Record<string, string> = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
    const req = { get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
    const actor = { child: { id: 'child-1' }, account: { subscriptionStatus: 'active' } };
    await replay.handler({ actor, params: { id: 'game-1' }, services: { analytics }, req } as never);
    headers['accept-language'] = 'en-GB';
    await replay.handler({ actor, params: { id: 'game-1' }, services: { analytics }, req } as never);
    expect(calls).toEqual([
      ['child-1', 'active', 'game-1', 'es'],
      ['child-1', 'active', 'game-1', 'en'],
    ]);
  });
});
