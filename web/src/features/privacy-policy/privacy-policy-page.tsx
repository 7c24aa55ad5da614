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

const contactLink = (
  <Link to="/contact-us" className="font-semibold text-brand-strong underline">
    Contact Us
  </Link>
);

export default function PrivacyPolicyPage() {
  return (
    <>
      <title>Privacy Policy – Chess Quest</title>
      <PageHeader
        title="Privacy Policy"
        description="Chess Quest is made for children, so we collect as little as we can and never use it for anything but the game."
        icon={<Lock className="size-8" />}
      />
      <Card>
        <CardContent className="grid max-w-3xl gap-8 py-8">
          <p className="text-ink-muted">Version {PRIVACY_POLICY_VERSION}</p>
          <PolicySection title="A parent's consent">
            <p>
              A parent or guardian creates the account and agrees to this policy by ticking a box before the child&rsquo;s profile is made. We keep
              when you agreed and to which version of this policy.
            </p>
          </PolicySection>
          <PolicySection title="What we store">
            <p>When a parent creates an account, and while the child plays, we store:</p>
            <ul className="grid list-disc gap-1 pl-6">
              <li>the parent&rsquo;s email address, used to sign in and to answer your messages;</li>
              <li>a hash of the password and a hash of the 4-digit parent PIN (never the password or PIN themselves);</li>
              <li>the child&rsquo;s first name and age;</li>
              <li>a generated player name, such as &ldquo;BraveKnight42&rdquo;;</li>
              <li>learning progress: lessons, story chapters, puzzle attempts, points, levels, streaks and achievements;</li>
              <li>
                time played per day (counted while your child is using the app), so that you can see it against the time recommended for your
                child&rsquo;s age;
              </li>
              <li>the child&rsquo;s time zone, so that the daily puzzle and the streak follow your child&rsquo;s own day;</li>
              <li>games played against the computer and other children, including their moves and results.</li>
            </ul>
          </PolicySection>

          <PolicySection title="Why, and for how long">
            <p>
              We keep this only to run the game: to remember where your child is, to choose the next lessons and puzzles, and to show you your
              child&rsquo;s progress. It is kept for as long as the child&rsquo;s profile exists. A sign-in (the session) ends after 30 days without
              use. When you delete a child&rsquo;s profile, everything about that child is deleted at once and for good, including games against other
              children.
            </p>
          </PolicySection>

          <PolicySection title="What other players see">
            <p>
              Other players see only the generated player name and game information such as level and rating. They never see your child&rsquo;s real
              name, age or your email. There is no free-text chat.
            </p>
          </PolicySection>

          <PolicySection title="Classes: what a teacher sees">
            <p>
              A teacher can run a chess class for a school or a club. The teacher agrees to this policy when making a teacher account, and adds
              students with their parents&rsquo; or the school&rsquo;s permission. For each student the teacher makes, we store the first name and age
              the teacher typed, a generated player name, and a hash of the student&rsquo;s three sign-in pictures (never the pictures themselves). A
              student&rsquo;s account has no email and no password, and nothing can be bought with it.
            </p>
            <p>The class&rsquo;s teachers (the one who made it and any co-teacher) see, behind their PIN:</p>
            <ul className="grid list-disc gap-1 pl-6">
              <li>each student&rsquo;s first name, age, player name and avatar;</li>
              <li>
                a progress table of what the student did since joining the class: lesson steps and modules completed, puzzles solved and accuracy,
                games played and won, rating, time played and the current streak.
              </li>
            </ul>
            <p>
              Teachers never see a family&rsquo;s email, PIN, payments or anything from before the student joined the class. Other children see only
              the class&rsquo;s name and each student&rsquo;s player name and avatar when signing in, never a real name. Students read the
              teacher&rsquo;s news; they cannot write anything. When a teacher removes a student they made, the student&rsquo;s account and everything
              they played are deleted at once and for good, as when a parent deletes a child&rsquo;s profile. An archived class keeps its students
              until they are removed.
            </p>
            <p>
              A child with a family account joins a class only when their parent says yes in the Parent View; the parent sees the class&rsquo;s name
              and its teachers&rsquo; emails first. The teacher then sees the first name the parent gave, the age, player name, avatar and progress
              from that day on. The parent can take the child out of the class at any time; the child&rsquo;s own progress stays with the family.
            </p>
          </PolicySection>

          <PolicySection title="What we never do">
            <ul className="grid list-disc gap-1 pl-6">
              <li>We show no ads.</li>
              <li>We never sell or rent anyone&rsquo;s data.</li>
              <li>We use no third-party trackers or analytics scripts.</li>
            </ul>
          </PolicySection>

          <PolicySection title="Cookies">
            <p>We use one cookie to keep you signed in (a session cookie). It is not used to follow you around the web.</p>
          </PolicySection>

          <PolicySection title="Payments">
            <p>
              Paid plans are handled by our payment provider. Card details go straight to them; we never see or store card numbers. We keep only what
              we need to know about the subscription, such as whether it is active.
            </p>
          </PolicySection>

          <PolicySection title="Your choices">
            <p>Parents can see their child&rsquo;s progress at any time in the Parent View. In the Family area (behind the parent PIN), you can:</p>
            <ul className="grid list-disc gap-1 pl-6">
              <li>
                <strong>download everything we keep about a child</strong> as one file (choose &ldquo;Download data&rdquo; next to the child);
              </li>
              <li>
                <strong>delete a child&rsquo;s profile and all its data for good</strong> (choose &ldquo;Remove&rdquo; and confirm), your only
                child&rsquo;s too. A game your child is playing online is ended first.
              </li>
              <li>
                <strong>close your whole account</strong>: once no child profile is left, choose &ldquo;Close the account&rdquo; and confirm with your
                parent PIN. Your email address and everything else go with it.
              </li>
            </ul>
            <p>For any question about your data, send us a message through {contactLink} and we will take care of it.</p>
          </PolicySection>

          <PolicySection title="Changes">
            <p>If this policy changes, we will update this page and say what changed.</p>
          </PolicySection>
        </CardContent>
      </Card>
    </>
  );
}
