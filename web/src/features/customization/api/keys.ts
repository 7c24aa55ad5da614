import { isUnauthorizedError } from '../../../lib/api-client';

/** Query keys of the customization calls: each key is the call's URL (the default query function reads it). */
export const customizationKeys = {
  all: ['/api/customization'] as const,
  pieceThemes: () => ['/api/customization/piece-themes'] as const,
  boardThemes: () => ['/api/customization/board-themes'] as const,
  user: () => ['/api/customization/user'] as const,
  unlocked: () => ['/api/customization/unlocked-themes'] as const,
};

/** Spec §8: customization reads do not retry on 401; otherwise up to 3 tries. */
export const customizationRetry = (failureCount: number, error: unknown) => !isUnauthorizedError(error) && failureCount < 3;
