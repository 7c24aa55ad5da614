import { useLingui } from '@lingui/react/macro';
import { FALLBACK_SCENE, STORY_SCENES } from './story-scenes';
import { PieceFigure, STORY_CAST, figureForSpeaker } from './piece-figures';

/**
 * The English name to show for a speaker id: the cast's own, or the id read as words
 * ('white-king' → 'White King'). In another language the chapter's page says the name
 * (StoryPage.speakerName, from the server's cast translations).
 */
export function speakerName(speaker: string): string {
  const known = STORY_CAST[speaker.toLowerCase()];
  if (known) return known.name;
  return speaker
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A story page's picture: the scene for `art` and, unless the narrator speaks, the speaker,
 * named `name` (the page's name in the reader's language) or else from the id.
 */
export function StoryArt({ art, speaker, name }: { art: string; speaker: string; name?: string | undefined }) {
  const { t } = useLingui();
  const scene = STORY_SCENES[art] ?? FALLBACK_SCENE;
  const figure = figureForSpeaker(speaker);
  const sceneLabel = t(scene.label);
  const who = name ?? speakerName(speaker);
  const label = figure ? t`${sceneLabel}, with ${who}` : sceneLabel;
  return (
    <svg
      viewBox="0 0 400 220"
      role="img"
      aria-label={label}
      className="h-auto w-full overflow-hidden rounded-[var(--radius-card)] border-2 border-line"
      data-art={STORY_SCENES[art] ? art : 'fallback'}
    >
      {scene.draw()}
      {figure && <PieceFigure kind={figure.kind} color={figure.color} x={70} y={205} scale={1.1} />}
    </svg>
  );
}
