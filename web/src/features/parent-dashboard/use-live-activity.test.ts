import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activityWords } from './use-live-activity';
import { messages as spanish } from './locales/es.po';

describe("the parent's live line", () => {
  it('names the place of a finished puzzle race', () => {
    expect(activityWords({ childId: 'c', kind: 'race', at: '', place: { place: 1, of: 2 } })).toBe('finished 1st of 2 in a puzzle race');
    expect(activityWords({ childId: 'c', kind: 'race', at: '', place: { place: 3, of: 4 } })).toBe('finished 3rd of 4 in a puzzle race');
  });

  it('says what the child did without a place otherwise', () => {
    expect(activityWords({ childId: 'c', kind: 'race', at: '' })).toBe('finished a puzzle race');
    expect(activityWords({ childId: 'c', kind: 'puzzle', at: '' })).toBe('worked on a puzzle');
  });
});

describe("the parent's live line in Spanish", () => {
  afterEach(() => i18n.activate('en'));

  it('names the place and the activity in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(activityWords({ childId: 'c', kind: 'race', at: '', place: { place: 2, of: 3 } })).toBe(
      'terminó en el puesto 2 de 3 en una carrera de problemas',
    );
    expect(activityWords({ childId: 'c', kind: 'puzzle', at: '' })).toBe('trabajó en un problema');
  });
});
