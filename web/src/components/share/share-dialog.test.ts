import { describe, expect, it } from 'vitest';
import { isParentAreaPath } from '../parent/parent-gate';
import { platformShareUrl } from './share-dialog';

describe("each platform's own share page (issue 22: nothing is posted by the app)", () => {
  const text = 'I earned "First Step" on Chess Quest! 50% & more';
  const link = 'https://chess.example/share/achievement/0b6f7a9e-1c1d-4f7e-9a1b-2c3d4e5f6a7b';

  it('fills Twitter’s intent with the text and the link, encoded', () => {
    const url = new URL(platformShareUrl('twitter', text, link)!);
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(text);
    expect(url.searchParams.get('url')).toBe(link);
  });

  it('gives Facebook and LinkedIn the link (they show its preview), and Instagram no web page', () => {
    expect(platformShareUrl('facebook', text, link)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect(platformShareUrl('linkedin', text, link)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`);
    expect(platformShareUrl('instagram', text, link)).toBeNull();
  });
});

describe('the screens of the parent area (leaving them locks it)', () => {
  it('are the parent pages and a game watched from the dashboard, nothing a child plays on', () => {
    for (const path of ['/parent-dashboard', '/family', '/subscription', '/family/']) expect(isParentAreaPath(path), path).toBe(true);
    expect(isParentAreaPath('/multiplayer/games/abc', '?watch=1')).toBe(true);
    for (const path of ['/', '/dashboard', '/achievements', '/story', '/multiplayer', '/parent-guide'])
      expect(isParentAreaPath(path), path).toBe(false);
    expect(isParentAreaPath('/multiplayer/games/abc', '')).toBe(false);
  });
});
