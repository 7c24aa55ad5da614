import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Bot } from 'lucide-react';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { buddyTexts } from '@chess-quest/protocol/buddies';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { TabBar, type TabItem } from '../../components/ui/tab-bar';
import { Tabs, TabsContent } from '../../components/ui/tabs';
import { useAuth } from '../../lib/use-auth';
import { useActiveAiGames } from './api/get-active-ai-games';
import { useCompletedAiGames } from './api/get-completed-ai-games';
import { formatDate } from '../../lib/format';
import { historyLabel, historyResult } from './game-outcome';
import { GameView } from './game-view';
import { NewGameForm } from './new-game-form';
import { asShown, useProtocolLocale } from '../../lib/i18n';
import { difficultyTexts } from './texts';

/** The page's tabs (a game open shows the game instead). */
const TABS: readonly TabItem[] = [
  { value: 'new', label: msg`New Game` },
  { value: 'active', label: msg`Active Games` },
  { value: 'history', label: msg`Game History` },
];

function GameSummary({ game }: { game: AiGame }) {
  const { t } = useLingui();
  const locale = useProtocolLocale();
  const level = asShown(difficultyTexts(game.difficulty, locale).label);
  const moves = game.moves.length;
  const date = formatDate(game.finishedAt ?? game.createdAt, { dateStyle: 'medium' });
  return (
    <span className="grid gap-1">
      <span className="text-lg font-bold text-ink">{game.buddy ? asShown(buddyTexts(game.buddy.id, locale).name) : t`${level} AI`}</span>
      <span className="text-ink-muted">
        {game.playerColor === 'white' ? (
          <Trans>
            You played white · <Plural value={moves} one="# move" other="# moves" /> · {date}
          </Trans>
        ) : (
          <Trans>
            You played black · <Plural value={moves} one="# move" other="# moves" /> · {date}
          </Trans>
        )}
      </span>
    </span>
  );
}

function ActiveGames({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useLingui();
  const games = useActiveAiGames();
  if (games.isError) return <LoadError what={t`your games`} onRetry={() => void games.refetch()} />;
  if (!games.data)
    return (
      <p>
        <Trans>Loading...</Trans>
      </p>
    );
  if (games.data.length === 0) return <EmptyState icon={<Bot className="size-7" />} title={t`No Active Games`} />;
  return (
    <ul className="grid gap-3">
      {games.data.map((game) => (
        <li key={game.id}>
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
              <GameSummary game={game} />
              <Button onClick={() => onOpen(game.id)}>
                <Trans>Resume</Trans>
              </Button>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const labelColor = { victory: 'green', draw: 'blue', defeat: 'red' } as const;

function GameHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useLingui();
  const games = useCompletedAiGames();
  if (games.isError) return <LoadError what={t`your finished games`} onRetry={() => void games.refetch()} />;
  if (!games.data)
    return (
      <p>
        <Trans>Loading...</Trans>
      </p>
    );
  if (games.data.length === 0) return <EmptyState icon={<Bot className="size-7" />} title={t`No Completed Games`} />;
  return (
    <ul className="grid gap-3">
      {games.data.map((game) => {
        const result = historyResult(game);
        return (
          <li key={game.id}>
            <Card>
              <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
                <span className="flex items-center gap-3">
                  <Badge color={labelColor[result]}>{historyLabel(game)}</Badge>
                  <GameSummary game={game} />
                </span>
                <Button variant="outline" onClick={() => onOpen(game.id)}>
                  <Trans>Look back</Trans>
                </Button>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

export default function AiChessPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const isPremium = user?.subscriptionStatus === 'active';
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState('new');
  const gameId = searchParams.get('game');

  const open = (id: string) => setSearchParams({ game: id });
  const leave = () => {
    setSearchParams({});
    setTab('new');
  };

  return (
    <>
      <title>{t`AI Chess Challenge – Chess Quest`}</title>
      <PageHeader
        title={t`AI Chess Challenge`}
        description={t`Play against the computer at Easy, Medium or Hard.`}
        icon={<Bot className="size-8" />}
      />
      {gameId ? (
        <GameView key={gameId} gameId={gameId} isPremium={isPremium} onOpen={(game) => open(game.id)} onLeave={leave} />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          {/* The three tabs wrap onto a second row on a phone rather than scroll: each is in sight. */}
          <TabBar label={t`AI games`} tabs={TABS} wrap />
          <TabsContent value="new">
            <NewGameForm isPremium={isPremium} onStarted={(game) => open(game.id)} />
          </TabsContent>
          <TabsContent value="active">
            <ActiveGames onOpen={open} />
          </TabsContent>
          <TabsContent value="history">
            <GameHistory onOpen={open} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
