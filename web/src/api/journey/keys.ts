/** Query keys of the learning journey: mutations invalidate through these, never by URL. */
export const journeyKeys = {
  all: ['journey'] as const,
  paths: () => [...journeyKeys.all, 'paths'] as const,
  userPaths: () => [...journeyKeys.all, 'user-paths'] as const,
  milestones: () => [...journeyKeys.all, 'milestones'] as const,
  skills: () => [...journeyKeys.all, 'skills'] as const,
  insights: () => [...journeyKeys.all, 'insights'] as const,
};
