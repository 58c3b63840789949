import { staffEnrolFinishSchema, staffEnrolStartSchema, staffSignInSchema, type StaffPrincipal } from '@lendline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, outcomeEnvelope, sendEnvelope } from '../../plugins/api/envelope.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import { clearedSessionCookie, sessionCookie } from './secret-fns.ts';
import type { StaffService } from './staff-service.ts';
import type { StaffSessions } from './staff-sessions.ts';

/**
 * The console's sign-in, enrolment and session routes (ADR 072): plain JSON under
 * /staff/auth, answering with the staff API's `{code, data, msg}` envelope (ADR 024). They
 * need no staff token; the session cookie is theirs to set and clear. Logs name the account
 * and the outcome, never a password, code, secret or token.
 */
export function registerStaffAuthRoutes(app: FastifyInstance, staff: Pick<StaffService, 'startEnrolment' | 'finishEnrolment'>, sessions: StaffSessions): void {
  app.register(async (scope) => {
    const answer = (reply: FastifyReply, outcome: Outcome<unknown>) => sendEnvelope(reply, outcomeEnvelope(outcome, languageOf(reply.request.headers.lang)));
    // request.protocol believes X-Forwarded-Proto only from a proxy TRUST_PROXY names, as app.ts configures Fastify.
    const isSecure = (request: FastifyRequest) => request.protocol === 'https';
    const signedIn = async (request: FastifyRequest): Promise<Outcome<StaffPrincipal>> => (await sessions.authenticateSession(request)) ?? fail('STAFF_SESSION_EXPIRED');

    scope.post('/staff/auth/enrol/start', async (request, reply) => {
      const body = validateForm(staffEnrolStartSchema, request.body ?? {});
      return answer(reply, body.ok ? await staff.startEnrolment(body.value) : body);
    });

    scope.post('/staff/auth/enrol/finish', async (request, reply) => {
      const body = validateForm(staffEnrolFinishSchema, request.body ?? {});
      const result = body.ok ? await staff.finishEnrolment(body.value) : body;
      if (result.ok) request.log.info('staff enrolment finished');
      return answer(reply, result);
    });

    scope.post('/staff/auth/sign-in', async (request, reply) => {
      const body = validateForm(staffSignInSchema, request.body ?? {});
      if (!body.ok) return answer(reply, body);
      const result = await sessions.signIn(body.value, { address: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });
      if (!result.ok) {
        request.log.info({ outcome: result.error }, 'staff sign-in refused');
        return answer(reply, result);
      }
      request.log.info({ staff: result.value.staff.id }, 'staff signed in');
      reply.header('set-cookie', sessionCookie(result.value.token, isSecure(request)));
      return answer(reply, ok({ staff: result.value.staff, csrfToken: result.value.csrfToken }));
    });

    scope.get('/staff/auth/me', async (request, reply) => {
      const principal = await signedIn(request);
      if (!principal.ok) return answer(reply, principal);
      const { id, name, roles, markets } = principal.value;
      // The console keeps the token per tab (ADR 075): a new tab learns it here (ADR 077).
      const csrfToken = await sessions.csrfTokenFor(request);
      return answer(reply, ok({ staff: { id, name, roles, markets, permissions: [...principal.value.permissions] }, csrfToken }));
    });

    scope.post('/staff/auth/sign-out', async (request, reply) => {
      const principal = await signedIn(request);
      if (!principal.ok) return answer(reply, principal);
      await sessions.signOut(principal.value);
      reply.header('set-cookie', clearedSessionCookie(isSecure(request)));
      return answer(reply, ok({ signedOut: true }));
    });

    scope.post('/staff/auth/sign-out-everywhere', async (request, reply) => {
      const principal = await signedIn(request);
      if (!principal.ok) return answer(reply, principal);
      const ended = await sessions.signOutEverywhere(principal.value);
      request.log.info({ staff: principal.value.id, ended: ended.ended }, 'staff signed out everywhere');
      reply.header('set-cookie', clearedSessionCookie(isSecure(request)));
      return answer(reply, ok(ended));
    });
  });
}
