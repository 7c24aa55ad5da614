import { SKILL_LABELS } from '@chess-quest/protocol/learning-journey';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { skillStage } from '../../../lib/skill-stage';

/** Results it takes for an assessment to be fully sure (docs/skills.md: confidence = items / 20). */
const RESULTS_FOR_CERTAINTY = 20;

/**
 * How sure the assessment is, in a parent's words (issue 22): the figure the child's page
 * leaves out, with what it rests on. Confidence is the share of the 20 results (puzzles,
 * lesson steps or games) that make a level certain.
 */
export function certaintyLine(confidence: number): string {
  const results = Math.round((confidence / 100) * RESULTS_FOR_CERTAINTY);
  if (results >= RESULTS_FOR_CERTAINTY) return `We are ${confidence}% sure: based on ${RESULTS_FOR_CERTAINTY} or more results.`;
  return `We are ${confidence}% sure: based on ${results} of the ${RESULTS_FOR_CERTAINTY} results it takes to be certain.`;
}

/** The child's skills for the grown-ups: the child's own stage words, and how sure each level is. */
export function SkillsCard({ firstName, skills }: { firstName: string; skills: ParentDashboard['skills'] }) {
  const assessed = skills.filter((skill) => skill.confidence > 0);
  const untried = skills.filter((skill) => skill.confidence === 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Skills</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-ink">
        {assessed.length === 0 ? (
          <p>No skill assessed yet: {firstName}&rsquo;s skills will appear here after a few lessons, puzzles or games.</p>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {assessed.map((skill) => {
                const stage = skillStage(skill.level, skill.confidence);
                const label = SKILL_LABELS[skill.skillName];
                return (
                  <li key={skill.skillName} className="grid gap-1">
                    <p className="font-bold">{label}</p>
                    <p>
                      {stage.steps} · <span className={`font-semibold ${stage.text}`}>{stage.word}</span>
                    </p>
                    <Progress value={skill.level * 10} label={`${label}: ${stage.steps}`} indicatorClassName={stage.bar} />
                    <p className="text-sm text-ink-muted">{certaintyLine(skill.confidence)}</p>
                  </li>
                );
              })}
            </ul>
            {untried.length > 0 && (
              <p className="text-ink-muted">Not tried yet: {untried.map((skill) => SKILL_LABELS[skill.skillName]).join(', ')}.</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
