import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Shown while the device has no internet: the installed app still opens (the service worker
 * keeps its shell), and this says kindly why nothing new loads.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-sun px-4 py-2 text-center font-semibold text-ink"
      data-testid="offline-notice"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      <Trans>You are offline. Your games and stars come back as soon as the internet does!</Trans>
    </p>
  );
}
