import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { LOGIN_URL } from '../lib/unauthorized';

/**
 * The page list's login prompts (protocol/src/pages.ts, in English) in the reader's language,
 * by their English title; a prompt missing here shows its English (LoginPrompt's test checks none is).
 */
export const LOGIN_PROMPT_TEXTS: Readonly<Record<string, { title: MessageDescriptor; message: MessageDescriptor }>> = {
  'Multiplayer Chess': {
    title: msg`Multiplayer Chess`,
    message: msg`Log in to challenge friends and other young players to a game of chess.`,
  },
  'Customize Your Chess Set': {
    title: msg`Customize Your Chess Set`,
    message: msg`Log in to choose your chess pieces and board themes.`,
  },
  'Learning Journey': {
    title: msg`Learning Journey`,
    message: msg`Log in to follow your learning paths and see the skills you are building.`,
  },
};

/** Spec §6: multiplayer, customization and learning journey invite a signed-out visitor to log in. */
export function LoginPrompt({ title: englishTitle, message: englishMessage }: { title: string; message: string }) {
  const { t } = useLingui();
  const texts = LOGIN_PROMPT_TEXTS[englishTitle];
  const title = texts ? t(texts.title) : englishTitle;
  const message = texts ? t(texts.message) : englishMessage;
  return (
    <>
      <title>{t`${title} – Chess Quest`}</title>
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center">
        <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <LogIn className="size-8" />
        </span>
        <h1 className="text-3xl font-extrabold text-ink">{title}</h1>
        <p className="text-ink-muted">{message}</p>
        <a href={LOGIN_URL} className={buttonClassName('primary', 'lg')}>
          <Trans>Log In to Continue</Trans>
        </a>
      </Card>
    </>
  );
}
