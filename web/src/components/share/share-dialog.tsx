import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download, ExternalLink, Link2Off, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SHARE_PLATFORMS, type CreateShareBody } from '@chess-quest/protocol/achievements';
import { Button, buttonClassName } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { formatList } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { ParentApproval } from '../parent/parent-gate';
import { useCreateShareLink, useRevokeShareLink } from '../../api/create-share-link';
import { useCreateShares } from '../../api/create-share';
import { useGenerateBadge } from '../../api/generate-badge';
import { isParentLockedError } from '../../api/parent/get-parent-status';
import { lockParentArea } from '../../api/parent/lock-parent-area';

type Platform = (typeof SHARE_PLATFORMS)[number];

const PLATFORM_NAMES: Record<Platform, string> = { twitter: 'Twitter', facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' };

/**
 * Each platform's own share page, with the text and the public link filled in: the grown-up
 * posts there, or not. Facebook and LinkedIn take the link only (they show its preview);
 * Instagram has no share page on the web.
 */
export function platformShareUrl(platform: Platform, text: string, link: string): string | null {
  const q = encodeURIComponent;
  switch (platform) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${q(text)}&url=${q(link)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(link)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(link)}`;
    case 'instagram':
      return null;
  }
}

/** "Twitter", "Twitter and LinkedIn", "Twitter, Facebook and LinkedIn". */
function namesOf(platforms: Platform[]): string {
  return formatList(platforms.map((platform) => PLATFORM_NAMES[platform]));
}

interface Ready {
  platforms: Platform[];
  text: string;
  link: string;
}

/**
 * What the share made: the public link, and one button per chosen platform that opens that
 * platform's share page. Nothing is posted by Chess Quest, and the dialog says so.
 */
function ReadyToShare({ ready, title }: { ready: Ready; title: string }) {
  const { t } = useLingui();
  const names = namesOf(ready.platforms);
  const canShareHere = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copyForApp = async () => {
    await navigator.clipboard?.writeText(`${ready.text} ${ready.link}`);
    toast({ title: t`Copied!`, description: t`Paste the text and the link in the Instagram app, with the badge.` });
  };
  const shareHere = () =>
    navigator.share({ title, text: ready.text, url: ready.link }).catch(() => {
      // Closed without sharing, or refused by the device: nothing to tell.
    });
  return (
    <section aria-labelledby="ready-to-share" className="grid gap-3 rounded-2xl border-2 border-brand bg-brand-soft p-4">
      <h3 id="ready-to-share" className="text-lg font-bold text-ink">
        <Trans>Ready to share on {names}</Trans>
      </h3>
      <p className="text-ink">
        <Trans>Nothing is posted yet. Each button opens that site’s own share page with the text and the link; you post it there.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        {ready.platforms.map((platform) => {
          const url = platformShareUrl(platform, ready.text, ready.link);
          const platformName = PLATFORM_NAMES[platform];
          return url ? (
            <a key={platform} href={url} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary')}>
              <ExternalLink aria-hidden="true" className="size-4" /> <Trans>Open {platformName}</Trans>
              <span className="sr-only">
                {' '}
                <Trans>(opens a new tab)</Trans>
              </span>
            </a>
          ) : (
            <Button key={platform} variant="outline" onClick={() => void copyForApp()}>
              <Copy aria-hidden="true" className="size-4" /> <Trans>Copy for Instagram</Trans>
            </Button>
          );
        })}
        {canShareHere && (
          <Button variant="secondary" onClick={() => void shareHere()}>
            <Share2 aria-hidden="true" className="size-4" /> <Trans>Share from this device</Trans>
          </Button>
        )}
      </div>
      {ready.platforms.includes('instagram') && (
        <p className="text-sm text-ink-muted">
          <Trans>Instagram has no share page on the web: post the downloaded badge from the Instagram app.</Trans>
        </p>
      )}
    </section>
  );
}

export interface ShareItem {
  type: 'achievement' | 'story';
  id: string;
  title: string;
  description: string;
}

/** Spec §5: an empty message becomes a preset with the title and description. */
export function presetShareText(item: Pick<ShareItem, 'title' | 'description'> & { type?: ShareItem['type'] }): string {
  const { title, description } = item;
  return item.type === 'story'
    ? i18n._(msg`I finished "${title}" on Chess Quest! ${description}`)
    : i18n._(msg`I earned "${title}" on Chess Quest! ${description}`);
}

function ShareForm({ item, onApprovalEnded }: { item: ShareItem; onApprovalEnded: () => void }) {
  const { t } = useLingui();
  const [platforms, setPlatforms] = useState<Set<CreateShareBody['platform']>>(new Set());
  const [message, setMessage] = useState('');
  const [linkId, setLinkId] = useState<string | null>(null);
  const [ready, setReady] = useState<Ready | null>(null);
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
      toast({ title: t`Select Platform`, description: t`Please select at least one platform to share to.`, variant: 'destructive' });
      return;
    }
    const shareText = message.trim() || presetShareText(item);
    const chosen = SHARE_PLATFORMS.filter((platform) => platforms.has(platform));
    shares.mutate(
      chosen.map((platform) => ({ shareableType: item.type, shareableId: item.id, platform, shareText })),
      {
        onSuccess: (results) => {
          const url = results[0]?.url;
          setLinkId(url?.split('/').at(-1) ?? null);
          if (url) setReady({ platforms: chosen, text: shareText, link: new URL(url, window.location.origin).toString() });
          // Spec §8's 'Success!', but no claim of a post that has not happened (issue 22).
          const names = namesOf(chosen);
          toast({ title: t`Success!`, description: t`Ready to share on ${names}.` });
        },
        onError: failed,
      },
    );
  };

  /** The approval ran out (a few minutes): ask the grown-up again; else the spec's error toast. */
  function failed(error: unknown) {
    if (isParentLockedError(error)) {
      onApprovalEnded();
      return;
    }
    toast({ title: t`Error`, description: t`Failed to share your achievement. Please try again.`, variant: 'destructive' });
  }

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
          toast({ title: t`Badge Downloaded!` });
        },
        onError: () => toast({ title: t`Download Failed`, description: t`Failed to download badge. Please try again.`, variant: 'destructive' }),
      },
    );

  const copy = () =>
    link.mutate(
      { shareableType: item.type, shareableId: item.id },
      {
        onSuccess: async (made) => {
          setLinkId(made.id);
          await navigator.clipboard?.writeText(new URL(made.url, window.location.origin).toString());
          toast({ title: t`Link Copied!` });
        },
        onError: failed,
      },
    );

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-ink">
          <Trans>Platforms</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {SHARE_PLATFORMS.map((platform) => (
            <Button
              key={platform}
              variant={platforms.has(platform) ? 'primary' : 'outline'}
              aria-pressed={platforms.has(platform)}
              onClick={() => toggle(platform)}
            >
              {PLATFORM_NAMES[platform]}
            </Button>
          ))}
        </div>
      </fieldset>
      <label htmlFor={messageId} className="grid gap-2 font-semibold text-ink">
        <Trans>Message (optional)</Trans>
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
        {shares.isPending ? t`Sharing…` : t`Share`}
      </Button>
      {ready && <ReadyToShare ready={ready} title={item.title} />}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download} disabled={badge.isPending}>
          <Download aria-hidden="true" className="size-4" /> <Trans>Download badge</Trans>
        </Button>
        <Button variant="secondary" onClick={copy} disabled={link.isPending}>
          <Copy aria-hidden="true" className="size-4" /> <Trans>Copy link</Trans>
        </Button>
        {linkId && (
          <Button
            variant="ghost"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(linkId, {
                onSuccess: () => {
                  setLinkId(null);
                  setReady(null);
                  toast({ title: t`Link taken down` });
                },
                onError: failed,
              })
            }
          >
            <Link2Off aria-hidden="true" className="size-4" /> <Trans>Take the link down</Trans>
          </Button>
        )}
      </div>
      <p className="text-sm text-ink-muted">
        {item.type === 'story' ? (
          <Trans>The public page shows the story chapter and your child’s game name only — never a real name, age or photo.</Trans>
        ) : (
          <Trans>The public page shows the achievement and your child’s game name only — never a real name, age or photo.</Trans>
        )}
      </p>
    </div>
  );
}

/**
 * The share dialog (spec §2, §4, §5, §8) behind the parent PIN: children under 13 do not
 * post. The PIN approves sharing this one item only, never the parent area (issue 22), and
 * closing the dialog ends the approval.
 */
export function ShareDialog({ item, onClose }: { item: ShareItem | null; onClose: () => void }) {
  const { t } = useLingui();
  const itemTitle = item?.title;
  const close = () => {
    void lockParentArea().catch(() => undefined);
    onClose();
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>
          <Trans>Share {itemTitle}</Trans>
        </DialogTitle>
        <DialogDescription className="mb-4">
          <Trans>A grown-up shares for you.</Trans>
        </DialogDescription>
        {item && (
          <ParentApproval
            key={`${item.type}:${item.id}`}
            act={{ kind: 'share', shareableType: item.type, shareableId: item.id }}
            what={item.type === 'story' ? t`share this story chapter` : t`share this achievement`}
          >
            {(onExpired) => <ShareForm item={item} onApprovalEnded={onExpired} />}
          </ParentApproval>
        )}
      </DialogContent>
    </Dialog>
  );
}
