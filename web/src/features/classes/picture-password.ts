import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { PICTURE_PASSWORD_LENGTH, type PictureKey } from '@chess-quest/protocol/classes';

/** The pictures a child has tapped so far, in order (at most PICTURE_PASSWORD_LENGTH). */
export type PickedPictures = readonly PictureKey[];

/** One more tap: ignored once the password is complete (a double tap must not start a fourth). */
export function pickPicture(picked: PickedPictures, picture: PictureKey): PickedPictures {
  return picked.length >= PICTURE_PASSWORD_LENGTH ? picked : [...picked, picture];
}

/** "Undo": the last tap taken back. */
export function undoPicture(picked: PickedPictures): PickedPictures {
  return picked.slice(0, -1);
}

export function isComplete(picked: PickedPictures): picked is readonly [PictureKey, PictureKey, PictureKey] {
  return picked.length === PICTURE_PASSWORD_LENGTH;
}

/**
 * "Try again in 4 minutes": how long a locked child waits, in words a seven-year-old reads.
 * Rounded up, so the child never comes back to a lock that is still on.
 */
export function waitInWords(seconds: number): string {
  if (seconds <= 60) return i18n._(msg`in 1 minute`);
  const minutes = Math.ceil(seconds / 60);
  return i18n._(msg`in ${minutes} minutes`);
}
