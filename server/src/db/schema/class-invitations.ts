import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { classes } from './classes';
import { childRef, createdAt, tstz, uuidPk } from './columns';

/**
 * Class invitations (issue 24): a family's child joins a class with its parent's approval.
 * A class has at most one invitation for families; renewing replaces it (the old code and the
 * requests made with it go, through the foreign key).
 */
export const classInvitations = pgTable(
  'class_invitations',
  {
    id: uuidPk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** 8 characters without look-alikes, stored without the dash. */
    code: text('code').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('class_invitations_class_unique').on(t.classId), uniqueIndex('class_invitations_code_unique').on(t.code)],
);

/**
 * A family child's request to join a class, waiting for its parent (nothing is shared until
 * then). One waiting request per child: asking again replaces it.
 */
export const classJoinRequests = pgTable(
  'class_join_requests',
  {
    id: uuidPk(),
    childId: childRef(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => classInvitations.id, { onDelete: 'cascade' }),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('class_join_requests_child_unique').on(t.childId), index('class_join_requests_class_idx').on(t.classId)],
);
