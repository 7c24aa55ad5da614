import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_CLASSES, parseRemembered, withClass, withoutClass } from './remembered-classes';

describe('remembered classes', () => {
  it('reads nothing from missing, broken or foreign storage', () => {
    expect(parseRemembered(null)).toEqual([]);
    expect(parseRemembered('not json')).toEqual([]);
    expect(parseRemembered('{"code":"ABCDEF"}')).toEqual([]);
    expect(parseRemembered('[{"code":"ABCDEF","name":"Chess Club"},{"code":3},null,{"code":"","name":"x"}]')).toEqual([
      { code: 'ABCDEF', name: 'Chess Club' },
    ]);
  });

  it('puts the class just used first, once, with its current name', () => {
    const list = [
      { code: 'AAAAAA', name: 'Class A' },
      { code: 'BBBBBB', name: 'Class B' },
    ];
    expect(withClass(list, { code: 'BBBBBB', name: 'Class B (new name)' })).toEqual([
      { code: 'BBBBBB', name: 'Class B (new name)' },
      { code: 'AAAAAA', name: 'Class A' },
    ]);
  });

  it('forgets the oldest past the limit, and forgets one on request', () => {
    let list: { code: string; name: string }[] = [];
    for (let i = 0; i < MAX_REMEMBERED_CLASSES + 2; i++) list = withClass(list, { code: `CODE${i}X`, name: `Class ${i}` });
    expect(list).toHaveLength(MAX_REMEMBERED_CLASSES);
    expect(list[0]?.code).toBe(`CODE${MAX_REMEMBERED_CLASSES + 1}X`);
    expect(list.some((c) => c.code === 'CODE0X')).toBe(false);
    expect(withoutClass(list, list[0]!.code)).toHaveLength(MAX_REMEMBERED_CLASSES - 1);
  });
});
