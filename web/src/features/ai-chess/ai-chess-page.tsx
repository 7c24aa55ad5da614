import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Bot } from 'lucide-react';
import { AI_DIFFICULTY_DETAILS, type AiGame } from '@chess-quest/protocol/ai-chess';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/use-auth';
import { useActiveAiGames } from './api/get-active-ai-games';
import { useCompletedAiGames } from './api/get-completed-ai-games';
import { historyLabel } from './game-outcome';
import { GameView } from './game-view';
import { NewGameForm } from './new-game-form';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function GameSummary({ game }: { game: AiGame }) {
  return (
    <span className="grid gap-1">
      <span className="text-lg font-bold text-ink">{game.buddy ? game.buddy.name : `${AI_DIFFICULTY_DETAILS[game.difficulty].label} AI`}</span>
      <span className="text-ink-muted">
        You played {game.playerColor} · {game.moves.length} moves · {dateFormat.format(new Date(game.finishedAt ?? game.createdAt))}
      </span>
    </span>
  );
}

function ActiveGames({ onOpen }: { onOpen: (id: string) => void }) {
  const games = useActiveAiGames();
  if (games.isError) return <LoadError what="your games" onRetry={() => void games.refetch()} />;
  if (!games.data) return <p>Loading...</p>;
  if (games.data.length === 0) return <EmptyState icon={<Bot className="size-7" />} title="No Active Games" />;
  return (
    <ul className="grid gap-3">
      {games.data.map((game) => (
        <li key={game.id}>
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
              <GameSummary game={game} />
              <Button onClick={() => onOpen(game.id)}>Resume</Button>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const labelColor = { Victory: 'green', Draw: 'blue', Defeat: 'red' } as const;

function GameHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const games = useCompletedAiGames();
  if (games.isError) return <LoadError what="your finished games" onRetry={() => void games.refetch()} />;
  if (!games.data) return <p>Loading...</p>;
  if (games.data.length === 0) return <EmptyState icon={<Bot className="size-7" />} title="No Completed Games" />;
  return (
    <ul className="grid gap-3">
      {games.data.map((game) => {
        const label = historyLabel(game);
        return (
          <li key={game.id}>
            <Card>
              <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
                <span className="flex items-center gap-3">
                  <Badge color={labelColor[label]}>{label}</Badge>
                  <GameSummary game={game} />
                </span>
                <Button variant="outline" onClick={() => onOpen(game.id)}>
                  Look back
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
      <title>AI Chess Challenge – Chess Quest</title>
      <PageHeader title="AI Chess Challenge" description="Play against the computer at Easy, Medium or Hard." icon={<Bot className="size-8" />} />
      {gameId ? (
        <GameView key={gameId} gameId={gameId} isPremium={isPremium} onOpen={(game) => open(game.id)} onLeave={leave} />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          {/* The three tabs wrap onto a second row on a phone rather than scroll: each is in sight. */}
          <TabsList aria-label="AI games" wrap>
            <TabsTrigger value="new">New Game</TabsTrigger>
            <TabsTrigger value="active">Active Games</TabsTrigger>
            <TabsTrigger value="history">Game History</TabsTrigger>
          </TabsList>
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
