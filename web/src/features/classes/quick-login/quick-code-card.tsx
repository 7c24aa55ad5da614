import { Trans, useLingui } from '@lingui/react/macro';
import { ScanLine } from 'lucide-react';
import { formatQuickCode, type StudentQuickCode } from '@chess-quest/protocol/classes';
import { CardFrame } from '../components/card-frame';
import { QrCode } from './qr-code';
import { quickLoginLink, untilWords } from './quick-link';

/**
 * A student's quick sign-in card: the QR code of the sign-in link (the camera opens it and the
 * child is in), and the same code as text to type, with when it stops working. Cut along the
 * dashed line; never split over two printed pages.
 */
export function QuickCodeCard({ code, className, expiresAt }: { code: StudentQuickCode; className: string; expiresAt: string }) {
  const origin = window.location.origin;
  const { t } = useLingui();
  const firstName = code.firstName;
  const until = untilWords(expiresAt);
  return (
    <CardFrame
      label={t`Quick sign-in card for ${firstName}`}
      classTitle={className}
      firstName={code.firstName}
      username={code.username}
      className="@container p-4"
    >
      <div className="flex flex-col items-center gap-4 @sm:flex-row">
        <div className="grid justify-items-center gap-1">
          <QrCode text={quickLoginLink(origin, code.quickCode)} label={t`QR code to sign in ${firstName}`} className="size-36 rounded-lg" />
          <span className="inline-flex items-center gap-1 text-sm font-bold text-ink">
            <ScanLine aria-hidden="true" className="size-4" />
            <Trans>Scan me</Trans>
          </span>
        </div>
        <div className="grid w-full min-w-0 flex-1 gap-1 text-center @sm:text-left">
          <p className="text-ink">
            <Trans>No camera? Go to</Trans>
          </p>
          <p className="font-bold break-all text-ink">{window.location.host}/class-login</p>
          <p className="text-ink">
            <Trans>and type this code:</Trans>
          </p>
          <p className="font-mono text-3xl font-extrabold tracking-widest whitespace-nowrap text-ink">{formatQuickCode(code.quickCode)}</p>
        </div>
      </div>
      <p className="border-t-2 border-line pt-2 text-sm text-ink-muted">
        <Trans>Works {until}.</Trans>
      </p>
    </CardFrame>
  );
}
