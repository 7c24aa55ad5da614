import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Eye, Flag, Play, Swords, X } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { ClassPlay } from '@chess-quest/protocol/class-play';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-field';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { hasErrorCode } from '../../lib/api-client';
import { requestErrorMessage } from '../../lib/request-error-message';
import { useClassRaceAction } from './api/class-race-actions';
import { useTeacherPlay } from './api/get-teacher-play';
import { PlayerName, RaceStandings } from './components/race-standings';
import { TeacherOnly } from './components/teacher-only';

const linkClass = 'font-semibold text-brand-strong underline';

/** The class race from the teacher's side: open it, see who joined, start it (only a teacher can), its standings. */
function RaceCard({ play }: { play: ClassPlay }) {
  const act = useClassRaceAction(play.classId);
  const { t } = useLingui();
  const race = play.race;
  const joined = race?.entrants.length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Flag aria-hidden="true" className="size-6" />
          <Trans>Class puzzle race</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Everyone solves the same quick puzzles for 90 seconds. You open the race, your students join from their “Play with my class” page, and
            only you can start it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {act.isError && <FormAlert>{requestErrorMessage(act.error)}</FormAlert>}
        {play.archived ? (
          <p className="text-ink">
            <Trans>This class is archived. Restore it to run a race.</Trans>
          </p>
        ) : !race || race.status === 'closed' ? (
          <>
            {race?.race && <RaceStandings race={race.race} firstNames={play.firstNames} />}
            <Button size="lg" className="justify-self-start" onClick={() => act.mutate('open')} disabled={act.isPending}>
              <Flag aria-hidden="true" className="size-5" />
              {race ? t`Open a new race` : t`Open a race for the class`}
            </Button>
          </>
        ) : race.status === 'open' ? (
          <>
            <p className="text-lg text-ink" aria-live="polite">
              {joined < 2 ? (
                <Plural
                  value={joined}
                  one="# student has joined – at least 2 are needed to start."
                  other="# students have joined – at least 2 are needed to start."
                />
              ) : (
                <Plural value={joined} one="# student has joined." other="# students have joined." />
              )}
            </p>
            {joined > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label={t`Students who joined`}>
                {race.entrants.map((e) => (
                  <li key={e.childId} className="rounded-full border-2 border-line bg-paper px-3 py-1 font-semibold text-ink">
                    <PlayerName firstName={play.firstNames[e.childId]} username={e.username} />
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-wrap gap-3">
              <Button size="lg" onClick={() => act.mutate('start')} disabled={act.isPending || joined < 2}>
                <Play aria-hidden="true" className="size-5" />
                <Trans>Start the race</Trans>
              </Button>
              <Button size="lg" variant="outline" onClick={() => act.mutate('cancel')} disabled={act.isPending}>
                <X aria-hidden="true" className="size-5" />
                <Trans>Call it off</Trans>
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-lg font-semibold text-ink" aria-live="polite">
              {race.race?.status === 'running' ? t`The race is running.` : t`The race is over.`}
            </p>
            {race.race && <RaceStandings race={race.race} firstNames={play.firstNames} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function GamesCard({ play }: { play: ClassPlay }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Swords aria-hidden="true" className="size-6" />
          <Trans>Games now</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Games between two students of this class. You watch; you cannot move for them.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {play.liveGames.length === 0 ? (
          <p className="text-ink">
            <Trans>No games between your students right now. This list updates by itself.</Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {play.liveGames.map((g) => (
              <li key={g.gameId} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-line bg-paper p-3">
                <span className="text-lg font-semibold text-ink">
                  <PlayerName firstName={play.firstNames[g.whiteId]} username={g.white} />{' '}
                  <span className="font-normal text-ink-muted">
                    <Trans>with white vs</Trans>
                  </span>{' '}
                  <PlayerName firstName={play.firstNames[g.blackId]} username={g.black} />{' '}
                  <span className="font-normal text-ink-muted">
                    <Trans>with black</Trans>
                  </span>
                </span>
                <Link to={`/teach/classes/${play.classId}/play/games/${g.gameId}`} className={buttonClassName('outline')}>
                  <Eye aria-hidden="true" className="size-5" />
                  <Trans>Watch</Trans>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TeacherPlay({ classId }: { classId: string }) {
  const play = useTeacherPlay(classId);
  const { t } = useLingui();
  if (play.isPending) return <PageLoading />;
  if (play.isError) {
    if (hasErrorCode(play.error, 'not_found')) {
      return (
        <p className="text-ink">
          <Trans>
            That class is not one of yours.{' '}
            <Link to="/teach" className={linkClass}>
              Your classes
            </Link>
          </Trans>
        </p>
      );
    }
    return <LoadError what={t`the class`} onRetry={() => void play.refetch()} />;
  }
  const className = play.data.className;
  return (
    <>
      <title>{t`Class play: ${className} – Chess Quest`}</title>
      <PageHeader
        title={t`${className}: play`}
        description={t`Run a puzzle race for the class and watch your students' games.`}
        icon={<Flag className="size-8" />}
      />
      <div className="grid max-w-3xl grid-cols-1 gap-6">
        <RaceCard play={play.data} />
        <GamesCard play={play.data} />
      </div>
    </>
  );
}

/** The teacher's class play (issue 24): the class race only the teacher starts (lila#9276) and the class's live games. */
export default function TeacherPlayPage() {
  const { classId = '' } = useParams();
  return (
    <TeacherOnly>
      <div className="grid grid-cols-1 gap-4">
        <Link to={`/teach/classes/${classId}`} className={buttonClassName('ghost', 'md', 'justify-self-start')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          <Trans>Back to the class</Trans>
        </Link>
        <TeacherPlay classId={classId} />
      </div>
    </TeacherOnly>
  );
}
