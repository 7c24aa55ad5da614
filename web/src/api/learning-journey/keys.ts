/** Query keys of the learning journey: mutations invalidate through these, never by URL. */
export const learningJourneyKeys = {
  all: ['journey'] as const,
  paths: () => [...learningJourneyKeys.all, 'paths'] as const,
  userPaths: () => [...learningJourneyKeys.all, 'user-paths'] as const,
  milestones: () => [...learningJourneyKeys.all, 'milestones'] as const,
  skills: () => [...learningJourneyKeys.all, 'skills'] as const,
  insights: () => [...learningJourneyKeys.all, 'insights'] as const,
};
