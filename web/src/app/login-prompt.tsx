import { LogIn } from 'lucide-react';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { LOGIN_URL } from '../lib/unauthorized';

/** Spec §6: multiplayer, customization and learning journey invite a signed-out visitor to log in. */
export function LoginPrompt({ title, message }: { title: string; message: string }) {
  return (
    <>
      <title>{`${title} – Chess Quest`}</title>
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center">
        <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <LogIn className="size-8" />
        </span>
        <h1 className="text-3xl font-extrabold text-ink">{title}</h1>
        <p className="text-ink-muted">{message}</p>
        <a href={LOGIN_URL} className={buttonClassName('primary', 'lg')}>
          Log In to Continue
        </a>
      </Card>
    </>
  );
}
