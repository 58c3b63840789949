// The domain package is compiled without DOM or Node typings so that I/O cannot creep in;
// these two codecs are the only platform globals it uses (present in browsers and Node).
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
