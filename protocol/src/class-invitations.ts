import { z } from 'zod';
import { CLASS_CODE_ALPHABET } from './classes';

/**
 * Class invitations (issue 24): a child who already has a family account joins a class.
 *
 * 1. A teacher makes the class's invitation: a code (and a link with it) for families, that
 *    expires and can be renewed (a new code; the old one and the requests made with it go).
 * 2. The child (a family account's child, never a student account) types the code or opens the
 *    link: a join request is recorded. Nothing about the child is shared yet.
 * 3. The parent, behind the PIN, sees the request in the Parent Dashboard with what the
 *    teacher will see spelled out, and approves (the child joins the class) or declines.
 * 4. The parent can take the child out of the class at any time: the membership goes, the
 *    child's own data stays in the family.
 *
 * The teacher sees the family child's first name as the parent approved it, its age, its
 * player name, its avatar and its progress since joining; never the email, billing, the PIN or
 * the family's other children.
 *
 * Routes (under /api):
 * - GET    /classes/:classId/invitation          teacher  -> classInvitationStateSchema
 * - POST   /classes/:classId/invitation          teacher  renewInvitationBodySchema -> 201 classInvitationSchema (a new code)
 * - DELETE /classes/:classId/invitation          teacher  -> 204 (turned off; its pending requests go)
 * - POST   /class-invitations/join               child    joinClassBodySchema -> 201 joinStatusSchema (family accounts only)
 * - GET    /class-invitations/mine               child    -> joinStatusSchema
 * - GET    /parent/class-requests                parent   -> parentClassesSchema
 * - POST   /parent/class-requests/:requestId/approve  parent -> classMembershipSchema
 * - DELETE /parent/class-requests/:requestId     parent   -> 204 (declined)
 * - DELETE /parent/children/:childId/class       parent   -> 204 (the child leaves its class)
 */

// ---- Constants ---------------------------------------------------------------------------

/** An invitation code: 8 characters of the class code's alphabet (no look-alikes), shown as XXXX-XXXX. */
export const INVITATION_CODE_LENGTH = 8;
/** How long a new invitation lasts, as the teacher picks it. */
export const INVITATION_DAYS = [1, 7, 14, 30] as const;
export type InvitationDays = (typeof INVITATION_DAYS)[number];
export const INVITATION_DEFAULT_DAYS: InvitationDays = 7;

/** The page a child opens with the invitation (the web adds its own origin). */
export const JOIN_CLASS_PATH = '/join-class';

/** What the teacher never sees. */
export const TEACHER_NEVER_SEES = [
  'your email and password',
  'your plan and billing',
  'the parent PIN',
  'your other children',
  'anything from before joining',
] as const;

/** Messages the web shows verbatim; the server sends exactly these. */
export const INVITATION_MESSAGES = {
  invalidCode: 'That code does not work. It may be old or mistyped. Ask your teacher for the class code for families.',
  studentAccount: 'You are already in your class. Class codes for families are for family accounts.',
  alreadyInClass: 'You are already in a class.',
  askParent: 'Ask your parent to say yes in the Parent View.',
  requestNotFound: 'No such request. It may have been answered already, or the teacher made a new invitation.',
  childInClass: (firstName: string, className: string) => `${firstName} is already in ${className}. Take ${firstName} out of it first.`,
  classFull: 'This class is full: the teacher has no room for another student.',
  classArchived: 'This class is archived: its teacher is not taking new students.',
  childNotInClass: 'This child is not in a class.',
  noInvitation: 'This class has no invitation for families yet.',
} as const;

// ---- Shared pieces -----------------------------------------------------------------------

