import { sql } from 'drizzle-orm';
import type { ClassProgressDays, ClassProgressRow } from '@chess-quest/protocol/classes';
import type { Database } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { aiGames } from '../../db/schema/ai';
import { modules } from '../../db/schema/content';
import { classStudents } from '../../db/schema/classes';
import { rewardClaims } from '../../db/schema/gamification';
import { games, playerRatings } from '../../db/schema/multiplayer';
import { activityDays, puzzleAttempts, streaks, userModules } from '../../db/schema/progress';
import { NEW_PLAYER } from '../../domain/ratings';

/**
 * The teacher's progress table (issue 24): one row per student of a class, counting only what
 * the student did inside the window AND since joining the class, whichever is later:
 *
 * - the window starts at the beginning of the child's own calendar day (its time zone, as the
 *   streak and the time of use count days) `days - 1` days before today: 1 is today, 7 the
 *   last seven days with today;
 * - lessonsCompleted: lesson steps finished for the first time; modulesCompleted: whole lesson
 *   modules finished for the first time. Their times are the rewards ledger's claims
 *   (`lesson-step:<module>:<step>`, `module:<module>`, written once per child by the
 *   achievements subscriber from the lessons' facts): the only record of when a step or a
 *   module was first finished, so a replay counts nothing;
 * - puzzles as the parent dashboard counts them: distinct puzzles solved, attempts, accuracy
 *   = solved attempts / attempts in percent (null with none);
 * - games: finished games against the AI and finished online games (a called-off game is
 *   neither), won as the parent dashboard counts them;
 * - rating: the online rating (NEW_PLAYER's for a child who never played online); its change
 *   is the sum of what the window's rated games moved it;
 * - secondsSpent: the heartbeat seconds of the window's days (activity_days keeps a day, not a
 *   time: the joining day counts whole);
 * - streak: the streak as the child sees it today (visibleStreak), at most the days since
 *   joining, so a family's streak from before the class is not shown to the teacher.
 *
 * The whole table is ONE statement whatever the number of students (the benchmark
 * scripts/bench/class-progress.ts): the class's members, each joined (LATERAL) to one
 * aggregate per activity table over that student's own window, which reads the table's
 * (child, time) index from the window's start and nothing older, however long the child's
 * history. Who may read it is the route's business (a teacher of the class); this reads any
 * class it is given. Keep its planned cost low: the plan of 40 students costs about 14,000,
 * far under PostgreSQL's jit_above_cost (100,000); a first version probing each lesson step's
 * claim with a subquery of its own cost 1,360,000 and spent 1.7 s compiling itself (JIT)
 * for a 10 ms read (scripts/bench/class-progress.ts --explain prints the plan).
 */

interface ProgressSqlRow {
  student_id: string;
  first_name: string;
  username: string;
  lesson_steps: number;
  modules: number;
  puzzles_solved: number;
  puzzle_attempts: number;
  solved_attempts: number;
  ai_played: number;
  ai_won: number;
  live_played: number;
  live_won: number;
  rating: number;
  rating_change: number;
  seconds: number;
  streak: number;
}

