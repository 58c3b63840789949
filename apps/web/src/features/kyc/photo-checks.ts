import { photoCheckPollDelay, type ImageKind, type PhotoCheck } from '@lendline/domain';

/** What one ask of `/user/curp/ocr` tells about the checks; null when the ask failed (asked again later). */
export type CheckAnswer = Partial<Record<ImageKind, PhotoCheck | null>> | null;

/** The photo's verdict: its check once it left `checking`, or null or another photo's if it was replaced or removed. */
export type OnVerdict = (check: PhotoCheck | null) => void;

export interface PhotoChecks {
  /** Follows this photo's check until its verdict; the returned function stops following it. */
  follow(kind: ImageKind, imageId: string, onVerdict: OnVerdict): () => void;
  /** Stops following every photo (the screen is left). */
  stop(): void;
}

/**
 * The identity screen's one poll of its photos' checks (ADR 056): each ask answers for every
 * photo being checked, so three photos cost one request, not three, and the asks space out
 * (photoCheckPollDelay) while nothing new is uploaded. The bench's burst follows the checks
 * with this same code, so it asks as often as the app does.
 */
export function createPhotoChecks(ask: () => Promise<CheckAnswer>): PhotoChecks {
  /** `after`: how many asks had started when it was followed; an ask sent before cannot know of it. */
  const followed = new Map<ImageKind, { imageId: string; onVerdict: OnVerdict; after: number }>();
  let started = 0;
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  let asking = false;

  /** No ask due. */
  function cancel(): void {
    clearTimeout(timer);
    timer = undefined;
    dueAt = Number.POSITIVE_INFINITY;
  }

  function schedule(delay: number): void {
    clearTimeout(timer);
    dueAt = Date.now() + delay;
    timer = setTimeout(() => void askNow(), delay);
  }

  async function askNow(): Promise<void> {
    cancel();
    asking = true;
    const round = ++started;
    const checks = await ask();
    asking = false;
    for (const [kind, { imageId, onVerdict, after }] of [...followed]) {
      const check = checks?.[kind];
      if (after >= round) continue;
      if (check === undefined || (check?.imageId === imageId && check.status === 'checking')) continue;
      followed.delete(kind);
      onVerdict(check);
    }
    asked += 1;
    if (followed.size > 0 && timer === undefined) schedule(photoCheckPollDelay(asked));
  }

  return {
    follow(kind, imageId, onVerdict) {
      const entry = { imageId, onVerdict, after: started };
      followed.set(kind, entry);
      // A new photo is asked about soon, however far the asks had spaced out.
      asked = 0;
      const first = photoCheckPollDelay(0);
      if (!asking && dueAt > Date.now() + first) schedule(first);
      return () => {
        if (followed.get(kind) === entry) followed.delete(kind);
        if (followed.size === 0) cancel();
      };
    },
    stop() {
      followed.clear();
      cancel();
    },
  };
}
