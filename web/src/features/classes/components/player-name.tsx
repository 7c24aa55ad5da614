import { Fragment } from 'react';

/**
 * "LuckyRook54" may break only between its words ("Lucky·Rook·54"), never inside one: on a
 * narrow tile a child reads "LuckyRook5 / 4" as someone else.
 */
export function nameParts(username: string): string[] {
  return username.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+|[^A-Za-z\d]+/g) ?? [username];
}

export function PlayerName({ username }: { username: string }) {
  const parts = nameParts(username);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
