import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, Gamepad2, GraduationCap, Star, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const WAYS = [
  { id: 'wins', icon: Gamepad2, text: msg`Win games against the computer or friends online (5 and 10 wins).` },
  { id: 'lessons', icon: GraduationCap, text: msg`Complete lessons (3 and 5 lessons).` },
  { id: 'levels', icon: TrendingUp, text: msg`Reach level 5 and level 10.` },
  { id: 'points', icon: Star, text: msg`Spend the points you earn on lessons, puzzles and the story. Your level stays the same.` },
  { id: 'premium', icon: Crown, text: msg`Premium members get the Premium themes.` },
];

/** Spec §2: the 'How to Unlock More Themes' panel. */
export function UnlockHelp() {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>How to Unlock More Themes</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {WAYS.map(({ id, icon: Icon, text }) => (
            <li key={id} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
              <span>{t(text)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
