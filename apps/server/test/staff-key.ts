import type { Permission, StaffMarket } from '@lendline/domain';
import { beforeAll, beforeEach } from 'vitest';
import type { TestApp } from './helper.ts';

/**
 * An API key holding these permissions (ADR 074), made through the api-keys service as the CLI
 * makes one; the key text, for `Authorization: Bearer <key>`. Markets default to the app's own.
 */
export async function staffKey(t: TestApp, permissions: readonly Permission[], markets: readonly StaffMarket[] = [t.config.market], name = 'test-key'): Promise<string> {
  const made = await t.app.services.apiKeys.createKey('cli', { name, permissions, markets });
  if (!made.ok) throw new Error(`staffKey: ${made.error} ${JSON.stringify(made.data)}`);
  return made.value.key;
}

/**
 * A key for the file's tests, made again before each (the tables are emptied between tests);
 * read `.key` inside a test. `once`: for files that keep their data (resetEachTest: false);
 * `name`: the key's name, which is what a staff action records as who did it.
 */
export function useStaffKey(t: TestApp, permissions: readonly Permission[], options: { once?: boolean; name?: string } = {}): { readonly key: string } {
  const holder = { key: '' };
  (options.once ? beforeAll : beforeEach)(async () => {
    holder.key = await staffKey(t, permissions, [t.config.market], options.name);
  });
  return holder;
}
