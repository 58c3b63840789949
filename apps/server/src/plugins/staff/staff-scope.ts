import { isPermission, type MarketId, type Permission, type StaffPrincipal } from '@lendline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { AuditContext, AuditService } from '../../modules/audit/audit-service.ts';
import { fail, type Outcome } from '../../shared/outcome.ts';
import { languageOf, outcomeEnvelope, sendEnvelope } from '../api/envelope.ts';

/**
 * Who is calling: a console session, an API key. null when the request carries nothing this
 * authenticator knows (so the next one is asked); a failure when it carries something bad
 * (an expired session, a revoked key), which ends the request with that failure.
 */
export type StaffAuthenticator = (request: FastifyRequest) => Promise<Outcome<StaffPrincipal> | null>;

export type StaffMethod = 'GET' | 'POST';

/** One route of the staff API and the permission it needs: what the permission matrix test walks. */
export interface StaffRoute {
  method: StaffMethod;
  path: string;
  permission: Permission;
  /** The audit trail's name of what the route does ('proof.approve'); a read's is '<METHOD> <path>'. */
  action: string;
}

export interface StaffRouteOptions {
  /** Exactly one: the action this route is (ADR 074). */
  permission: Permission;
  /** A POST's audit action ('<object>.<verb>', ADR 077): the row its service records and a refusal's. */
  action?: string;
}

/**
 * A route's work, given the authorised principal and the audit context of the request (ADR
 * 077): who, from which address, in which request. It answers an Outcome, sent in the envelope
 * in the `lang` header's language, or sends the reply itself (an image) and returns it. A POST
 * hands the context to the owning service, which records the action in its own transaction.
 */
export type StaffHandler<G extends RouteGenericInterface> = (
  request: FastifyRequest<G>,
  staff: StaffPrincipal,
  reply: FastifyReply,
  context: AuditContext,
) => Promise<Outcome<unknown> | FastifyReply>;

export interface StaffRoutes {
  get<G extends RouteGenericInterface = RouteGenericInterface>(path: string, options: StaffRouteOptions, handler: StaffHandler<G>): void;
  post<G extends RouteGenericInterface = RouteGenericInterface>(path: string, options: StaffRouteOptions, handler: StaffHandler<G>): void;
}

export interface StaffScopeOptions {
  /** Asked in order; the first that answers (a principal or a failure) decides. */
  authenticators: readonly StaffAuthenticator[];
  /** This server's market: a principal not acting on it is refused. */
  market: MarketId;
  /** Where a refused action is recorded (outcome 'refused', ADR 077). */
  audit: Pick<AuditService, 'recordAlone'>;
}

/** The audit trail's view of who acts in this request (ADR 077). */
export function auditContextOf(request: FastifyRequest, staff: StaffPrincipal): AuditContext {
  return { actor: { kind: staff.kind, id: staff.id, name: staff.name }, address: request.ip, requestId: request.id };
}

/**
 * Paths under /staff that are not actions and so declare no permission: signing in to the
 * console and enrolling (the identity module's own routes, which are how a principal comes to
 * exist). Every other /staff route must come through the scope below.
 */
const OUTSIDE_PERMISSIONS = /^\/staff\/auth(\/|$)/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the staff API with its permission (ADR 074), in registration order. */
    staffRoutes: readonly StaffRoute[];
  }
  interface FastifyRequest {
    /** The authorised principal on a staff route, for the log line and the audit trail. */
    staff?: StaffPrincipal;
    /** Who acts, from where, in which request: what every audit row of this request carries (ADR 077). */
    auditContext?: AuditContext;
  }
}

/**
 * The staff API (issue 22, ADR 074): every route under /staff is registered here with exactly
 * one permission, and reaches its handler only after the principal is authenticated, holds
 * that permission and acts on this server's market. A /staff route registered any other way,
 * or without a permission, stops the server at startup: an unguarded staff route cannot ship.
 * Returns the registry of routes (also `app.staffRoutes`).
 */
