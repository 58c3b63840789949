// Issue 20 (ADR 056): CPU and output bytes of the photo check's re-encoding, per encoder, for a
// small phone photo (what the app sends after resizing on the device) and a raw 12 MP one.
import sharp from 'sharp';
import { JPEG_ENCODERS, normalizeImage, type JpegEncoder } from '../apps/server/src/modules/kyc/image-fns.ts';

const ROUNDS = Number(process.env.BENCH_PHOTO_ROUNDS ?? 12);

export interface EncoderFigure {
  photo: string;
  encoder: JpegEncoder;
  /** Median CPU (user + system, every thread of this process) per photo. */
  cpuMs: number;
  wallMs: number;
  bytes: number;
}

/** A photo-like image: a gradient under gaussian noise, so it compresses like a camera's, not like a flat colour. */
async function photoLike(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 14 } } }).png().toBuffer();
  const base = sharp({ create: { width, height, channels: 3, background: '#9a8a74' } });
  const blurred = await sharp(noise).blur(2.5).toBuffer();
  return base.composite([{ input: blurred, blend: 'soft-light' }]).jpeg({ quality: 88 }).toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measurePhotoPipeline(): Promise<EncoderFigure[]> {
  // One libuv thread would make CPU equal wall time; sharp's own threads are counted by cpuUsage either way.
  const photos = [
    { name: 'small 640x480 (a face as the app sends it)', bytes: await photoLike(640, 480) },
    { name: 'phone 1600x1200 (an ID side as the app sends it)', bytes: await photoLike(1600, 1200) },
    { name: 'raw 12 MP 4000x3000', bytes: await photoLike(4000, 3000) },
  ];
  const figures: EncoderFigure[] = [];
  for (const { name, bytes } of photos) {
    for (const encoder of Object.keys(JPEG_ENCODERS) as JpegEncoder[]) {
      await normalizeImage(bytes, 'front', encoder); // warm-up
      const cpu: number[] = [];
      const wall: number[] = [];
      let size = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const before = process.cpuUsage();
        const started = performance.now();
        const out = await normalizeImage(bytes, 'front', encoder);
        wall.push(performance.now() - started);
        const used = process.cpuUsage(before);
        cpu.push((used.user + used.system) / 1000);
        if (!out.ok) throw new Error(`photo bench: ${out.problem}`);
        size = out.value.jpeg.length;
      }
      figures.push({ photo: name, encoder, cpuMs: median(cpu), wallMs: median(wall), bytes: size });
    }
  }
  return figures;
}
