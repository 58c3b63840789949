/**
 * Upload rules for identity photos, shared by the web (resize before upload) and the server
 * (checks and re-encoding). The byte targets are the budgets for what leaves a phone.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** Largest file the server reads; a resized upload is far smaller, an old shell may send a raw photo. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/**
 * Largest decoded image: 50 MP covers every phone camera in the market (a 108 MP sensor
 * saves 12 MP by default) and stops decompression bombs before they are decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageKind = 'front' | 'back' | 'face';
/** Every photo taken through the same pipeline: the identity photos and a repayment proof (a bank slip, ADR 038). */
export type PhotoKind = ImageKind | 'proof';

export interface ImageTarget {
  /** Longest side after resizing, in pixels. */
  maxSide: number;
  /** What the upload should weigh at most. */
  maxBytes: number;
}

export const IMAGE_TARGETS: Record<PhotoKind, ImageTarget> = {
  front: { maxSide: 1600, maxBytes: 300 * 1024 },
  back: { maxSide: 1600, maxBytes: 300 * 1024 },
  face: { maxSide: 640, maxBytes: 100 * 1024 },
  // A long printed slip must stay legible (reference, amount, date) along its longest side.
  proof: { maxSide: 2000, maxBytes: 400 * 1024 },
};

/**
 * When the identity screen asks again whether the photos being checked are done (ADR 056):
 * one request for all of them, 1 s apart at first (a check takes well under a second when the
 * queue is empty), then each wait a second longer up to 5 s, since the borrower is told checks
 * take 5-10 s and under a campaign's burst they do. A newly uploaded photo starts again at 1 s.
 */
export const PHOTO_CHECK_POLL_DELAYS_MS = [1_000, 1_000, 1_000, 2_000, 3_000, 4_000, 5_000] as const;

/** The wait before the next ask, after `asked` asks since the last photo was uploaded. */
export function photoCheckPollDelay(asked: number): number {
  return PHOTO_CHECK_POLL_DELAYS_MS[Math.min(asked, PHOTO_CHECK_POLL_DELAYS_MS.length - 1)]!;
}

/** JPEG qualities tried in turn until the image fits its byte target (the last one is kept anyway). */
export const JPEG_QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4] as const;

/**
 * The size an image is scaled to so its longest side is at most `maxSide`, keeping the
 * aspect ratio; never enlarged. Rounded, and at least 1 px, so a 1x4000 strip stays drawable.
 */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
