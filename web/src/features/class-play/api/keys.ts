/** The class play feature's query keys. */
export const classPlayKeys = {
  all: ['class-play'] as const,
  lobby: () => [...classPlayKeys.all, 'lobby'] as const,
  teacher: (classId: string) => [...classPlayKeys.all, 'teacher', classId] as const,
  game: (classId: string, gameId: string) => [...classPlayKeys.all, 'game', classId, gameId] as const,
};

/** How often the pages read again (a teacher's account may have no socket; polling is what keeps them live). */
export const LOBBY_REFRESH_MS = 6_000;
export const TEACHER_REFRESH_MS = 3_000;
export const WATCH_REFRESH_MS = 1_500;
