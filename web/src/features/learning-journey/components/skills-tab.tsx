import { SKILL_LABELS, SKILL_LEVEL_GREEN, SKILL_LEVEL_YELLOW, type SkillAssessment } from '@chess-quest/protocol/journey';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { Progress } from '../../../components/ui/progress';
import { useSkillAssessments } from '../api/get-skill-assessments';

/** Spec §9: green at 7 or more, yellow at 4 or more, red below. */
export function skillColour(level: number): { bar: string; text: string; word: string } {
  if (level >= SKILL_LEVEL_GREEN) return { bar: 'bg-green-600', text: 'text-green-800', word: 'Strong' };
  if (level >= SKILL_LEVEL_YELLOW) return { bar: 'bg-amber-500', text: 'text-amber-800', word: 'Growing' };
  return { bar: 'bg-red-600', text: 'text-red-800', word: 'Just starting' };
}

function SkillCard({ skill }: { skill: SkillAssessment }) {
  const colour = skillColour(skill.level);
  const label = SKILL_LABELS[skill.skillName];
  return (
    <Card className="flex flex-col gap-2 p-5" data-testid={`skill-${skill.skillName}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-ink">{label}</h3>
        <p className={`text-lg font-bold ${colour.text}`}>
          Level {skill.level}/10 <span className="sr-only">({colour.word})</span>
        </p>
      </div>
      <Progress value={skill.level * 10} label={`${label} level`} indicatorClassName={colour.bar} />
      <p className="text-sm text-ink-muted">
        {skill.confidence === 0 ? 'Play lessons, puzzles and games to measure this skill.' : `We are ${skill.confidence}% sure of this level.`}
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
  const skills = useSkillAssessments();
  if (skills.isPending) return <PageLoading />;
  if (skills.isError) return <LoadError what="your skills" onRetry={() => void skills.refetch()} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {skills.data.map((skill) => (
        <SkillCard key={skill.id} skill={skill} />
      ))}
    </div>
  );
}
