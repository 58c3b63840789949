import { principalOf, type HandlerContext, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { ApplicationService } from './application-service.ts';

/** The application calls of ADR 010, answered by the application service. */
export function registerApplicationRoutes(registry: HandlerRegistry, application: ApplicationService): void {
  const userOf = (ctx: HandlerContext) => principalOf(ctx).userId;
  // The client's attribution id (spec: the `afid` header), for the duplicate-device check (ADR 019).
  const deviceOf = (ctx: HandlerContext) => {
    const afid = ctx.request.headers.afid;
    return typeof afid === 'string' && afid.trim() !== '' ? afid.trim().slice(0, 200) : undefined;
  };

  registry.add('/loan/loan-order/apply-market', (input, ctx) =>
    application.applyMarket(userOf(ctx), input.productId, { amount: input.amount, tenure: input.tenure }));
  registry.add('/loan/loan-order/latest', (_input, ctx) => application.latest(userOf(ctx)));
  // The older path of the spec takes the same form.
  registry.add('/user/saveBasicInfo-market', (input, ctx) => application.savePersonal(userOf(ctx), input));
  registry.add('/user/saveBasicInfo', (input, ctx) => application.savePersonal(userOf(ctx), input));
  registry.add('/user/saveAdditionInfo-market', (input, ctx) => application.saveWork(userOf(ctx), input));
  registry.add('/user/save/questionnaire', (input, ctx) => application.saveQuestionnaire(userOf(ctx), input));
  registry.add('/user/submit', (input, ctx) => application.submit(userOf(ctx), input.orderNo, deviceOf(ctx)));
  registry.add('/user/application/detail', (_input, ctx) => application.detail(userOf(ctx)));
  registry.add('/time/upload/enable', (input, ctx) => application.uploadEnable(userOf(ctx), input.orderNo));
  registry.add('/time/upload/uploadStatus', (input, ctx) => application.uploadStatus(userOf(ctx), input.orderNo, deviceOf(ctx)));
  registry.add('/time/upload/report', (input, ctx) => application.reportUpload(userOf(ctx), input.orderNo, input.flags, deviceOf(ctx)));
  registry.add('/user/device/packageList', (input, ctx) => application.packageList(userOf(ctx), input.orderNo));
}
