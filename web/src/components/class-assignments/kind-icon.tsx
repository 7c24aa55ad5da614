import { BookOpen, Map as MapIcon, Puzzle, Zap } from 'lucide-react';
import type { AssignmentKind } from '@chess-quest/protocol/class-assignments';

const ICONS = { lesson_module: BookOpen, story_chapter: MapIcon, puzzle_set: Puzzle, mini_challenge: Zap } as const;

/** The picture of an assignment's kind (decorative: the kind is also said in words). */
export function KindIcon({ kind, className }: { kind: AssignmentKind; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className={className} />;
}
