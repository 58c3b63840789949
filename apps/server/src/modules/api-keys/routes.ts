import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import type { ApiKeysService } from './api-keys-service.ts';

type KeyParams = { Params: { id: string } };

/** Machine access managed on the staff API (ADR 074): list, make (the key shown once), revoke. */
export function registerApiKeyRoutes(staff: StaffRoutes, apiKeys: ApiKeysService): void {
  staff.get('/staff/api-keys', { permission: 'api-keys.manage' }, async () => ok({ apiKeys: await apiKeys.listKeys() }));
  staff.post('/staff/api-keys', { permission: 'api-keys.manage', action: 'api-key.create' }, async (request, principal, _reply, context) => apiKeys.createKey(principal, request.body ?? {}, context));
  staff.post<KeyParams>('/staff/api-keys/:id/revoke', { permission: 'api-keys.manage', action: 'api-key.revoke' }, async (request, principal, _reply, context) => apiKeys.revokeKey(principal, request.params.id, context));
}
