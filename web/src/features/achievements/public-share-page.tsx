import { Link, useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RARITIES } from '@chess-quest/protocol/achievements';
import { buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoading } from '../../components/ui/page-loading';
import { usePublicShare } from './api/get-public-share';
import { RewardIcon } from './components/reward-icon';

const RARITY_WORDS: Readonly<Record<(typeof RARITIES)[number], MessageDescriptor>> = {
  common: msg`common`,
  rare: msg`rare`,
  epic: msg`epic`,
  legendary: msg`legendary`,
};

/** /share/{type}/{id}: what a parent shared. The generated username only; no real name, age or photo. */
export default function PublicSharePage() {
  const { t } = useLingui();
  const { type = '', id = '' } = useParams();
  const share = usePublicShare(type, id);
  if (share.isPending) return <PageLoading />;
  if (share.isError) {
    return (
      <EmptyState title={t`This share is not here`}>
        <Trans>
          The link may have been taken down by a parent.{' '}
          <Link to="/" className="font-semibold text-brand-strong underline">
            Visit Chess Quest
          </Link>
        </Trans>
      </EmptyState>
    );
  }
  const page = share.data;
  const { title, username } = page;
  const rarity = t(RARITY_WORDS[page.rarity]);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-6">
      <title>{t`${title} – Chess Quest`}</title>
      <Card className="grid justify-items-center gap-4 p-8 text-center">
        <RewardIcon name={page.icon} className="size-28" />
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {page.shareableType === 'story' ? t`${rarity} story chapter` : t`${rarity} achievement`}
        </p>
        <h1 className="text-4xl font-bold text-ink">{page.title}</h1>
        <p className="text-lg text-ink-muted">{page.description}</p>
        <p className="text-lg font-semibold text-ink">
          <Trans>Earned by {username}</Trans>
        </p>
      </Card>
      <img src={page.imageUrl} alt={t`Badge: ${title}, earned by ${username}`} className="w-full rounded-[var(--radius-card)] shadow" />
      <Link to="/" className={buttonClassName('primary', 'lg', 'justify-self-center')}>
        <Trans>Learn chess on Chess Quest</Trans>
      </Link>
    </div>
  );
}
