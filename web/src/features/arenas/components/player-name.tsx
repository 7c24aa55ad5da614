import { Fragment } from 'react';
import { nameParts } from '../arena-text';

/** A player name that may wrap between its words on a narrow screen ("Mighty­Badger­40"), never inside one. */
export function PlayerName({ username }: { username: string }) {
  return (
    <span className="[overflow-wrap:anywhere]">
      {nameParts(username).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
