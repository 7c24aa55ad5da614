import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageLoading } from '../../components/ui/page-loading';
import { usePublicShare } from './api/get-public-share';
import { RewardIcon } from './components/reward-icon';

/** /share/{type}/{id}: what a parent shared. The generated username only; no real name, age or photo. */
export default function PublicSharePage() {
  const { type = '', id = '' } = useParams();
  const share = usePublicShare(type, id);
  if (share.isPending) return <PageLoading />;
  if (share.isError) {
    return (
      <EmptyState title="This share is not here">
        The link may have been taken down by a parent.{' '}
        <Link to="/" className="font-semibold text-brand-strong underline">
          Visit Chess Quest
        </Link>
      </EmptyState>
    );
  }
  const page = share.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-6">
      <title>{`${page.title} – Chess Quest`}</title>
      <Card className="grid justify-items-center gap-4 p-8 text-center">
        <RewardIcon name={page.icon} className="size-28" />
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {page.rarity} {page.shareableType === 'story' ? 'story chapter' : 'achievement'}
        </p>
        <h1 className="text-4xl font-bold text-ink">{page.title}</h1>
        <p className="text-lg text-ink-muted">{page.description}</p>
        <p className="text-lg font-semibold text-ink">Earned by {page.username}</p>
      </Card>
      <img src={page.imageUrl} alt={`Badge: ${page.title}, earned by ${page.username}`} className="w-full rounded-[var(--radius-card)] shadow" />
      <Link to="/" className={buttonClassName('primary', 'lg', 'justify-self-center')}>
        Learn chess on Chess Quest
      </Link>
    </div>
  );
}
