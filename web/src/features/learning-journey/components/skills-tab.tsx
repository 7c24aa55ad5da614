import { useLingui } from '@lingui/react/macro';
import type { SkillAssessment } from '@chess-quest/protocol/learning-journey';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { Progress } from '../../../components/ui/progress';
import { useSkillAssessments } from '../api/get-skill-assessments';
import { skillStage } from '../../../lib/skill-stage';
import { useJourneyTexts } from '../texts';

function SkillCard({ skill }: { skill: SkillAssessment }) {
  const { t } = useLingui();
  const stage = skillStage(skill.level, skill.confidence);
  const label = useJourneyTexts().skills[skill.skillName];
  const steps = stage.steps;
  return (
    <Card className="flex flex-col gap-2 p-5" data-testid={`skill-${skill.skillName}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-ink">{label}</h3>
        <p className={`text-lg font-bold ${stage.text}`}>{stage.word}</p>
      </div>
      <Progress value={skill.level * 10} label={t`${label}: ${steps}`} indicatorClassName={stage.bar} />
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">{stage.steps}</span> · {stage.hint}
      </p>
      {skill.strengths.length > 0 && (
        <ul className="list-disc pl-5 text-green-800">
          {skill.strengths.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {skill.weaknesses.length > 0 && (
        <ul className="list-disc pl-5 text-amber-800">
          {skill.weaknesses.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function SkillsTab() {
  const { t } = useLingui();
  const skills = useSkillAssessments();
  if (skills.isPending) return <PageLoading />;
  if (skills.isError) return <LoadError what={t`your skills`} onRetry={() => void skills.refetch()} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {skills.data.map((skill) => (
        <SkillCard key={skill.id} skill={skill} />
      ))}
    </div>
  );
}
