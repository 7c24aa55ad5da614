import { matchesSolutionMove, movesMatch } from '@chess-quest/protocol/chess/answer-matching';
import { parseMoveInput } from '@chess-quest/protocol/chess/move-input';
import { Chess } from 'chess.js';
import { hashString, rng } from './self-play';

/**
 * How the spec §5 answer matcher (protocol/src/chess/answer-matching.ts) does on real puzzles:
 * the first solver move of each puzzle written the ways a child or a client writes it must match,
 * and other legal moves must not. Measured for the strict `matchesSolutionMove` (resolves both
 * moves on the board) and for the looser text-only `movesMatch` (the spec's literal rule, whose
 * "one contains the other" part lets some wrong moves through).
 */

export const RIGHT_FORMS = ['san', 'san-lower', 'san-stripped', 'uci'] as const;
export type RightForm = (typeof RIGHT_FORMS)[number];

export interface MatcherPuzzle {
  id: string;
  fen: string;
  /** The child's first move, UCI. */
  solution: string;
}

export interface FormTally {
  tried: number;
  strictMatched: number;
  looseMatched: number;
  /** `reason`: why the given text did not resolve to the solution move ('ambiguous': a lower-case b fits a bishop and a b-pawn move). */
  strictMisses: { id: string; given: string; solution: string; reason: string }[];
}

export interface MatcherReport {
  puzzles: number;
  right: Record<RightForm, FormTally>;
  wrong: {
    /** Wrong moves tried (each given as SAN and as UCI). */
    moves: number;
    strictFalseMatches: { id: string; given: string; solution: string }[];
    looseFalseMatchesSan: number;
    looseFalseMatchesUci: number;
    looseExamples: { id: string; given: string; solution: string }[];
  };
}

function stripMarks(san: string): string {
  return san.replace(/[+#x=]/g, '');
}

export function measureAnswerMatching(puzzles: readonly MatcherPuzzle[], wrongPerPuzzle = 3): MatcherReport {
  const tally = (): FormTally => ({ tried: 0, strictMatched: 0, looseMatched: 0, strictMisses: [] });
  const report: MatcherReport = {
    puzzles: puzzles.length,
    right: { san: tally(), 'san-lower': tally(), 'san-stripped': tally(), uci: tally() },
    wrong: { moves: 0, strictFalseMatches: [], looseFalseMatchesSan: 0, looseFalseMatchesUci: 0, looseExamples: [] },
  };
  for (const puzzle of puzzles) {
    const chess = new Chess(puzzle.fen);
    const legal = chess.moves({ verbose: true });
    const uciOf = (m: { from: string; to: string; promotion?: string }) => `${m.from}${m.to}${m.promotion ?? ''}`;
    const right = legal.find((m) => uciOf(m) === puzzle.solution);
    if (!right) throw new Error(`${puzzle.id}: ${puzzle.solution} is not legal in ${puzzle.fen}`);
    const forms: Record<RightForm, string> = {
      san: right.san,
      'san-lower': right.san.toLowerCase(),
      'san-stripped': stripMarks(right.san),
      uci: puzzle.solution,
    };
    for (const form of RIGHT_FORMS) {
      const t = report.right[form];
      t.tried++;
      if (matchesSolutionMove(puzzle.fen, forms[form], puzzle.solution)) t.strictMatched++;
      else {
        const parsed = parseMoveInput(puzzle.fen, forms[form]);
        t.strictMisses.push({
          id: puzzle.id,
          given: forms[form],
          solution: puzzle.solution,
          reason: parsed.ok ? `read as ${parsed.move.san}` : parsed.reason,
        });
      }
      if (movesMatch(forms[form], puzzle.solution)) t.looseMatched++;
    }
    // Wrong moves: a deterministic pick of other legal moves.
    const others = legal.filter((m) => uciOf(m) !== puzzle.solution);
    const random = rng(hashString(puzzle.id));
    for (let k = 0; k < wrongPerPuzzle && others.length > 0; k++) {
      const [wrong] = others.splice(Math.floor(random() * others.length), 1);
      if (!wrong) break;
      report.wrong.moves++;
      for (const given of [wrong.san, uciOf(wrong)]) {
        if (matchesSolutionMove(puzzle.fen, given, puzzle.solution)) {
          report.wrong.strictFalseMatches.push({ id: puzzle.id, given, solution: puzzle.solution });
        }
      }
      const looseSan = movesMatch(wrong.san, puzzle.solution);
      const looseUci = movesMatch(uciOf(wrong), puzzle.solution);
      if (looseSan) report.wrong.looseFalseMatchesSan++;
      if (looseUci) report.wrong.looseFalseMatchesUci++;
      if ((looseSan || looseUci) && report.wrong.looseExamples.length < 5) {
        report.wrong.looseExamples.push({ id: puzzle.id, given: looseSan ? wrong.san : uciOf(wrong), solution: puzzle.solution });
      }
    }
  }
  return report;
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(2)}%`);

export function formatMatcherReport(report: MatcherReport): string {
  const lines = [`answer matcher on ${report.puzzles} puzzles (first solver move):`];
  for (const form of RIGHT_FORMS) {
    const t = report.right[form];
    const reasons = new Map<string, number>();
    for (const miss of t.strictMisses) reasons.set(miss.reason, (reasons.get(miss.reason) ?? 0) + 1);
    const why = [...reasons].map(([reason, n]) => `${n} ${reason}`).join(', ');
    lines.push(
      `  ${form.padEnd(13)} matchesSolutionMove ${pct(t.strictMatched, t.tried)} (${t.strictMatched}/${t.tried}${why ? `; misses: ${why}` : ''}),` +
        ` movesMatch ${pct(t.looseMatched, t.tried)}`,
    );
  }
  const w = report.wrong;
  lines.push(
    `  wrong moves: ${w.moves} (each as SAN and UCI): matchesSolutionMove false matches ${w.strictFalseMatches.length};` +
      ` movesMatch false matches SAN ${w.looseFalseMatchesSan} (${pct(w.looseFalseMatchesSan, w.moves)}),` +
      ` UCI ${w.looseFalseMatchesUci} (${pct(w.looseFalseMatchesUci, w.moves)})`,
  );
  for (const e of w.looseExamples) lines.push(`    e.g. movesMatch("${e.given}", "${e.solution}") is true (${e.id})`);
  return lines.join('\n');
}
