import { Puzzle as PuzzleIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { useDailyPuzzle } from './api/get-daily-puzzle';
import { usePuzzles } from './api/get-puzzles';
import { useUserPuzzles } from './api/get-user-puzzles';
import { PuzzleList } from './components/puzzle-list';
import { PuzzleSolver } from './components/puzzle-solver';
import { nextPuzzleId, orderPuzzles } from './puzzle-line';

/** Spec §2 Puzzles: the list on the left (daily first, selected at the start), the board on the right. */
export default function PuzzlesPage() {
  const daily = useDailyPuzzle();
  const puzzles = usePuzzles();
  const userPuzzles = useUserPuzzles();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Choosing a puzzle, even the same one again, starts it afresh (spec §4).
  const [round, setRound] = useState(0);
  const select = (id: string | null) => {
    setSelectedId(id);
    setRound((r) => r + 1);
  };

  let content;
  if (daily.isError || puzzles.isError) {
    content = (
      <LoadError
        what="the puzzles"
        onRetry={() => {
          void daily.refetch();
          void puzzles.refetch();
        }}
      />
    );
  } else if (daily.isPending || puzzles.isPending) {
    content = <PageLoading />;
  } else {
    const list = orderPuzzles(daily.data, puzzles.data);
    const current = list.find((p) => p.id === selectedId) ?? list[0];
    const solvedIds = new Set((userPuzzles.data ?? []).filter((up) => up.solved).map((up) => up.puzzleId));
    content = current ? (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <PuzzleList
          puzzles={list}
          dailyId={daily.data?.id ?? null}
          solvedIds={solvedIds}
          selectedId={current.id}
          onSelect={select}
        />
        <PuzzleSolver
          key={`${current.id}-${round}`}
          puzzle={current}
          onNext={() => select(nextPuzzleId(list, current.id))}
        />
      </div>
    ) : (
      <EmptyState title="No Puzzles Available" icon={<PuzzleIcon className="size-8" />}>
        New puzzles are on their way. Check back soon!
      </EmptyState>
    );
  }

  return (
    <>
      <title>Chess Puzzles – Chess Quest</title>
      <PageHeader
        title="Chess Puzzles"
        description="Find the best move! Solve the daily puzzle and train your tactics."
        icon={<PuzzleIcon className="size-8" />}
      />
      {content}
    </>
  );
}
