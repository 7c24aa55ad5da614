import { useLingui } from '@lingui/react/macro';
import type { BoardTexture, BoardTheme, PieceTheme, ThemeKind, UserCustomization } from '@chess-quest/protocol/customization';
import { ThemeCard } from './theme-card';

export interface ThemesGridProps {
  kind: ThemeKind;
  themes: (PieceTheme | BoardTheme)[];
  unlocked: ReadonlySet<string>;
  current: UserCustomization;
  /** Colours of the selected board, for piece set previews. */
  board: { light: string; dark: string; texture: BoardTexture | null };
  points: number | null;
  busy: boolean;
  onSelect: (kind: ThemeKind, id: string) => void;
  onBuy: (kind: ThemeKind, id: string) => void;
}

export function ThemesGrid({ kind, themes, unlocked, current, board, points, busy, onSelect, onBuy }: ThemesGridProps) {
  const { t } = useLingui();
  const selectedId = kind === 'piece' ? current.selectedPieceTheme : current.selectedBoardTheme;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={kind === 'piece' ? t`Chess piece themes` : t`Chess board themes`}>
      {themes.map((theme) => {
        const preview =
          'lightSquareColor' in theme
            ? { pieceSet: current.selectedPieceTheme, light: theme.lightSquareColor, dark: theme.darkSquareColor, texture: theme.texture }
            : { pieceSet: theme.id, ...board };
        return (
          <ThemeCard
            key={theme.id}
            theme={theme}
            preview={preview}
            unlocked={unlocked.has(theme.id)}
            selected={theme.id === selectedId}
            points={points}
            busy={busy}
            onSelect={() => onSelect(kind, theme.id)}
            onBuy={() => onBuy(kind, theme.id)}
          />
        );
      })}
    </ul>
  );
}
