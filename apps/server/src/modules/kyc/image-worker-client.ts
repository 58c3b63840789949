import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PhotoKind } from '@lendline/domain';
import type { ImageFacts } from '../../providers/kyc/types.ts';
import type { Checked, JpegEncoder } from './image-fns.ts';

export interface ImageRequest {
  id: number;
  bytes: Uint8Array;
  kind: PhotoKind;
  encoder?: JpegEncoder;
}

interface ImageReply {
  id: number;
  result: Checked<Omit<ImageFacts, 'jpeg'> & { jpeg: Uint8Array }>;
}

/** What the image process says once it has loaded, before any photo. */
export const IMAGE_WORKER_READY = 'ready';

interface Running {
  process: ChildProcess;
  /** The photos this process holds, by request id. */
  pending: Map<number, { resolve: (result: ImageReply['result']) => void; reject: (error: Error) => void }>;
  idleTimer: NodeJS.Timeout | undefined;
  /** Settled once the process has loaded: a photo's time to answer counts from then. */
  ready: Promise<void>;
}

export interface ImageWorker {
  /** normalizeImage (image-fns.ts) run in the image process; rejects if that process dies meanwhile. */
  normalize(bytes: Buffer, kind: PhotoKind, encoder?: JpegEncoder): Promise<Checked<ImageFacts>>;
  /** The image process's id while it runs (tests and the bench read its priority and CPU). */
  pid(): number | undefined;
  /** Lets the image process go now; the next photo starts another. */
  stop(): Promise<void>;
}

/** An instance without photos to check keeps no image process (and its tens of MB) around for long. */
export const IMAGE_WORKER_IDLE_MS = 30_000;

/**
 * A photo takes tens of milliseconds of a core, seconds when starved at nice 10 under a burst;
 * two minutes without an answer from a loaded process is a process stuck (a pathological file in
 * the decoder): it is killed, which frees its job slot and has its photos tried again.
 */
export const IMAGE_WORKER_PHOTO_TIMEOUT_MS = 120_000;

/**
 * The built server is one file, dist/main.js, with dist/image-worker.js beside it (build/bundle.ts);
 * from the TypeScript source (tsx, tests) the entry is image-worker.ts beside this file, which
 * needs tsx's loader in the child too.
 */
function workerEntry(): { path: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const path = fileURLToPath(new URL(fromSource ? './image-worker.ts' : './image-worker.js', import.meta.url));
  return { path, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

/**
 * The server's side of the image process (ADR 056): started with the first photo, let go after
 * IMAGE_WORKER_IDLE_MS without one, and started again when one comes. The photo's bytes go over
 * IPC and its re-encoded JPEG comes back; the job (database, storage, KYC provider) stays here.
 * A death mid-photo rejects the photos it held: their jobs fail and are retried by the queue.
 */
export function createImageWorker(options: { idleMs?: number; photoTimeoutMs?: number } = {}): ImageWorker {
  const idleMs = options.idleMs ?? IMAGE_WORKER_IDLE_MS;
  const photoTimeoutMs = options.photoTimeoutMs ?? IMAGE_WORKER_PHOTO_TIMEOUT_MS;
  let current: Running | null = null;
  let nextId = 1;

  function start(): Running {
    const { path, execArgv } = workerEntry();
    let loaded = () => {};
    const running: Running = {
      process: fork(path, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
      pending: new Map(),
      idleTimer: undefined,
      ready: new Promise<void>((resolve) => (loaded = resolve)),
    };
    const { process: child, pending } = running;
    child.on('message', (reply: ImageReply | typeof IMAGE_WORKER_READY) => {
      if (reply === IMAGE_WORKER_READY) return loaded();
      pending.get(reply.id)?.resolve(reply.result);
      pending.delete(reply.id);
      if (pending.size === 0) idle(running);
    });
    const end = (why: string) => {
      if (current === running) current = null;
      clearTimeout(running.idleTimer);
      const error = new Error(`the image process ${why} with ${pending.size} photo(s) in hand`);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    child.on('exit', (code, signal) => end(`exited (${signal ?? code})`));
    child.on('error', (error) => end(`failed (${error.message})`));
    return running;
  }

  /** Nothing in hand: the image process does not keep the server alive, and goes after idleMs. */
  function idle(running: Running): void {
    running.process.unref();
    running.process.channel?.unref();
    clearTimeout(running.idleTimer);
    running.idleTimer = setTimeout(() => {
      // The next photo starts another process rather than reach this one on its way out.
      if (current === running) current = null;
      if (running.process.connected) running.process.disconnect();
    }, idleMs).unref();
  }

  function busy(running: Running): void {
    clearTimeout(running.idleTimer);
    running.process.ref();
    running.process.channel?.ref();
  }

  return {
    async normalize(bytes, kind, encoder) {
      const running = (current ??= start());
      busy(running);
      const id = nextId++;
      let timer: NodeJS.Timeout | undefined;
      const result = await new Promise<ImageReply['result']>((resolve, reject) => {
        running.pending.set(id, { resolve, reject });
        running.process.send({ id, bytes, kind, encoder } satisfies ImageRequest, (error) => {
          if (!error) return;
          running.pending.delete(id);
          reject(error);
        });
        // Killed, the process's exit rejects every photo it held (see start): all are tried again.
        void running.ready.then(() => {
          timer = setTimeout(() => {
            if (running.pending.has(id)) running.process.kill('SIGKILL');
          }, photoTimeoutMs).unref();
        });
      }).finally(() => clearTimeout(timer));
      if (!result.ok) return result;
      const { jpeg } = result.value;
      return { ok: true, value: { ...result.value, jpeg: Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength) } };
    },
    pid: () => current?.process.pid,
    async stop() {
      const running = current;
      if (!running) return;
      current = null;
      const { process: child } = running;
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        if (child.connected) child.disconnect();
        else child.kill();
      });
    },
  };
}

/** The one image process of this server process, shared by every photo check. */
export const imageWorker = createImageWorker();
