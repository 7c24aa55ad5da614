import { Trans, useLingui } from '@lingui/react/macro';
import { useReducedMotion } from 'framer-motion';
import { Puzzle as PuzzleIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { useDailyPuzzle } from '../../api/get-daily-puzzle';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { readIdList, tabStorage, writeIdList } from '../../lib/tab-storage';
import { usePuzzleAllowance } from './api/get-puzzle-allowance';
import { usePuzzles } from './api/get-puzzles';
import { useUserPuzzles } from './api/get-user-puzzles';
import { FreePuzzlesNotice } from './components/free-puzzles-notice';
import { PuzzleList } from './components/puzzle-list';
import { PuzzlePicker } from './components/puzzle-picker';
import { PuzzleSolver } from './components/puzzle-solver';
import { freePuzzles, keepOrder, nextPuzzleId, orderPuzzles } from './puzzle-line';

const ORDER_KEY = 'chess-quest.puzzle-order';
/** Tailwind's `sm` breakpoint. */
const SMALL_SCREEN_UP = '(min-width: 40rem)';

const readSeenOrder = () => readIdList(tabStorage(), ORDER_KEY);

/** The list in the order the child first saw it this visit (the tab's session). */
function useVisitOrder(list: readonly Puzzle[]): Puzzle[] {
  // Read again only when the list changes: a move re-renders the page, and the stored order is
  // the tab's whole visit (issue 29: 47 ms of a tablet's tap).
  const ordered = useMemo(() => keepOrder(readSeenOrder(), list), [list]);
  const ids = ordered.map((p) => p.id).join(',');
  useEffect(() => {
    if (!ids) return;
    const seen = readSeenOrder();
    // Without storage (private browsing) the order holds for this page view only.
    writeIdList(tabStorage(), ORDER_KEY, [...seen, ...ids.split(',').filter((id) => !seen.includes(id))]);
  }, [ids]);
  return ordered;
}

/**
 * Spec §2 Puzzles: the list on the left (daily first, selected at the start), the board on
 * the right. On a small screen the board comes first and the list folds into a sheet.
 */
export default function PuzzlesPage() {
  const { t } = useLingui();
  const daily = useDailyPuzzle();
  const puzzles = usePuzzles();
  const userPuzzles = useUserPuzzles();
  const allowance = usePuzzleAllowance();
  const wide = useMediaQuery(WIDE_SCREEN);
  // On a phone the page's line under its title waits for a wider screen: the mission and the
  // whole board come first.
  const phone = !useMediaQuery(SMALL_SCREEN_UP);
  const reducedMotion = useReducedMotion() ?? false;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Puzzles the child made a move in on this page: each counts against the free ones already.
  const [startedIds, setStartedIds] = useState<ReadonlySet<string>>(() => new Set());
  const solverRef = useRef<HTMLDivElement>(null);
  // Choosing a puzzle, even the same one again, starts it afresh (spec §4).
  const [round, setRound] = useState(0);
  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    setRound((r) => r + 1);
  }, []);
  // A move re-renders the page (its first one starts the puzzle): the list and its props keep
  // their identity, so the memoised list does not redraw every puzzle (issue 29).
  const ordered = useMemo(() => (daily.data !== undefined && puzzles.data ? orderPuzzles(daily.data, puzzles.data) : []), [daily.data, puzzles.data]);
  const list = useVisitOrder(ordered);
  const solvedIds = useMemo(() => new Set((userPuzzles.data ?? []).filter((up) => up.solved).map((up) => up.puzzleId)), [userPuzzles.data]);

  // A chosen puzzle brings its board into view (on a phone the list sat above it).
  useEffect(() => {
    if (round === 0) return;
    const solver = solverRef.current;
    if (!solver || (solver.getBoundingClientRect().top >= 0 && solver.getBoundingClientRect().top < window.innerHeight / 3)) return;
    solver.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [round, reducedMotion]);

  let content;
  if (daily.isError || puzzles.isError) {
    content = (
      <LoadError
        what={t`the puzzles`}
        onRetry={() => {
          void daily.refetch();
          void puzzles.refetch();
        }}
      />
    );
  } else if (daily.isPending || puzzles.isPending) {
    content = <PageLoading />;
  } else {
    const current = list.find((p) => p.id === selectedId) ?? list[0];
    const free = freePuzzles(allowance.data, startedIds);
    const listProps = {
      puzzles: list,
      dailyId: daily.data?.id ?? null,
      solvedIds,
      selectedId: current?.id ?? null,
      onSelect: select,
    };
    content = current ? (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-6">
        {wide ? <PuzzleList {...listProps} /> : <PuzzlePicker {...listProps} />}
        <div ref={solverRef} className="grid min-w-0 content-start gap-4 scroll-mt-20">
          <FreePuzzlesNotice left={free.left} limit={allowance.data?.limit ?? null} />
          <PuzzleSolver
            key={`${current.id}-${round}`}
            puzzle={current}
            locked={free.isLocked(current.id)}
            limit={allowance.data?.limit ?? null}
            onStart={() => setStartedIds((ids) => (ids.has(current.id) ? ids : new Set([...ids, current.id])))}
            onNext={() => select(nextPuzzleId(list, current.id))}
          />
        </div>
      </div>
    ) : (
      <EmptyState title={t`No Puzzles Available`} icon={<PuzzleIcon className="size-8" />}>
        <Trans>New puzzles are on their way. Check back soon!</Trans>
      </EmptyState>
    );
  }

  return (
    <>
      <title>{t`Chess Puzzles – Chess Quest`}</title>
      <PageHeader
        title={t`Chess Puzzles`}
        description={phone ? undefined : t`Find the best move! Solve the daily puzzle and train your tactics.`}
        icon={<PuzzleIcon className="size-8" />}
      />
      {content}
    </>
  );
}
