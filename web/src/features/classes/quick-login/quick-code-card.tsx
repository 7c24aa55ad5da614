import { ChessKnight, ScanLine } from 'lucide-react';
import { formatQuickCode, type StudentQuickCode } from '@chess-quest/protocol/classes';
import { QrCode } from './qr-code';
import { quickLoginLink, untilWords } from './quick-link';

/**
 * A student's quick sign-in card: the QR code of the sign-in link (the camera opens it and the
 * child is in), and the same code as text to type, with when it stops working. Cut along the
 * dashed line; never split over two printed pages.
 */
export function QuickCodeCard({ code, className, expiresAt }: { code: StudentQuickCode; className: string; expiresAt: string }) {
  const origin = window.location.origin;
  return (
    <article
      aria-label={`Quick sign-in card for ${code.firstName}`}
      className="@container flex break-inside-avoid flex-col gap-3 rounded-2xl border-2 border-dashed border-ink-muted bg-paper p-4 print:rounded-none"
    >
      <header className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-2 text-lg font-extrabold text-ink">
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-lg bg-brand text-white">
            <ChessKnight className="size-5" />
          </span>
          Chess Quest
        </span>
        <span className="text-right text-sm font-semibold break-words text-ink-muted">{className}</span>
      </header>
      <div>
        <p className="text-3xl font-extrabold break-words text-ink">{code.firstName}</p>
        <p className="text-lg text-ink">
          Player name: <span className="font-bold">{code.username}</span>
        </p>
      </div>
      <div className="flex flex-col items-center gap-4 @sm:flex-row">
        <div className="grid justify-items-center gap-1">
          <QrCode text={quickLoginLink(origin, code.quickCode)} label={`QR code to sign in ${code.firstName}`} className="size-36 rounded-lg" />
          <span className="inline-flex items-center gap-1 text-sm font-bold text-ink">
            <ScanLine aria-hidden="true" className="size-4" />
            Scan me
          </span>
        </div>
        <div className="grid w-full min-w-0 flex-1 gap-1 text-center @sm:text-left">
          <p className="text-ink">No camera? Go to</p>
          <p className="font-bold break-all text-ink">{window.location.host}/class-login</p>
          <p className="text-ink">and type this code:</p>
          <p className="font-mono text-3xl font-extrabold tracking-widest whitespace-nowrap text-ink">{formatQuickCode(code.quickCode)}</p>
        </div>
      </div>
      <p className="border-t-2 border-line pt-2 text-sm text-ink-muted">Works {untilWords(expiresAt)}.</p>
    </article>
  );
}
