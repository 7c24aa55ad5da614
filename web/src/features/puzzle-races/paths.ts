/** The puzzle race's page (the page list's multiplayer/race), apart from the page so a link to it does not load it. */
export const RACE_PATH = '/multiplayer/race';
