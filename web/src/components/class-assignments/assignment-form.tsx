import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  ASSIGNMENT_KIND_NAMES,
  ASSIGNMENT_KINDS,
  ASSIGNMENT_MAX_PUZZLES,
  type AssignmentKind,
  type CreateAssignmentBody,
} from '@chess-quest/protocol/class-assignments';
import { ASSIGNMENT_KIND_NAMES_ES } from '@chess-quest/protocol/class-assignments.es';
import type { ClassStudent } from '@chess-quest/protocol/classes';
import { useCreateAssignment } from '../../api/class-assignments/create-assignment';
import { useAssignmentChoices } from '../../api/class-assignments/get-assignment-choices';
import { useAssignmentPuzzles } from '../../api/class-assignments/get-assignment-puzzles';
import { inActiveLocale } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { FormAlert, FormField, inputClassName } from '../ui/form-field';
import { LoadError } from '../ui/load-error';
import { choiceLabel, defaultDueDate, dueFromDateInput, dueRange } from './assignment-logic';
import { KindIcon } from './kind-icon';

type PuzzleMode = 'theme' | 'list';

const checkboxRow = 'flex min-h-11 items-center gap-3 rounded-xl px-2 text-ink hover:bg-cream';

/** The teacher's "New assignment" form: what, for whom, by when. The server checks it all again. */
export function AssignmentForm({ classId, students }: { classId: string; students: readonly Pick<ClassStudent, 'studentId' | 'firstName'>[] }) {
  const { t } = useLingui();
  const kindNames = inActiveLocale({ en: ASSIGNMENT_KIND_NAMES, es: ASSIGNMENT_KIND_NAMES_ES });
  const choices = useAssignmentChoices();
  const create = useCreateAssignment();
  const [kind, setKind] = useState<AssignmentKind>('lesson_module');
  const [targetId, setTargetId] = useState('');
  const [puzzleMode, setPuzzleMode] = useState<PuzzleMode>('theme');
  const [theme, setTheme] = useState('');
  const [count, setCount] = useState(5);
  const [picked, setPicked] = useState<string[]>([]);
  const [everyone, setEveryone] = useState(true);
  const [chosenStudents, setChosenStudents] = useState<string[]>([]);
  const [day, setDay] = useState(() => defaultDueDate());
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const puzzles = useAssignmentPuzzles(kind === 'puzzle_set' && puzzleMode === 'list' && theme ? theme : null);
  const range = dueRange();

  if (choices.isError) return <LoadError what="what you can assign" onRetry={() => void choices.refetch()} />;

  const options =
    kind === 'lesson_module'
      ? (choices.data?.modules ?? [])
      : kind === 'story_chapter'
        ? (choices.data?.chapters ?? [])
        : kind === 'mini_challenge'
          ? (choices.data?.challenges ?? [])
          : [];
  const themeSize = choices.data?.themes.find((entry) => entry.theme === theme)?.puzzles ?? ASSIGNMENT_MAX_PUZZLES;

  const pickedCount = picked.length;
  const maxPuzzles = ASSIGNMENT_MAX_PUZZLES;
  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setMade(null);
    const dueAt = dueFromDateInput(day);
    if (!dueAt) return setProblem(t`Choose a due date.`);
    if (!everyone && chosenStudents.length === 0) return setProblem(t`Choose at least one student, or the whole class.`);
    const who = { dueAt, ...(everyone ? {} : { studentIds: chosenStudents }) };
    let body: CreateAssignmentBody;
    if (kind === 'puzzle_set') {
      if (!theme) return setProblem(t`Choose a puzzle theme.`);
      if (puzzleMode === 'list' && picked.length === 0) return setProblem(t`Choose at least one puzzle.`);
      body = { kind, puzzles: puzzleMode === 'theme' ? { theme, count } : { puzzleIds: picked }, ...who };
    } else {
      if (!targetId)
        return setProblem(
          kind === 'lesson_module' ? t`Choose a lesson.` : kind === 'story_chapter' ? t`Choose a story chapter.` : t`Choose a mini challenge.`,
        );
      body =
        kind === 'lesson_module'
          ? { kind, moduleId: targetId, ...who }
          : kind === 'story_chapter'
            ? { kind, chapterId: targetId, ...who }
            : { kind, challengeId: targetId, ...who };
    }
    create.mutate(
      { classId, body },
      {
        onSuccess: (assignment) => {
          const title = assignment.title;
          setMade(t`Assigned: ${title}.`);
          setTargetId('');
          setPicked([]);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>New assignment</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-5" noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold text-ink">
              <Trans>What</Trans>
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {ASSIGNMENT_KINDS.map((k) => (
                <label
                  key={k}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                    kind === k ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line bg-paper text-ink',
                  )}
                >
                  <input
                    type="radio"
                    name="assignment-kind"
                    value={k}
                    checked={kind === k}
                    onChange={() => {
                      setKind(k);
                      setTargetId('');
                    }}
                    className="sr-only"
                  />
                  <KindIcon kind={k} className="size-5" />
                  {kindNames[k]}
                </label>
              ))}
            </div>
          </fieldset>

          {kind !== 'puzzle_set' ? (
            <FormField
              id="assignment-target"
              label={kindNames[kind]}
              hint={kind === 'mini_challenge' ? undefined : t`A lesson or chapter opens at the level it says; Premium chapters need a paid plan.`}
            >
              {(control) => (
                <select {...control} className={inputClassName} value={targetId} onChange={(event) => setTargetId(event.target.value)}>
                  <option value="">{choices.isPending ? t`Loading…` : t`Choose…`}</option>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {choiceLabel(option)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : (
            <div className="grid gap-4">
              <FormField id="assignment-theme" label={t`Puzzle theme`}>
                {(control) => (
                  <select
                    {...control}
                    className={inputClassName}
                    value={theme}
                    onChange={(event) => {
                      setTheme(event.target.value);
                      setPicked([]);
                    }}
                  >
                    <option value="">{choices.isPending ? t`Loading…` : t`Choose…`}</option>
                    {(choices.data?.themes ?? []).map(({ theme: themeName, puzzles: size }) => (
                      <option key={themeName} value={themeName}>
                        {t`${themeName} (${size} puzzles)`}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <fieldset className="flex flex-wrap gap-4">
                <legend className="sr-only">
                  <Trans>How to choose the puzzles</Trans>
                </legend>
                <label className={checkboxRow}>
                  <input
                    type="radio"
                    name="puzzle-mode"
                    className="size-5"
                    checked={puzzleMode === 'theme'}
                    onChange={() => setPuzzleMode('theme')}
                  />
                  <Trans>A number of puzzles of the theme</Trans>
                </label>
                <label className={checkboxRow}>
                  <input type="radio" name="puzzle-mode" className="size-5" checked={puzzleMode === 'list'} onChange={() => setPuzzleMode('list')} />
                  <Trans>Puzzles I choose</Trans>
                </label>
              </fieldset>
              {puzzleMode === 'theme' ? (
                <FormField id="assignment-count" label={t`How many puzzles`} hint={t`Any ${count} puzzles of the theme, solved after today.`}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      min={1}
                      max={Math.min(ASSIGNMENT_MAX_PUZZLES, themeSize)}
                      className={cn(inputClassName, 'max-w-32')}
                      value={count}
                      onChange={(event) => setCount(Number(event.target.value))}
                    />
                  )}
                </FormField>
              ) : !theme ? (
                <p className="text-ink-muted">
                  <Trans>Choose a theme to see its puzzles.</Trans>
                </p>
              ) : puzzles.isError ? (
                <LoadError what={t`the puzzles`} onRetry={() => void puzzles.refetch()} />
              ) : (
                <fieldset className="grid max-h-72 gap-1 overflow-y-auto rounded-xl border-2 border-line p-2">
                  <legend className="px-1 font-semibold text-ink">{t`Puzzles (${pickedCount} of at most ${maxPuzzles})`}</legend>
                  {(puzzles.data?.puzzles ?? []).map((puzzle) => {
                    const puzzleRating = puzzle.rating;
                    return (
                      <label key={puzzle.id} className={checkboxRow}>
                        <input
                          type="checkbox"
                          className="size-5"
                          checked={picked.includes(puzzle.id)}
                          disabled={!picked.includes(puzzle.id) && picked.length >= ASSIGNMENT_MAX_PUZZLES}
                          onChange={() => setPicked((list) => toggle(list, puzzle.id))}
                        />
                        <span>
                          {puzzle.title} <span className="text-sm text-ink-muted">{t`(rating ${puzzleRating})`}</span>
                        </span>
                      </label>
                    );
                  })}
                </fieldset>
              )}
            </div>
          )}

          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold text-ink">
              <Trans>For whom</Trans>
            </legend>
            <label className={checkboxRow}>
              <input type="radio" name="assignment-who" className="size-5" checked={everyone} onChange={() => setEveryone(true)} />
              <Trans>The whole class</Trans>
            </label>
            <label className={checkboxRow}>
              <input type="radio" name="assignment-who" className="size-5" checked={!everyone} onChange={() => setEveryone(false)} />
              <Trans>Some students</Trans>
            </label>
            {!everyone && (
              <div className="grid gap-1 pl-6 sm:grid-cols-2">
                {students.length === 0 && (
                  <p className="text-ink-muted">
                    <Trans>This class has no students yet.</Trans>
                  </p>
                )}
                {students.map((student) => (
                  <label key={student.studentId} className={checkboxRow}>
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={chosenStudents.includes(student.studentId)}
                      onChange={() => setChosenStudents((list) => toggle(list, student.studentId))}
                    />
                    {student.firstName}
                  </label>
                ))}
              </div>
            )}
          </fieldset>

          <FormField id="assignment-due" label={t`Due date`} hint={t`Up to a year ahead; the end of that day.`}>
            {(control) => (
              <input
                {...control}
                type="date"
                className={cn(inputClassName, 'max-w-56')}
                value={day}
                min={range.min}
                max={range.max}
                onChange={(event) => setDay(event.target.value)}
              />
            )}
          </FormField>

          {(problem ?? create.error) && <FormAlert>{problem ?? requestErrorMessage(create.error)}</FormAlert>}
          {made && (
            <p role="status" className="font-semibold text-success">
              {made}
            </p>
          )}
          <div>
            <Button type="submit" disabled={create.isPending}>
              <Plus aria-hidden="true" className="size-5" />
              {create.isPending ? t`Assigning…` : t`Assign`}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
