import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import { ok } from '../../shared/outcome.ts';
import type { AuthService } from './auth-service.ts';

/** The contract's /security/* calls, answered by the auth service. */
export function registerAuthRoutes(registry: HandlerRegistry, auth: AuthService): void {
  registry.add('/security/existsByMobile', (input, ctx) => auth.existsByMobile(input.mobile, ctx.clientIp));

  registry.add('/security/getVerifyCode', (input, ctx) =>
    auth.requestCode({
      mobile: input.mobile,
      purpose: input.type,
      clientIp: ctx.clientIp,
      lang: ctx.lang,
      authenticate: ctx.authenticate,
      log: ctx.log,
    }),
  );

  // The advert's attribution travels in the body; the spec's `afid` header stands in for its afid (ADR 046).
  registry.add('/security/register', (input, ctx) =>
    auth.register(input.mobile, input.code, ctx.clientIp, { attribution: input.attribution, headerAfid: ctx.request.headers.afid }));
  registry.add('/security/login', (input) => auth.login(input.mobile, input.code));

  registry.add('/security/getUserInfo', (_input, ctx) => auth.userInfo(principalOf(ctx)));
  registry.add('/security/logout', (_input, ctx) => auth.logout(principalOf(ctx)));

  // The spec's shells ask before showing the code field; this server always wants a code.
  const required = ok({ required: true });
  registry.add('/security/isRequiredVerificationCode', async () => required);
}
