import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRIVACY_POLICY_VERSION } from '@chess-quest/protocol/auth';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';

function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Privacy Policy – Chess Quest`}</title>
      <PageHeader
        title={t`Privacy Policy`}
        description={t`Chess Quest is made for children, so we collect as little as we can and never use it for anything but the game.`}
        icon={<Lock className="size-8" />}
      />
      <Card>
        <CardContent className="grid max-w-3xl gap-8 py-8">
          <p className="text-ink-muted">
            <Trans>Version {PRIVACY_POLICY_VERSION}</Trans>
          </p>
          <PolicySection title={t`A parent's consent`}>
            <p>
              <Trans>
                A parent or guardian creates the account and agrees to this policy by ticking a box before the child’s profile is made. We keep when
                you agreed and to which version of this policy.
              </Trans>
            </p>
          </PolicySection>
          <PolicySection title={t`What we store`}>
            <p>
              <Trans>When a parent creates an account, and while the child plays, we store:</Trans>
            </p>
            <ul className="grid list-disc gap-1 pl-6">
              <li>
                <Trans>the parent’s email address, used to sign in and to answer your messages;</Trans>
              </li>
              <li>
                <Trans>a hash of the password and a hash of the 4-digit parent PIN (never the password or PIN themselves);</Trans>
              </li>
              <li>
                <Trans>the child’s first name and age;</Trans>
              </li>
              <li>
                <Trans>the language your child plays in (English or Spanish), which you can change for each child in the Family area;</Trans>
              </li>
              <li>
                <Trans>a generated player name, such as “BraveKnight42”;</Trans>
              </li>
              <li>
                <Trans>learning progress: lessons, story chapters, puzzle attempts, points, levels, streaks and achievements;</Trans>
              </li>
              <li>
                <Trans>
                  time played per day (counted while your child is using the app), so that you can see it against the time recommended for your
                  child’s age;
                </Trans>
              </li>
              <li>
                <Trans>the child’s time zone, so that the daily puzzle and the streak follow your child’s own day;</Trans>
              </li>
              <li>
                <Trans>games played against the computer and other children, including their moves and results.</Trans>
              </li>
            </ul>
          </PolicySection>

          <PolicySection title={t`Why, and for how long`}>
            <p>
              <Trans>
                We keep this only to run the game: to remember where your child is, to choose the next lessons and puzzles, and to show you your
                child’s progress. It is kept for as long as the child’s profile exists. A sign-in (the session) ends after 30 days without use. When
                you delete a child’s profile, everything about that child is deleted at once and for good, including games against other children.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection title={t`What other players see`}>
            <p>
              <Trans>
                Other players see only the generated player name and game information such as level and rating. They never see your child’s real name,
                age or your email. There is no free-text chat.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection title={t`Classes: what a teacher sees`}>
            <p>
              <Trans>
                A teacher can run a chess class for a school or a club. The teacher agrees to this policy when making a teacher account, and adds
                students with their parents’ or the school’s permission. For each student the teacher makes, we store the first name and age the
                teacher typed, a generated player name, and a hash of the student’s three sign-in pictures (never the pictures themselves). A
                student’s account has no email and no password, and nothing can be bought with it.
              </Trans>
            </p>
            <p>
              <Trans>The class’s teachers (the one who made it and any co-teacher) see, behind their PIN:</Trans>
            </p>
            <ul className="grid list-disc gap-1 pl-6">
              <li>
                <Trans>each student’s first name, age, player name and avatar;</Trans>
              </li>
              <li>
                <Trans>
                  a progress table of what the student did since joining the class: lesson steps and modules completed, puzzles solved and accuracy,
                  games played and won, rating, time played and the current streak.
                </Trans>
              </li>
            </ul>
            <p>
              <Trans>
                Teachers never see a family’s email, PIN, payments or anything from before the student joined the class. Other children see only the
                class’s name and each student’s player name and avatar when signing in, never a real name. Students read the teacher’s news; they
                cannot write anything. When a teacher removes a student they made, the student’s account and everything they played are deleted at
                once and for good, as when a parent deletes a child’s profile. An archived class keeps its students until they are removed.
              </Trans>
            </p>
            <p>
              <Trans>
                A child with a family account joins a class only when their parent says yes in the Parent View; the parent sees the class’s name and
                its teachers’ emails first. The teacher then sees the first name the parent gave, the age, player name, avatar and progress from that
                day on. The parent can take the child out of the class at any time; the child’s own progress stays with the family.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection title={t`What we never do`}>
            <ul className="grid list-disc gap-1 pl-6">
              <li>
                <Trans>We show no ads.</Trans>
              </li>
              <li>
                <Trans>We never sell or rent anyone’s data.</Trans>
              </li>
              <li>
                <Trans>We use no third-party trackers or analytics scripts.</Trans>
              </li>
            </ul>
          </PolicySection>

          <PolicySection title={t`Cookies`}>
            <p>
              <Trans>
                We use two cookies: one keeps you signed in (a session cookie), and one remembers the language the app is shown in (the one chosen
                with the switch at the bottom of the page, or your child’s language), for a year. Neither is used to follow you around the web.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection title={t`Payments`}>
            <p>
              <Trans>
                Paid plans are handled by our payment provider. Card details go straight to them; we never see or store card numbers. We keep only
                what we need to know about the subscription, such as whether it is active.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection title={t`Your choices`}>
            <p>
              <Trans>
                Parents can see their child’s progress at any time in the Parent View. In the Family area (behind the parent PIN), you can:
              </Trans>
            </p>
            <ul className="grid list-disc gap-1 pl-6">
              <li>
                <Trans>
                  <strong>download everything we keep about a child</strong> as one file (choose “Download data” next to the child);
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>delete a child’s profile and all its data for good</strong> (choose “Remove” and confirm), your only child’s too. A game
                  your child is playing online is ended first.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>close your whole account</strong>: once no child profile is left, choose “Close the account” and confirm with your parent
                  PIN. Your email address and everything else go with it.
                </Trans>
              </li>
            </ul>
            <p>
              <Trans>
                For any question about your data, send us a message through{' '}
                <Link to="/contact-us" className="font-semibold text-brand-strong underline">
                  Contact Us
                </Link>{' '}
                and we will take care of it.
              </Trans>
            </p>
          </PolicySection>

          <PolicySection title={t`Changes`}>
            <p>
              <Trans>If this policy changes, we will update this page and say what changed.</Trans>
            </p>
          </PolicySection>
        </CardContent>
      </Card>
    </>
  );
}