/** The code as a child types it: spaces and dashes dropped, upper-cased, then checked. */
export const invitationCodeSchema = z
  .string({ error: 'code is required' })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${CLASS_CODE_ALPHABET}]{${INVITATION_CODE_LENGTH}}$`),
        `code must be the ${INVITATION_CODE_LENGTH} letters and digits your teacher gave`,
      ),
  );

/** The code as shown: XXXX-XXXX. */
export function formatInvitationCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The address of the invitation's page (without the origin). */
export function invitationPath(code: string): string {
  return `${JOIN_CLASS_PATH}?code=${formatInvitationCode(code)}`;
}

const uuidField = (name: string) => z.string({ error: `${name} is required` }).uuid(`${name} must be an id`);

// ---- The teacher's invitation ------------------------------------------------------------

export const classInvitationSchema = z.object({
  classId: z.string(),
  /** As shown: XXXX-XXXX. */
  code: z.string(),
  /** The page to open, without the origin: /join-class?code=XXXX-XXXX. */
  path: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type ClassInvitation = z.infer<typeof classInvitationSchema>;

/** GET /api/classes/:classId/invitation: the class's invitation, or null when there is none. */
export const classInvitationStateSchema = z.object({ invitation: classInvitationSchema.nullable() });
export type ClassInvitationState = z.infer<typeof classInvitationStateSchema>;

/** POST /api/classes/:classId/invitation: a new code, lasting this many days (the old one stops working). */
export const renewInvitationBodySchema = z
  .object({
    expiresInDays: z.coerce
      .number({ error: `expiresInDays must be one of ${INVITATION_DAYS.join(', ')}` })
      .refine((days): days is InvitationDays => (INVITATION_DAYS as readonly number[]).includes(days), {
        message: `expiresInDays must be one of ${INVITATION_DAYS.join(', ')}`,
      })
      .default(INVITATION_DEFAULT_DAYS),
  })
  .strict();
export type RenewInvitationBody = z.input<typeof renewInvitationBodySchema>;

// ---- The child's side --------------------------------------------------------------------

/** POST /api/class-invitations/join: the code the child typed (or the link's). */
export const joinClassBodySchema = z.object({ code: invitationCodeSchema }).strict();
export type JoinClassBody = z.input<typeof joinClassBodySchema>;

export const JOIN_STATUSES = ['none', 'pending', 'member'] as const;
export type JoinStatusKind = (typeof JOIN_STATUSES)[number];

/** Where the child stands: no request, a request waiting for the parent, or in a class. */
export const joinStatusSchema = z.object({
  status: z.enum(JOIN_STATUSES),
  /** The class asked for, or the class the child is in; null with status 'none'. */
  className: z.string().nullable(),
  /** When the request was made (status 'pending'), or when the child joined (status 'member'). */
  since: z.string().nullable(),
});
export type JoinStatus = z.infer<typeof joinStatusSchema>;

// ---- The parent's side -------------------------------------------------------------------

export const classRequestParamsSchema = z.object({ requestId: uuidField('requestId') });
export const classChildParamsSchema = z.object({ childId: uuidField('childId') });

/** The child as the teacher would see them: exactly what the parent approves. */
export const sharedChildSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  age: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type SharedChild = z.infer<typeof sharedChildSchema>;

/** The class a request or a membership is about, and who teaches it. */
export const classFacesSchema = z.object({
  className: z.string(),
  classDescription: z.string(),
  /** The emails of the class's teachers: who will see the child. */
  teacherEmails: z.array(z.string()),
});

/** Why the parent cannot approve now (null: they can). */
export const REQUEST_BLOCKS = ['in-class', 'full', 'archived'] as const;
export type RequestBlock = (typeof REQUEST_BLOCKS)[number];

export const classRequestSchema = classFacesSchema.extend({
  id: z.string(),
  child: sharedChildSchema,
  requestedAt: z.string(),
  blockedBy: z.enum(REQUEST_BLOCKS).nullable(),
  /** The message for blockedBy (null when it can be approved). */
  blockedMessage: z.string().nullable(),
});
export type ClassRequest = z.infer<typeof classRequestSchema>;

export const classMembershipSchema = classFacesSchema.extend({
  child: sharedChildSchema,
  joinedAt: z.string(),
});
export type ClassMembership = z.infer<typeof classMembershipSchema>;

/** GET /api/parent/class-requests: the family's children's requests waiting for the parent, and their classes. */
export const parentClassesSchema = z.object({
  requests: z.array(classRequestSchema),
  memberships: z.array(classMembershipSchema),
});
export type ParentClasses = z.infer<typeof parentClassesSchema>;
