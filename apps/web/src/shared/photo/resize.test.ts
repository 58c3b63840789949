import { fitWithin, IMAGE_TARGETS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { encodeWithinBudget } from './resize.ts';

/** A fake encoder whose output shrinks with quality, like JPEG's. */
const encoderOf = (bytesAtQuality: (q: number) => number) => {
  const tried: number[] = [];
  const encode = async (quality: number) => {
    tried.push(quality);
    return new Blob([new Uint8Array(bytesAtQuality(quality))]);
  };
  return { encode, tried };
};

describe('on-device resize: size computation', () => {
  it.each([
    ['4000x3000 ID photo', 4000, 3000, 'front', 1600, 1200],
    ['portrait 3000x4000 ID photo', 3000, 4000, 'back', 1200, 1600],
    ['4000x3000 selfie', 4000, 3000, 'face', 640, 480],
    ['small photo is never enlarged', 500, 400, 'face', 500, 400],
  ] as const)('%s', (_name, w, h, kind, ew, eh) => {
    expect(fitWithin(w, h, IMAGE_TARGETS[kind].maxSide)).toEqual({ width: ew, height: eh });
  });
});

describe('encodeWithinBudget', () => {
  it('keeps quality 0.8 when it already fits', async () => {
    const { encode, tried } = encoderOf(() => 200_000);
    const result = await encodeWithinBudget(encode, 300 * 1024);
    expect(result.quality).toBe(0.8);
    expect(tried).toEqual([0.8]);
  });

  it('lowers quality until the photo fits the budget', async () => {
    const { encode, tried } = encoderOf((q) => Math.round(q * 200_000));
    const result = await encodeWithinBudget(encode, 100 * 1024);
    expect(result.quality).toBe(0.5);
    expect(result.blob.size).toBeLessThanOrEqual(100 * 1024);
    expect(tried).toEqual([0.8, 0.7, 0.6, 0.5]);
  });

  it('sends the smallest encoding when none fits, rather than blocking the borrower', async () => {
    const { encode } = encoderOf((q) => Math.round(q * 1_000_000));
    const result = await encodeWithinBudget(encode, 100 * 1024);
    expect(result).toMatchObject({ quality: 0.4 });
    expect(result.blob.size).toBe(400_000);
  });
});
