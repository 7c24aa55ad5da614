import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RewardPush } from '@chess-quest/protocol/achievements';
import { i18n } from '../../lib/i18n';
import { playSound } from '../../lib/sounds';
import { celebrate } from '../../stores/celebration-store';
import { progressKeys } from '../../api/query-keys';
import { achievementKeys } from '../../api/achievements/keys';

const KIND_TITLES: Record<RewardPush['kind'], MessageDescriptor> = {
  achievement: msg`Achievement unlocked!`,
  medal: msg`Medal earned!`,
  badge: msg`New badge!`,
  // The one level a child sees (decision 033): the push's title is "Level 2 · Squire of the Board", as on the dashboard.
  level: msg`Level up!`,
  daily_challenge: msg`Daily challenge complete!`,
};

/** The banner's words, in the language the app shows (the reward's title comes from the server in the child's). */
export function celebrationText(reward: RewardPush): { title: string; description: string } {
  const { points, xp, title } = reward;
  const gains = [points > 0 ? i18n._(msg`${plural(points, { one: '+# point', other: '+# points' })}`) : '', xp > 0 ? i18n._(msg`+${xp} XP`) : '']
    .filter(Boolean)
    .join(' · ');
  return { title: i18n._(KIND_TITLES[reward.kind]), description: gains ? i18n._(msg`${title} (${gains})`) : title };
}

/** Rewards come in bursts (an achievement, its badge, a new Level): one chime for the burst. */
export const CHIME_GAP_MS = 2000;
let lastChimeAt = Number.NEGATIVE_INFINITY;

/**
 * Shows a reward the server pushed and, when the child's sound settings allow it (sound on,
 * celebrations on, volume above 0: lib/sounds checks the saved settings), plays the
 * celebration sound once per burst. The banner's bounce follows reduced motion on its own;
 * the sound follows only the sound setting.
 */
export function announceReward(reward: RewardPush, now: number = Date.now(), chime: () => void = () => playSound('celebration')): void {
  celebrate({ ...celebrationText(reward), icon: reward.icon });
  if (now - lastChimeAt < CHIME_GAP_MS) return;
  lastChimeAt = now;
  chime();
}

/**
 * Listens for rewards the server pushed (reward:earned) on whatever screen the child is and
 * hands them to the shell's celebration banner (components/celebration-banner.tsx), which
 * shows them apart from the toasts.
 */
export function RewardCelebration() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let detach = () => {};
    const onReward = (reward: RewardPush) => {
      announceReward(reward);
      void queryClient.invalidateQueries({ queryKey: achievementKeys.all });
      // A reward's points, or a new Level, change the header and the dashboard: they read them again.
      if (reward.kind === 'level' || reward.points > 0) void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    };
    let cancelled = false;
    void import('../../lib/socket/connection').then(({ getSocket }) => {
      if (cancelled) return;
      const socket = getSocket();
      socket.on('reward:earned', onReward);
      detach = () => socket.off('reward:earned', onReward);
    });
    return () => {
      cancelled = true;
      detach();
    };
  }, [queryClient]);

  return null;
}
