import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features';
import { testFeatures } from './app';

describe("a test node's features (test/app.ts)", () => {
  it('are every feature, the after-game review without its subscriber and job unless the test asks for reviews', () => {
    const features = testFeatures();
    expect(features.map((feature) => feature.name)).toEqual(FEATURES.map((feature) => feature.name));
    features.forEach((feature, index) => {
      const real = FEATURES[index]!;
      if (feature.name !== 'game-review') return expect(feature).toBe(real);
      expect(feature.subscribers).toBeUndefined();
      expect(feature.jobs).toBeUndefined();
      // Its service and routes stay: a review's pages answer as they do on a node before its first game.
      expect(feature.create).toBe(real.create);
      expect(feature.routes).toBe(real.routes);
      expect(real.subscribers).toBeTypeOf('function');
      expect(real.jobs).toBeTypeOf('function');
    });
    expect(testFeatures({ reviews: true })).toBe(FEATURES);
  });
});
