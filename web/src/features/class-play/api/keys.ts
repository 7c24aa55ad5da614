/** The class play feature's query keys. */
export const classPlayKeys = {
  all: ['class-play'] as const,
  lobby: () => [...classPlayKeys.all, 'lobby'] as const,
  teacher: (classId: string) => [...classPlayKeys.all, 'teacher', classId] as const,
  game: (classId: string, gameId: string) => [...classPlayKeys.all, 'game', classId, gameId] as const,
};

/**
 * How often the pages read again: the lobby always (a class of 40 is 40 presence cards), the
 * teacher's pages only while the socket is down (pushes keep them live otherwise).
 */
export const LOBBY_REFRESH_MS = 6_000;
export const TEACHER_REFRESH_MS = 3_000;
export const WATCH_REFRESH_MS = 1_500;
