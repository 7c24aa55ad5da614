import { useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * The user's picture, or the first letter of their name on a warm circle when there is
 * none (or it fails to load). Decorative: the name is always written next to it.
 */
export function Avatar({ name, imageUrl, className }: { name: string; imageUrl: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== '' && failedUrl !== imageUrl;
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const base = cn('inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full', className);

  if (showImage) {
    return <img src={imageUrl} alt="" className={cn(base, 'object-cover')} onError={() => setFailedUrl(imageUrl)} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, 'bg-brand text-2xl font-extrabold text-white')}>
      {initial}
    </span>
  );
}