/** The one statement of a progress table: `now` and `days` decide the window (the benchmark prints its plan). */
export function progressQuery(classId: string, days: ClassProgressDays, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const zone = childProfiles.timeZone;
  const today = sql`(${at} at time zone ${zone})::date`;
  const firstDay = sql`(${today} - ${days - 1}::integer)`;
  return sql`
    with members as (
      select ${classStudents.childId} as child_id,
             ${childProfiles.firstName} as first_name,
             ${childProfiles.username} as username,
             ${zone} as time_zone,
             ${today} as today,
             (${classStudents.joinedAt} at time zone ${zone})::date as joined_day,
             greatest(${classStudents.joinedAt}, ${firstDay}::timestamp at time zone ${zone}) as since
      from ${classStudents}
      join ${childProfiles} on ${childProfiles.id} = ${classStudents.childId}
      where ${classStudents.classId} = ${classId}
    )
    select m.child_id as student_id, m.first_name, m.username,
           lessons.lesson_steps, lessons.modules,
           puzzle.puzzles_solved, puzzle.puzzle_attempts, puzzle.solved_attempts,
           ai.ai_played, ai.ai_won, live.live_played, live.live_won,
           coalesce(${playerRatings.rating}, ${NEW_PLAYER.rating}::integer) as rating,
           coalesce(live.rating_change, 0)::integer as rating_change,
           coalesce(spent.seconds, 0)::integer as seconds,
           greatest(0, least(
             case when ${streaks.lastActiveDate} >= m.today - 1 then ${streaks.currentStreak} else 0 end,
             m.today - m.joined_day + 1
           ))::integer as streak
    from members m
    -- The lesson modules the child moved since the window began (a step's claim is written when
    -- its fact is delivered, a moment after the module's row: a day's margin), then the claims
    -- of their steps and of the modules themselves, probed by their keys in the claims' index.
    left join lateral (
      select count(*) filter (where ${rewardClaims.sourceKey} like 'lesson-step:%')::integer as lesson_steps,
             count(*) filter (where ${rewardClaims.sourceKey} like 'module:%')::integer as modules
      from ${userModules}
      join ${modules} on ${modules.id} = ${userModules.moduleId}
      join ${rewardClaims} on ${rewardClaims.childId} = m.child_id
       and ${rewardClaims.sourceKey} = any(array(
             select 'lesson-step:' || ${userModules.moduleId} || ':' || step
             from generate_series(0, jsonb_array_length(${modules.steps}) - 1) step
           ) || ('module:' || ${userModules.moduleId}))
       and ${rewardClaims.createdAt} >= m.since and ${rewardClaims.createdAt} <= ${at}
      where ${userModules.childId} = m.child_id and ${userModules.updatedAt} >= m.since - interval '1 day'
    ) lessons on true
    left join lateral (
      select count(distinct ${puzzleAttempts.puzzleId}) filter (where ${puzzleAttempts.solved})::integer as puzzles_solved,
             count(*)::integer as puzzle_attempts,
             count(*) filter (where ${puzzleAttempts.solved})::integer as solved_attempts
      from ${puzzleAttempts}
      where ${puzzleAttempts.childId} = m.child_id and ${puzzleAttempts.createdAt} >= m.since and ${puzzleAttempts.createdAt} <= ${at}
    ) puzzle on true
    left join lateral (
      select count(*)::integer as ai_played, count(*) filter (where ${aiGames.winner} = 'player')::integer as ai_won
      from ${aiGames}
      where ${aiGames.childId} = m.child_id and ${aiGames.gameResult} is not null
        and ${aiGames.finishedAt} >= m.since and ${aiGames.finishedAt} <= ${at}
    ) ai on true
    left join lateral (
      select count(*)::integer as live_played,
             count(*) filter (where ${games.winnerId} = m.child_id)::integer as live_won,
             sum(case when ${games.whiteId} = m.child_id
                      then ${games.whiteRatingAfter} - ${games.whiteRatingBefore}
                      else ${games.blackRatingAfter} - ${games.blackRatingBefore} end) as rating_change
      from ${games}
      where (${games.whiteId} = m.child_id or ${games.blackId} = m.child_id) and ${games.status} = 'finished'
        and ${games.finishedAt} >= m.since and ${games.finishedAt} <= ${at}
    ) live on true
    left join lateral (
      select sum(${activityDays.seconds}) as seconds
      from ${activityDays}
      where ${activityDays.childId} = m.child_id
        and ${activityDays.day} >= (m.since at time zone m.time_zone)::date and ${activityDays.day} <= m.today
    ) spent on true
    left join ${playerRatings} on ${playerRatings.childId} = m.child_id
    left join ${streaks} on ${streaks.childId} = m.child_id and ${streaks.streakType} = 'daily_login'
    order by lower(m.first_name), m.username, m.child_id`;
}

/** A row as this table reads it: the route adds the coordinates trainer's bests (another feature's, through its port). */
export type ProgressTableRow = Omit<ClassProgressRow, 'coordinatesBests'>;

function toRow(row: ProgressSqlRow): ProgressTableRow {
  // Both drivers answer integers as numbers here (every figure is cast to integer).
  const n = (value: number | string | null) => Number(value ?? 0);
  const attempts = n(row.puzzle_attempts);
  return {
    studentId: row.student_id,
    firstName: row.first_name,
    username: row.username,
    lessonsCompleted: n(row.lesson_steps),
    modulesCompleted: n(row.modules),
    puzzlesSolved: n(row.puzzles_solved),
    puzzlesAttempted: attempts,
    puzzleAccuracy: attempts === 0 ? null : Math.round((n(row.solved_attempts) / attempts) * 100),
    gamesPlayed: n(row.ai_played) + n(row.live_played),
    gamesWon: n(row.ai_won) + n(row.live_won),
    rating: n(row.rating),
    ratingChange: n(row.rating_change),
    secondsSpent: n(row.seconds),
    streak: n(row.streak),
  };
}

export function createClassProgress({ db }: { db: Database }) {
  return {
    /** The class's progress table over the last `days` days (see the top of this file). */
    async progress(classId: string, days: ClassProgressDays, now = new Date()): Promise<ProgressTableRow[]> {
      const result = await db.execute(progressQuery(classId, days, now));
      // Both drivers answer { rows } (node-postgres and PGlite).
      return (result as unknown as { rows: ProgressSqlRow[] }).rows.map(toRow);
    },
  };
}

export type ClassProgressService = ReturnType<typeof createClassProgress>;
