import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { asShown, i18n, protocolLocale } from '../../../lib/i18n';
import { skillStage } from '../../../lib/skill-stage';
import { skillLabel } from '../words';

/** Results it takes for an assessment to be fully sure (docs/skills.md: confidence = items / 20). */
const RESULTS_FOR_CERTAINTY = 20;

/**
 * How sure the assessment is, in a parent's words (issue 22): the figure the child's page
 * leaves out, with what it rests on. Confidence is the share of the 20 results (puzzles,
 * lesson steps or games) that make a level certain.
 */
export function certaintyLine(confidence: number): string {
  const results = Math.round((confidence / 100) * RESULTS_FOR_CERTAINTY);
  if (results >= RESULTS_FOR_CERTAINTY) return i18n._(msg`We are ${confidence}% sure: based on ${RESULTS_FOR_CERTAINTY} or more results.`);
  return i18n._(msg`We are ${confidence}% sure: based on ${results} of the ${RESULTS_FOR_CERTAINTY} results it takes to be certain.`);
}

/** The child's skills for the grown-ups: the child's own stage words, and how sure each level is. */
export function SkillsCard({ firstName, skills }: { firstName: string; skills: ParentDashboard['skills'] }) {
  const { t } = useLingui();
  const locale = protocolLocale();
  const assessed = skills.filter((skill) => skill.confidence > 0);
  const untried = skills.filter((skill) => skill.confidence === 0);
  const untriedNames = untried.map((skill) => asShown(skillLabel(skill.skillName, locale))).join(', ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Skills</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-ink">
        {assessed.length === 0 ? (
          <p>
            <Trans>No skill assessed yet: {firstName}’s skills will appear here after a few lessons, puzzles or games.</Trans>
          </p>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {assessed.map((skill) => {
                const stage = skillStage(skill.level, skill.confidence);
                const label = asShown(skillLabel(skill.skillName, locale));
                const steps = stage.steps;
                return (
                  <li key={skill.skillName} className="grid gap-1">
                    <p className="font-bold">{label}</p>
                    <p>
                      {stage.steps} · <span className={`font-semibold ${stage.text}`}>{stage.word}</span>
                    </p>
                    <Progress value={skill.level * 10} label={t`${label}: ${steps}`} indicatorClassName={stage.bar} />
                    <p className="text-sm text-ink-muted">{certaintyLine(skill.confidence)}</p>
                  </li>
                );
              })}
            </ul>
            {untried.length > 0 && (
              <p className="text-ink-muted">
                <Trans>Not tried yet: {untriedNames}.</Trans>
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
