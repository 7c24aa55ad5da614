/** Query keys of the rewards reads: invalidating `rewardKeys.all` refreshes every one. */
export const rewardKeys = {
  all: ['rewards'] as const,
  achievements: () => [...rewardKeys.all, 'achievements'] as const,
  experience: () => [...rewardKeys.all, 'user-experience'] as const,
  streaks: () => [...rewardKeys.all, 'streaks'] as const,
  badges: () => [...rewardKeys.all, 'badges'] as const,
  dailyChallenge: () => [...rewardKeys.all, 'daily-challenge'] as const,
  publicShare: (type: string, id: string) => ['public-share', type, id] as const,
};