export function registerStaffScope(app: FastifyInstance, options: StaffScopeOptions, build: (staff: StaffRoutes) => void): readonly StaffRoute[] {
  const routes: StaffRoute[] = [];
  const declared = new Set<string>();
  app.decorate('staffRoutes', routes);
  app.decorateRequest('staff', undefined);
  app.decorateRequest('auditContext', undefined);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/staff') || OUTSIDE_PERMISSIONS.test(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD is Fastify's own twin of a declared GET route (with the GET's hooks).
    if (methods.every((m) => declared.has(`${m === 'HEAD' ? 'GET' : m} ${route.url}`))) return;
    throw new Error(`${methods.join(',')} ${route.url} is a staff route outside the staff scope: register it with a permission (ADR 074)`);
  });

  const answer = (reply: FastifyReply, outcome: Outcome<unknown>) => sendEnvelope(reply, outcomeEnvelope(outcome, languageOf(reply.request.headers.lang)));

  const authorise = (route: StaffRoute) => async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = await authenticate(options.authenticators, request);
    if (!principal) return answer(reply, fail('STAFF_UNAUTHORIZED'));
    if (!principal.ok) return answer(reply, principal);
    const staff = principal.value;
    const { permission } = route;
    if (!staff.markets.includes(options.market)) return refuse(request, reply, staff, route, 'STAFF_OTHER_MARKET');
    if (!staff.permissions.has(permission)) return refuse(request, reply, staff, route, 'STAFF_FORBIDDEN');
    request.staff = staff;
    request.auditContext = auditContextOf(request, staff);
    // Every allowed call, by whom (a key's calls included): the audit trail records the actions themselves.
    request.log.info({ staff: { kind: staff.kind, id: staff.id }, permission }, 'staff call');
  };
  const refuse = async (request: FastifyRequest, reply: FastifyReply, staff: StaffPrincipal, { permission, action }: StaffRoute, error: 'STAFF_FORBIDDEN' | 'STAFF_OTHER_MARKET') => {
    // Who tried what: a refusal is worth a look (a misconfigured key, a probing account).
    request.log.warn({ staff: { kind: staff.kind, id: staff.id }, permission, error }, 'staff action refused');
    // Nothing changed, so no transaction: the row alone, in one of its own (ADR 077).
    await options.audit.recordAlone({
      ...auditContextOf(request, staff), action, object: { type: 'route', id: `${request.method} ${request.routeOptions.url ?? request.url}` }, after: { permission, error }, outcome: 'refused',
    });
    return answer(reply, fail(error));
  };

  const add = (method: StaffMethod) => <G extends RouteGenericInterface>(path: string, routeOptions: StaffRouteOptions, handler: StaffHandler<G>) => {
    const permission: unknown = routeOptions?.permission;
    if (!path.startsWith('/staff/')) throw new Error(`${method} ${path}: the staff scope holds /staff routes only`);
    if (!isPermission(permission)) throw new Error(`${method} ${path}: a staff route declares exactly one known permission (got ${String(permission)})`);
    // A change is recorded under a name the console and the auditors read (ADR 077).
    if (method === 'POST' && !routeOptions.action) throw new Error(`${method} ${path}: a staff POST names its audit action`);
    const route: StaffRoute = { method, path, permission, action: routeOptions.action ?? `${method} ${path}` };
    routes.push(route);
    declared.add(`${method} ${path}`);
    app.route({
      method,
      url: path,
      onRequest: authorise(route),
      handler: async (request, reply) => {
        // Set by onRequest, which answered and stopped the request when it could not.
        const result = await handler(request as FastifyRequest<G>, request.staff as StaffPrincipal, reply, request.auditContext as AuditContext);
        return isOutcome(result) ? answer(reply, result) : result;
      },
    });
  };

  build({ get: add('GET'), post: add('POST') });
  return routes;
}

async function authenticate(authenticators: readonly StaffAuthenticator[], request: FastifyRequest): Promise<Outcome<StaffPrincipal> | null> {
  for (const authenticator of authenticators) {
    const outcome = await authenticator(request);
    if (outcome) return outcome;
  }
  return null;
}

function isOutcome(value: Outcome<unknown> | FastifyReply): value is Outcome<unknown> {
  return typeof (value as { ok?: unknown }).ok === 'boolean';
}
