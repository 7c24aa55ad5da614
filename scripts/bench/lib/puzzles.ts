/** Lichess puzzles (CC0, read from ../shared/data, never copied into the repository) solved by the AI levels. */
import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import type { AiLevel, EnginePool } from './engine';
import { hash, rng, shuffled } from './stats';

export interface Puzzle {
  id: string;
  fen: string;
  moves: string[];
  rating: number;
  themes: string[];
}

export interface Band {
  label: string;
  min: number;
  /** Exclusive. */
  max: number;
}

export const BANDS: readonly Band[] = [
  { label: '400-800', min: 400, max: 800 },
  { label: '800-1200', min: 800, max: 1200 },
  { label: '1200-1600', min: 1200, max: 1600 },
];

/** PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags (no quoted fields). */
export function loadPuzzles(file: string): { puzzle: Puzzle; popularity: number; plays: number }[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',');
  const col = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${file}: no column ${name}`);
    return index;
  };
  const [id, fen, moves, rating, popularity, plays, themes] = ['PuzzleId', 'FEN', 'Moves', 'Rating', 'Popularity', 'NbPlays', 'Themes'].map(
    col,
  ) as number[];
  const out: { puzzle: Puzzle; popularity: number; plays: number }[] = [];
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue;
    const f = line.split(',');
    out.push({
      puzzle: {
        id: f[id as number] ?? '',
        fen: f[fen as number] ?? '',
        moves: (f[moves as number] ?? '').split(' ').filter(Boolean),
        rating: Number(f[rating as number]),
        themes: (f[themes as number] ?? '').split(' ').filter(Boolean),
      },
      popularity: Number(f[popularity as number]),
      plays: Number(f[plays as number]),
    });
  }
  return out;
}

/** `perBand` puzzles of each band with Popularity > 50 and NbPlays > 100, the same ones on every run. */
export function samplePuzzles(file: string, perBand: number): Map<Band, Puzzle[]> {
  const all = loadPuzzles(file).filter((p) => p.popularity > 50 && p.plays > 100 && p.puzzle.moves.length >= 2);
  const sample = new Map<Band, Puzzle[]>();
  for (const band of BANDS) {
    const inBand = all.filter((p) => p.puzzle.rating >= band.min && p.puzzle.rating < band.max).map((p) => p.puzzle);
    sample.set(band, shuffled(inBand, rng(hash(`puzzles|${band.label}`))).slice(0, perBand));
  }
  return sample;
}

/**
 * Does the level solve the puzzle? It must find every solver move (Moves[1], Moves[3], ...);
 * any move that mates is accepted too, as on Lichess.
 */
export async function solves(pool: EnginePool, level: AiLevel, puzzle: Puzzle, trial = 0): Promise<boolean> {
  const chess = new Chess(puzzle.fen);
  const history: string[] = [];
  const play = (uci: string) => {
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    history.push(uci);
  };
  play(puzzle.moves[0] as string);
  for (let i = 1; i < puzzle.moves.length; i += 2) {
    const expected = puzzle.moves[i] as string;
    const choice = await pool.chooseMove(chess.fen(), level, { seed: hash(`${puzzle.id}|${level}|${i}|${trial}`), history });
    if (choice.uci !== expected) {
      play(choice.uci);
      return chess.isCheckmate();
    }
    play(expected);
    const reply = puzzle.moves[i + 1];
    if (reply) play(reply);
  }
  return true;
}
