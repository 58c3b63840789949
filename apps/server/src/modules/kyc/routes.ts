import type { ImageKind } from '@lendline/domain';
import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import { fail } from '../../shared/outcome.ts';
import type { KycService } from './kyc-service.ts';
import { readUploadedFile } from './upload-routes.ts';

const UPLOADS = [
  ['/user/upload/curp/front', 'front'],
  ['/user/upload/curp/back', 'back'],
  ['/user/saveFaceImage', 'face'],
] as const satisfies readonly (readonly [string, ImageKind])[];

/** The identity step's calls; every one acts on the signed-in borrower's own photos only. */
export function registerKycRoutes(registry: HandlerRegistry, kyc: KycService): void {
  for (const [path, kind] of UPLOADS) {
    registry.add(path, async (_input, ctx) => {
      const { userId } = principalOf(ctx);
      // Before the body is read: a refused upload costs neither memory nor a decode.
      if (!(await kyc.admitUpload(userId))) return fail('RATE_LIMITED');
      const file = await readUploadedFile(ctx.request);
      return file.ok ? kyc.upload(userId, kind, file.value) : file;
    });
  }
  registry.add('/user/curp/ocr', (_input, ctx) => kyc.ocr(principalOf(ctx).userId));
  registry.add('/user/finishUploadAllImg', (input, ctx) => kyc.finish(principalOf(ctx).userId, input, ctx.log));
}
