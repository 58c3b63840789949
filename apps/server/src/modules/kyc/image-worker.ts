// The photo check's image work (decode, upright, resize, re-encode, brightness) in a process of
// its own, started by the server (image-worker-client.ts) and run at a lowered priority, so
// the kernel gives a core to the server's answers first and to photos with what is left (ADR 056).
// First: every thread node has started, and those started later by them, run at nice 10.
import './lower-priority.ts';
import { normalizeImage } from './image-fns.ts';
import { IMAGE_WORKER_READY, type ImageRequest } from './image-worker-client.ts';

process.on('message', (message: ImageRequest) => {
  // The advanced serialisation delivers a Buffer as a plain Uint8Array.
  const bytes = Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
  void normalizeImage(bytes, message.kind, message.encoder).then((result) => process.send?.({ id: message.id, result }));
});
// The server stopped or let us go after idling: nothing here outlives it.
process.on('disconnect', () => process.exit(0));
// Loaded: from now on the server counts each photo's time to answer.
process.send?.(IMAGE_WORKER_READY);
