import { applyMarketRequest, marketFormRequest, orderNoRequest, questionnaireSchema, uploadReportRequest } from '@lendline/domain';
import { contractRequestSchema as requestSchema, principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { ApplicationService } from './application-service.ts';

/** The application calls of ADR 010, answered by the application service. */
export function registerApplicationRoutes(registry: HandlerRegistry, application: ApplicationService): void {
  const userOf = (ctx: Parameters<typeof principalOf>[0]) => principalOf(ctx).userId;
  // The client's attribution id (spec: the `afid` header), for the duplicate-device check (ADR 019).
  const deviceOf = (ctx: Parameters<typeof principalOf>[0]) => {
    const afid = ctx.request.headers.afid;
    return typeof afid === 'string' && afid.trim() !== '' ? afid.trim().slice(0, 200) : undefined;
  };

  registry.add('/loan/loan-order/apply-market', applyMarketRequest, (input, ctx) => application.applyMarket(userOf(ctx), input.productId));
  registry.add('/loan/loan-order/latest', requestSchema('/loan/loan-order/latest'), (_input, ctx) => application.latest(userOf(ctx)));
  // The older path of the spec takes the same form.
  for (const path of ['/user/saveBasicInfo-market', '/user/saveBasicInfo']) {
    registry.add(path, marketFormRequest, (input, ctx) => application.savePersonal(userOf(ctx), input, ctx.lang));
  }
  registry.add('/user/saveAdditionInfo-market', marketFormRequest, (input, ctx) => application.saveWork(userOf(ctx), input, ctx.lang));
  registry.add('/user/save/questionnaire', questionnaireSchema, (input, ctx) => application.saveQuestionnaire(userOf(ctx), input.answers));
  registry.add('/user/submit', orderNoRequest, (input, ctx) => application.submit(userOf(ctx), input.orderNo, deviceOf(ctx)));
  registry.add('/user/application/detail', requestSchema('/user/application/detail'), (_input, ctx) => application.detail(userOf(ctx)));
  registry.add('/time/upload/enable', orderNoRequest, (input, ctx) => application.uploadEnable(userOf(ctx), input.orderNo));
  registry.add('/time/upload/uploadStatus', orderNoRequest, (input, ctx) => application.uploadStatus(userOf(ctx), input.orderNo, deviceOf(ctx)));
  registry.add('/time/upload/report', uploadReportRequest, (input, ctx) => application.reportUpload(userOf(ctx), input.orderNo, input.flags, deviceOf(ctx)));
}
