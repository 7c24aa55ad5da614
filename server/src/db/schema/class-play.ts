import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { classes } from './classes';
import { childRef, createdAt, oneOf, tstz, uuidPk } from './columns';
import { puzzleRaces } from './gamification';

/** open: students may join; started: the puzzle race runs (race_id); closed: called off or over. */
export const CLASS_RACE_STATUSES = ['open', 'started', 'closed'] as const;

/**
 * A class puzzle race (issue 24, lila#9276): only a teacher of the class opens and starts it;
 * students join while it is open; starting makes a puzzle race (puzzle-races feature) of the
 * students who joined. At most one open or started race per class.
 */
export const classRaces = pgTable(
  'class_races',
  {
    id: uuidPk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    raceId: uuid('race_id').references(() => puzzleRaces.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: tstz('started_at'),
    closedAt: tstz('closed_at'),
  },
  (t) => [
    uniqueIndex('class_races_one_live_per_class')
      .on(t.classId)
      .where(sql`${t.status} in ('open', 'started')`),
    index('class_races_class_created_idx').on(t.classId, t.createdAt),
    check('class_races_status_check', oneOf(t.status, CLASS_RACE_STATUSES)),
  ],
);

/** The students who joined an open class race. */
export const classRaceEntrants = pgTable(
  'class_race_entrants',
  {
    classRaceId: uuid('class_race_id')
      .notNull()
      .references(() => classRaces.id, { onDelete: 'cascade' }),
    childId: childRef(),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classRaceId, t.childId] }), index('class_race_entrants_child_idx').on(t.childId)],
);
