import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import { fail } from '../../shared/outcome.ts';
import { readUploadedFile } from '../../shared/uploaded-file.ts';
import type { ProofsService } from './proof-service.ts';

/** The borrower's repayment proof calls (issue 11, ADR 038); each acts on their own orders and photos only. */
export function registerProofRoutes(registry: HandlerRegistry, proofs: ProofsService): void {
  registry.add('/repay/upload/user/voucher', async (_input, ctx) => {
    const { userId } = principalOf(ctx);
    // Before the body is read, as for identity photos: a refused upload costs neither memory nor a decode.
    if (!(await proofs.admitUpload(userId))) return fail('RATE_LIMITED');
    const file = await readUploadedFile(ctx.request);
    return file.ok ? proofs.upload(userId, file.value) : file;
  });
  registry.add('/repay/save/user/voucher', (input, ctx) => proofs.save(principalOf(ctx).userId, input));
  registry.add('/repay/get/voucher/list', (input, ctx) => proofs.list(principalOf(ctx).userId, input.orderNo));
  registry.add('/repay/voucher/image', (input, ctx) => proofs.ownImage(principalOf(ctx).userId, input.imageId));
}
