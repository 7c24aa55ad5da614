/** Query keys of the achievements reads (achievements, Level, streaks, badges, daily challenge): invalidating `achievementKeys.all` refreshes every one. */
export const achievementKeys = {
  all: ['rewards'] as const,
  achievements: () => [...achievementKeys.all, 'achievements'] as const,
  experience: () => [...achievementKeys.all, 'user-experience'] as const,
  streaks: () => [...achievementKeys.all, 'streaks'] as const,
  badges: () => [...achievementKeys.all, 'badges'] as const,
  dailyChallenge: () => [...achievementKeys.all, 'daily-challenge'] as const,
  publicShare: (type: string, id: string) => ['public-share', type, id] as const,
};
