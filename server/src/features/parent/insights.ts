// Plain-language insights a parent can read in a minute, drawn only from the child's results.

/** Puzzle themes worth naming to a parent; generic tags (oneMove, advantage...) are left out. */
export const THEME_NAMES: Record<string, string> = {
  hangingPiece: 'spotting pieces left undefended',
  mateIn1: 'checkmate in one move',
  mateIn2: 'checkmate in two moves',
  backRankMate: 'back-rank checkmates',
  fork: 'forks (attacking two pieces at once)',
  pin: 'pins',
  skewer: 'skewers',
  promotion: 'promoting pawns',
  discoveredAttack: 'discovered attacks',
  doubleCheck: 'double checks',
  smotheredMate: 'smothered mates',
};

export interface ThemedTry {
  themes: readonly string[];
  /** Solved with the very first move tried. */
  clean: boolean;
}

export interface LessonResult {
  title: string;
  completed: boolean;
  /** Best stars per step (0 = not done yet, 3 = best). */
  stepStars: readonly number[];
}

const MIN_EVIDENCE = 2;
const MAX_ITEMS = 3;

function themeTallies(tries: readonly ThemedTry[]) {
  const tallies = new Map<string, { clean: number; struggled: number }>();
  for (const attempt of tries) {
    for (const theme of attempt.themes) {
      if (!(theme in THEME_NAMES)) continue;
      const tally = tallies.get(theme) ?? { clean: 0, struggled: 0 };
      if (attempt.clean) tally.clean += 1;
      else tally.struggled += 1;
      tallies.set(theme, tally);
    }
  }
  return [...tallies].map(([theme, tally]) => ({ name: THEME_NAMES[theme]!, ...tally }));
}

function averageStars(lesson: LessonResult): number {
  const done = lesson.stepStars.filter((stars) => stars > 0);
  return done.length === 0 ? 0 : done.reduce((sum, stars) => sum + stars, 0) / done.length;
}

/** What the child does well: puzzle themes solved cleanly and lessons finished with top stars. */
export function findStrengths(tries: readonly ThemedTry[], lessons: readonly LessonResult[]): string[] {
  const themes = themeTallies(tries)
    .filter((t) => t.clean >= MIN_EVIDENCE && t.clean >= 2 * t.struggled)
    .sort((a, b) => b.clean - a.clean || a.name.localeCompare(b.name))
    .map((t) => `Puzzles about ${t.name}: ${t.clean} solved on the first try.`);
  const lessonStrengths = lessons
    .filter((lesson) => lesson.completed && averageStars(lesson) >= 2.5)
    .map((lesson) => `Finished the lesson “${lesson.title}” with top stars.`);
  return [...themes, ...lessonStrengths].slice(0, MAX_ITEMS);
}

/** What to practise next: themes missed more than solved, lessons with low stars or left half-done. */
export function findTopicsToPractise(tries: readonly ThemedTry[], lessons: readonly LessonResult[]): string[] {
  const themes = themeTallies(tries)
    .filter((t) => t.struggled >= MIN_EVIDENCE && t.struggled > t.clean)
    .sort((a, b) => b.struggled - a.struggled || a.name.localeCompare(b.name))
    .map((t) => `Puzzles about ${t.name}: ${t.struggled} needed more than one try.`);
  const lessonTopics = lessons
    .filter((lesson) => (lesson.completed && averageStars(lesson) < 2) || (!lesson.completed && lesson.stepStars.some((s) => s > 0)))
    .map((lesson) =>
      lesson.completed ? `Replay the lesson “${lesson.title}” to earn more stars.` : `Finish the lesson “${lesson.title}”, it is under way.`,
    );
  return [...themes, ...lessonTopics].slice(0, MAX_ITEMS);
}

export interface WeekFacts {
  firstName: string;
  /** The last 7 days: active seconds, and whether the child did anything that day. */
  days: readonly { seconds: number; played: boolean }[];
  recommended: { min: number; max: number };
  puzzlesSolved: number;
  puzzlesTried: number;
  /** Lessons and story chapters the child made progress in this week. */
  lessonsPractised: number;
  chaptersPractised: number;
  gamesPlayed: number;
  gamesWon: number;
  achievementsEarned: number;
  streak: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A few plain sentences about the last 7 days. */
export function weeklySummary(facts: WeekFacts): string[] {
  const name = facts.firstName;
  const activeDays = facts.days.filter((d) => d.played || d.seconds > 0).length;
  const seconds = facts.days.reduce((sum, d) => sum + d.seconds, 0);
  const total = Math.round(seconds / 60);
  if (activeDays === 0 && facts.puzzlesTried + facts.lessonsPractised + facts.chaptersPractised + facts.gamesPlayed === 0) {
    return [`${name} has not played Chess Quest in the last 7 days.`];
  }
  const sentences: string[] = [];
  if (activeDays > 0 && total === 0) {
    sentences.push(`${name} played on ${plural(activeDays, 'day')} this week, less than a minute in all.`);
  } else if (activeDays > 0) {
    const average = Math.round(total / activeDays);
    const { min, max } = facts.recommended;
    const advice =
      average < min
        ? `a little under the ${min}-${max} minutes we suggest for this age`
        : average > max
          ? `more than the ${min}-${max} minutes we suggest for this age, so a break may help`
          : `right within the ${min}-${max} minutes we suggest for this age`;
    sentences.push(
      `${name} played on ${plural(activeDays, 'day')} this week, ${plural(total, 'minute')} in all: about ${plural(average, 'minute')} a day, ${advice}.`,
    );
  }
  const learning: string[] = [];
  if (facts.lessonsPractised > 0) learning.push(plural(facts.lessonsPractised, 'lesson'));
  if (facts.chaptersPractised > 0) learning.push(plural(facts.chaptersPractised, 'story chapter'));
  if (learning.length > 0) sentences.push(`Learning: worked on ${learning.join(' and ')}.`);
  if (facts.puzzlesTried > 0) {
    sentences.push(`Puzzles: ${facts.puzzlesSolved} solved out of ${plural(facts.puzzlesTried, 'try', 'tries')}.`);
  }
  if (facts.gamesPlayed > 0) sentences.push(`Games: ${plural(facts.gamesPlayed, 'game')} played, ${facts.gamesWon} won.`);
  if (facts.achievementsEarned > 0) sentences.push(`New achievements: ${facts.achievementsEarned}. Worth a high five!`);
  if (facts.streak >= 2) sentences.push(`${name} is on a ${facts.streak}-day streak.`);
  return sentences;
}
