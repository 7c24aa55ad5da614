import { Palette } from 'lucide-react';
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ThemeKind } from '@chess-quest/protocol/customization';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { TabBar, type TabItem } from '../../components/ui/tab-bar';
import { Tabs, TabsContent } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useBuyTheme } from './api/buy-theme';
import { useBoardThemes } from './api/get-board-themes';
import { usePieceThemes } from './api/get-piece-themes';
import { useUnlockedThemes } from './api/get-unlocked-themes';
import { useUserCustomization } from './api/get-user-customization';
import { useUserProgress } from '../../api/get-user-progress';
import { useUpdateCustomization } from './api/update-customization';
import { AvatarBuilder } from './components/avatar-builder';
import { BuyThemeDialog } from './components/buy-theme-dialog';
import { SettingsPanel } from './components/settings-panel';
import { ThemesGrid } from './components/themes-grid';
import { UnlockHelp } from './components/unlock-help';
import { MESSAGES } from './words';
import './server-error-texts';

const TABS: readonly TabItem[] = [
  { value: 'pieces', label: msg`Chess Pieces` },
  { value: 'boards', label: msg`Chess Boards` },
  { value: 'settings', label: msg`My Settings` },
  { value: 'avatar', label: msg`My Avatar` },
];

/** A refusal the child can act on (locked, premium, short of points) is said in the server's kind words. */
function failureDescription(error: unknown): string {
  return error instanceof ApiError && (error.status === 403 || error.status === 409)
    ? requestErrorMessage(error)
    : i18n._(MESSAGES.failedDescription);
}

export default function CustomizationPage() {
  const { t } = useLingui();
  const pieces = usePieceThemes();
  const boards = useBoardThemes();
  const current = useUserCustomization();
  const unlocked = useUnlockedThemes();
  const progress = useUserProgress();
  const update = useUpdateCustomization();
  const buy = useBuyTheme();
  const [buying, setBuying] = useState<{ kind: ThemeKind; id: string; name: string; unlockCost: number } | null>(null);

  const queries = [pieces, boards, current, unlocked];
  const header = (
    <>
      <title>{t`Customize Your Chess Set – Chess Quest`}</title>
      <PageHeader
        title={t`Customize Your Chess Set`}
        description={t`Choose your favourite chess pieces and boards.`}
        icon={<Palette className="size-8" />}
      />
    </>
  );
  if (queries.some((q) => q.isPending))
    return (
      <>
        {header}
        <PageLoading />
      </>
    );
  if (!pieces.data || !boards.data || !current.data || !unlocked.data) {
    return (
      <>
        {header}
        <LoadError what={t`your themes`} onRetry={() => queries.forEach((q) => void q.refetch())} />
      </>
    );
  }

  const open = new Set(unlocked.data);
  const board = boards.data.find((b) => b.id === current.data.selectedBoardTheme) ?? boards.data[0];
  const boardColours = { light: board?.lightSquareColor ?? '#f0d9b5', dark: board?.darkSquareColor ?? '#b58863', texture: board?.texture ?? null };
  const busy = update.isPending || buy.isPending;

  const select = (kind: ThemeKind, id: string) =>
    update.mutate(kind === 'piece' ? { selectedPieceTheme: id } : { selectedBoardTheme: id }, {
      onSuccess: () => toast({ title: t(MESSAGES.updatedTitle), description: t(MESSAGES.updatedDescription) }),
      onError: (error) => toast({ title: t(MESSAGES.failedTitle), description: failureDescription(error), variant: 'destructive' }),
    });
  const purchase = ({ kind, id, name }: { kind: ThemeKind; id: string; name: string }) =>
    buy.mutate(
      { kind, id },
      {
        onSuccess: () => toast({ title: t(MESSAGES.unlockedTitle), description: t`You can now use ${name}.` }),
        onError: (error) => toast({ title: t(MESSAGES.failedTitle), description: failureDescription(error), variant: 'destructive' }),
        onSettled: () => setBuying(null),
      },
    );
  const askToBuy = (kind: ThemeKind, id: string) => {
    const theme = [...pieces.data, ...boards.data].find((t) => t.id === id);
    if (theme?.unlockCost) setBuying({ kind, id, name: theme.name, unlockCost: theme.unlockCost });
  };
  const grid = {
    unlocked: open,
    current: current.data,
    board: boardColours,
    points: progress.data?.points ?? null,
    busy,
    onSelect: select,
    onBuy: askToBuy,
  };

  const points = progress.data?.points ?? '…';
  const unlockedCount = open.size;
  const themeCount = pieces.data.length + boards.data.length;
  return (
    <>
      {header}
      <p className="mb-4 text-lg" data-testid="customization-points">
        <Trans>
          You have <strong>{points}</strong> points and <strong>{unlockedCount}</strong> of {themeCount} themes unlocked.
        </Trans>
      </p>
      <Tabs defaultValue="pieces">
        {/* Two rows on a phone rather than a sideways scroll: every tab is in sight. */}
        <TabBar label={t`What to customize`} tabs={TABS} wrap />
        <TabsContent value="pieces">
          <ThemesGrid kind="piece" themes={pieces.data} {...grid} />
        </TabsContent>
        <TabsContent value="boards">
          <ThemesGrid kind="board" themes={boards.data} {...grid} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsPanel settings={current.data.settings} />
        </TabsContent>
        <TabsContent value="avatar">
          <AvatarBuilder avatar={current.data.avatar} />
        </TabsContent>
      </Tabs>
      <div className="mt-8">
        <UnlockHelp />
      </div>
      <BuyThemeDialog
        theme={buying}
        points={progress.data?.points ?? null}
        pending={buy.isPending}
        onConfirm={() => buying && purchase(buying)}
        onClose={() => setBuying(null)}
      />
    </>
  );
}
