import { Copy, Download, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { SHARE_PLATFORMS, type CreateShareBody } from '@chess-quest/protocol/rewards';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { toast } from '../../lib/toast';
import { ParentGate } from '../parent/parent-gate';
import { useCreateShareLink, useRevokeShareLink } from '../../api/create-share-link';
import { useCreateShares } from '../../api/create-share';
import { useGenerateBadge } from '../../api/generate-badge';

const PLATFORM_NAMES: Record<(typeof SHARE_PLATFORMS)[number], string> = { twitter: 'Twitter', facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' };

export interface ShareItem {
  type: 'achievement' | 'story';
  id: string;
  title: string;
  description: string;
}

/** Spec §5: an empty message becomes a preset with the title and description. */
export function presetShareText(item: Pick<ShareItem, 'title' | 'description'> & { type?: ShareItem['type'] }): string {
  return `${item.type === 'story' ? 'I finished' : 'I earned'} "${item.title}" on Chess Quest! ${item.description}`;
}

function ShareForm({ item }: { item: ShareItem }) {
  const [platforms, setPlatforms] = useState<Set<CreateShareBody['platform']>>(new Set());
  const [message, setMessage] = useState('');
  const [linkId, setLinkId] = useState<string | null>(null);
  const shares = useCreateShares();
  const link = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const badge = useGenerateBadge();
  const messageId = useId();

  const toggle = (platform: CreateShareBody['platform']) =>
    setPlatforms((current) => {
      const next = new Set(current);
      if (next.has(platform)) next.delete(platform);
      else next.add(platform);
      return next;
    });

  const share = () => {
    if (platforms.size === 0) {
      toast({ title: 'Select Platform', description: 'Please select at least one platform to share to.', variant: 'destructive' });
      return;
    }
    const shareText = message.trim() || presetShareText(item);
    shares.mutate(
      [...platforms].map((platform) => ({ shareableType: item.type, shareableId: item.id, platform, shareText })),
      {
        onSuccess: (results) => {
          setLinkId(results[0]?.url.split('/').at(-1) ?? null);
          toast({ title: 'Success!', description: 'Your achievement has been shared successfully!' });
        },
        onError: () => toast({ title: 'Error', description: 'Failed to share your achievement. Please try again.', variant: 'destructive' }),
      },
    );
  };

  const download = () =>
    badge.mutate(
      { badgeType: item.type, badgeId: item.id },
      {
        onSuccess: (made) => {
          const url = URL.createObjectURL(new Blob([made.svg], { type: 'image/svg+xml' }));
          const anchor = document.createElement('a');
          anchor.href = url;
          anchor.download = `chess-quest-${item.id}.svg`;
          anchor.click();
          URL.revokeObjectURL(url);
          toast({ title: 'Badge Downloaded!' });
        },
        onError: () => toast({ title: 'Download Failed', description: 'Failed to download badge. Please try again.', variant: 'destructive' }),
      },
    );

  const copy = () =>
    link.mutate(
      { shareableType: item.type, shareableId: item.id },
      {
        onSuccess: async (made) => {
          setLinkId(made.id);
          await navigator.clipboard?.writeText(new URL(made.url, window.location.origin).toString());
          toast({ title: 'Link Copied!' });
        },
        onError: () => toast({ title: 'Error', description: 'Failed to share your achievement. Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-ink">Platforms</legend>
        <div className="grid grid-cols-2 gap-2">
          {SHARE_PLATFORMS.map((platform) => (
            <Button key={platform} variant={platforms.has(platform) ? 'primary' : 'outline'} aria-pressed={platforms.has(platform)} onClick={() => toggle(platform)}>
              {PLATFORM_NAMES[platform]}
            </Button>
          ))}
        </div>
      </fieldset>
      <label htmlFor={messageId} className="grid gap-2 font-semibold text-ink">
        Message (optional)
        <textarea
          id={messageId}
          value={message}
          maxLength={280}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={presetShareText(item)}
          className="min-h-24 rounded-[var(--radius-card)] border border-line p-3 font-normal"
        />
      </label>
      <Button size="lg" onClick={share} disabled={shares.isPending}>
        {shares.isPending ? 'Sharing…' : 'Share'}
      </Button>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download} disabled={badge.isPending}>
          <Download aria-hidden="true" className="size-4" /> Download badge
        </Button>
        <Button variant="secondary" onClick={copy} disabled={link.isPending}>
          <Copy aria-hidden="true" className="size-4" /> Copy link
        </Button>
        {linkId && (
          <Button
            variant="ghost"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(linkId, { onSuccess: () => { setLinkId(null); toast({ title: 'Link taken down' }); } })}
          >
            <Link2Off aria-hidden="true" className="size-4" /> Take the link down
          </Button>
        )}
      </div>
      <p className="text-sm text-ink-muted">
        The public page shows the {item.type === 'story' ? 'story chapter' : 'achievement'} and your child&apos;s game name only — never a real name, age or photo.
      </p>
    </div>
  );
}

/** The share dialog (spec §2, §4, §5, §8) behind the parent gate: children under 13 do not post. */
export function ShareDialog({ item, onClose }: { item: ShareItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Share {item?.title}</DialogTitle>
        <DialogDescription className="mb-4">A grown-up shares for you.</DialogDescription>
        {item && (
          <ParentGate>
            <ShareForm item={item} />
          </ParentGate>
        )}
      </DialogContent>
    </Dialog>
  );
}
