import { Crown, Gamepad2, GraduationCap, Star, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const WAYS = [
  { icon: Gamepad2, text: 'Win games against the computer or friends online (5 and 10 wins).' },
  { icon: GraduationCap, text: 'Complete lessons (3 and 5 lessons).' },
  { icon: TrendingUp, text: 'Reach level 5 and level 10.' },
  { icon: Star, text: 'Spend the points you earn on lessons, puzzles and the story. Your level stays the same.' },
  { icon: Crown, text: 'Premium members get the Premium themes.' },
];

/** Spec §2: the 'How to Unlock More Themes' panel. */
export function UnlockHelp() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How to Unlock More Themes</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {WAYS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
