// A message catalogue imported by the app, compiled by @lingui/vite-plugin (decision 046).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
