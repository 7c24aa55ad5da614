import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { ANIMATION_MS } from '@chess-quest/protocol/customization';
import { setBoardAppearance } from '../../components/chess/board-appearance';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { formatList } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { setSoundSettings, playSound } from '../../lib/sounds';
import { setReadAloudSettings } from '../../lib/speech';
import { celebrate } from '../../stores/celebration-store';
import { useBoardThemes } from './api/get-board-themes';
import { useUserCustomization } from './api/get-user-customization';
import { customizationKeys } from './api/keys';
import { MESSAGES } from './words';

/**
 * Mounted once in the signed-in layout: hands the child's saved set, board and settings to
 * every ChessBoard and to the sound module, and celebrates themes the server says were just
 * unlocked ("New theme unlocked!").
 */
export default function AppearanceSync() {
  const customization = useUserCustomization();
  const boards = useBoardThemes();
  const queryClient = useQueryClient();

  useEffect(() => {
    const saved = customization.data;
    if (!saved) return;
    const board = boards.data?.find((b) => b.id === saved.selectedBoardTheme);
    setBoardAppearance({
      pieceSet: saved.selectedPieceTheme,
      ...(board && { board: { light: board.lightSquareColor, dark: board.darkSquareColor, texture: board.texture } }),
      showCoordinates: saved.settings.showCoordinates,
      showLegalMoves: saved.settings.showLegalMoves,
      animationMs: ANIMATION_MS[saved.settings.animationSpeed],
    });
    setSoundSettings(saved.settings.sounds);
    setReadAloudSettings(saved.settings.readAloud);
  }, [customization.data, boards.data]);

  useEffect(() => {
    let off = () => {};
    let cancelled = false;
    const listen = async () => {
      const { getSocket } = await import('../../lib/socket/connection');
      if (cancelled) return;
      const socket = getSocket();
      const onUnlocked = ({ themes }: { themes: { name: string }[] }) => {
        const names = formatList(themes.map((theme) => theme.name));
        celebrate({
          title: i18n._(MESSAGES.unlockedTitle),
          description: i18n._(msg`You unlocked ${names}! Choose it on the Customize page.`),
        });
        playSound('celebration');
        void queryClient.invalidateQueries({ queryKey: customizationKeys.unlocked() });
      };
      socket.on('theme:unlocked', onUnlocked);
      off = () => socket.off('theme:unlocked', onUnlocked);
    };
    // The socket is opened once the page has painted (signed-in layout); listen from then on.
    const cancelWait = afterFirstPaint(() => void listen());
    return () => {
      cancelled = true;
      cancelWait();
      off();
    };
  }, [queryClient]);

  return null;
}
