/** Query keys of the after-game coach. */
export const reviewKeys = {
  all: ['game-reviews'] as const,
  list: () => [...reviewKeys.all, 'list'] as const,
  detail: (gameId: string) => [...reviewKeys.all, 'detail', gameId] as const,
};
