import { finishUploadAllImgRequest, imageUploadRequest, type ImageKind } from '@lendline/domain';
import { contractRequestSchema as requestSchema, principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { KycService } from './kyc-service.ts';
import { readUploadedFile } from './upload.ts';

const UPLOADS: readonly (readonly [string, ImageKind])[] = [
  ['/user/upload/curp/front', 'front'],
  ['/user/upload/curp/back', 'back'],
  ['/user/saveFaceImage', 'face'],
];

/** The identity step's calls; every one acts on the signed-in borrower's own photos only. */
export function registerKycRoutes(registry: HandlerRegistry, kyc: KycService): void {
  for (const [path, kind] of UPLOADS) {
    registry.add(path, imageUploadRequest, async (_input, ctx) => {
      const { userId } = principalOf(ctx);
      const file = await readUploadedFile(ctx.request, ctx.lang);
      return file.ok ? kyc.upload(userId, kind, file.value, ctx.lang) : file;
    });
  }
  registry.add('/user/curp/ocr', requestSchema('/user/curp/ocr'), (_input, ctx) => kyc.ocr(principalOf(ctx).userId));
  registry.add('/user/finishUploadAllImg', finishUploadAllImgRequest, (input, ctx) =>
    kyc.finish(principalOf(ctx).userId, input, ctx.log),
  );
}
