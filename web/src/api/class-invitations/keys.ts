/** Query keys of class invitations (issue 24): the teacher's invitation, the child's request, the parent's list. */
export const classInvitationKeys = {
  all: ['class-invitations'] as const,
  /** A class's invitation, as its teacher sees it. */
  ofClass: (classId: string) => [...classInvitationKeys.all, 'class', classId] as const,
  /** The signed-in child's request or class. */
  mine: () => [...classInvitationKeys.all, 'mine'] as const,
  /** The parent's requests and memberships. */
  parent: () => [...classInvitationKeys.all, 'parent'] as const,
};
