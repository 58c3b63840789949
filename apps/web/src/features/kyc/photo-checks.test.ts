import type { ImageKind, PhotoCheck } from '@lendline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPhotoChecks, type CheckAnswer } from './photo-checks.ts';

const checking = (imageId: string): PhotoCheck => ({ imageId, status: 'checking' });
const checked = (imageId: string): PhotoCheck => ({ imageId, status: 'checked' });

/** The server's side of the asks: what it says now, and when it was asked (ms since the start). */
function server(start: CheckAnswer) {
  const at: number[] = [];
  const t0 = Date.now();
  let answer: CheckAnswer = start;
  return {
    at,
    say(next: CheckAnswer) {
      answer = next;
    },
    ask: async () => {
      at.push(Date.now() - t0);
      return answer;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the identity screen's poll of its photos' checks (ADR 056)", () => {
  it('asks once for all the photos being checked, and gives each its own verdict', async () => {
    const api = server({ front: checking('f'), back: checking('b'), face: checking('s') });
    const checks = createPhotoChecks(api.ask);
    const verdicts: [ImageKind, PhotoCheck | null][] = [];
    for (const [kind, id] of [['front', 'f'], ['back', 'b'], ['face', 's']] as const) checks.follow(kind, id, (check) => verdicts.push([kind, check]));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.at).toEqual([1_000]);
    expect(verdicts).toEqual([]);
    api.say({ front: checked('f'), back: { imageId: 'b', status: 'rejected', rejection: 'KYC_BACK_FAILED' }, face: checking('s') });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.at).toEqual([1_000, 2_000]);
    expect(verdicts).toEqual([
      ['front', checked('f')],
      ['back', { imageId: 'b', status: 'rejected', rejection: 'KYC_BACK_FAILED' }],
    ]);
    api.say({ face: checked('s') });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(verdicts.at(-1)).toEqual(['face', checked('s')]);
    // Nothing left to follow: no more asks.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.at).toHaveLength(3);
  });

  it('asks 1 s apart at first, then waits a second longer each time, up to 5 s', async () => {
    const api = server({ front: checking('f') });
    createPhotoChecks(api.ask).follow('front', 'f', () => {});
    await vi.advanceTimersByTimeAsync(32_000);
    expect(api.at).toEqual([1_000, 2_000, 3_000, 5_000, 8_000, 12_000, 17_000, 22_000, 27_000, 32_000]);
  });

  it('asks about a newly uploaded photo 1 s later, however far the asks had spaced out', async () => {
    const api = server({ front: checking('f'), back: checking('b') });
    const checks = createPhotoChecks(api.ask);
    checks.follow('front', 'f', () => {});
    await vi.advanceTimersByTimeAsync(12_000);
    expect(api.at.at(-1)).toBe(12_000);
    checks.follow('back', 'b', () => {});
    await vi.advanceTimersByTimeAsync(3_000);
    expect(api.at.slice(-3)).toEqual([13_000, 14_000, 15_000]);
  });

  it('asks again after a failed ask, and tells a photo replaced elsewhere by what the server has', async () => {
    const api = server(null);
    const checks = createPhotoChecks(api.ask);
    const verdicts: (PhotoCheck | null)[] = [];
    checks.follow('face', 'old', (check) => verdicts.push(check));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(verdicts).toEqual([]);
    api.say({ face: checked('new') });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(verdicts).toEqual([checked('new')]);
  });

  it('does not judge a photo by an answer to an ask sent before it was uploaded', async () => {
    let answer: (checks: CheckAnswer) => void = () => {};
    const asks: number[] = [];
    const checks = createPhotoChecks(
      () =>
        new Promise<CheckAnswer>((resolve) => {
          asks.push(Date.now());
          answer = resolve;
        }),
    );
    const verdicts: (PhotoCheck | null)[] = [];
    checks.follow('front', 'f', () => {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asks).toHaveLength(1);
    // The retaken back arrives while the ask is on its way; the answer still names the old back.
    checks.follow('back', 'new', (check) => verdicts.push(check));
    answer({ front: checking('f'), back: checked('old') });
    await vi.advanceTimersByTimeAsync(0);
    expect(verdicts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asks).toHaveLength(2);
    answer({ front: checking('f'), back: checked('new') });
    await vi.advanceTimersByTimeAsync(0);
    expect(verdicts).toEqual([checked('new')]);
  });

  it('stops asking once the photo is no longer followed (retaken, or the screen left)', async () => {
    const api = server({ front: checking('f') });
    const checks = createPhotoChecks(api.ask);
    const unfollow = checks.follow('front', 'f', () => {});
    await vi.advanceTimersByTimeAsync(1_000);
    unfollow();
    checks.follow('face', 's', () => {});
    checks.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.at).toEqual([1_000]);
  });
});
