import { describe, expect, it } from 'vitest';
import { isParentAreaPath } from '../../components/parent/parent-gate';

describe('the teacher area behind the parent gate', () => {
  it('counts as the gate’s area, so moving between its pages keeps it open', () => {
    for (const path of ['/teach', '/teach/', '/teach/classes/abc', '/teach/classes/abc/cards', '/teach/sign-up'])
      expect(isParentAreaPath(path), path).toBe(true);
  });

  it('ends at the children’s pages: leaving for them locks it', () => {
    for (const path of ['/class-login', '/class', '/teacher', '/teaching', '/']) expect(isParentAreaPath(path), path).toBe(false);
  });
});
