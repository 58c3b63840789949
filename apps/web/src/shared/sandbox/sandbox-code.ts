import { ERRORS } from '@lendline/domain';
import { request } from '../api/client.ts';

const SANDBOX_TRIES = 3;
const SANDBOX_WAIT_MS = 1_000;

/**
 * The code from the sandbox SMS sink, or null when the server has no sandbox (any non-zero
 * answer). "Not found yet" is retried briefly: the sink may write after the send call answers.
 */
export async function fetchSandboxCode(mobile: string): Promise<string | null> {
  for (let attempt = 1; attempt <= SANDBOX_TRIES; attempt++) {
    const result = await request('/sandbox/sms/latest', { mobile }, { quiet: true });
    if (result.ok) return /^\d{6}$/.test(result.data.code) ? result.data.code : null;
    if (result.code !== ERRORS.NOT_FOUND.code || attempt === SANDBOX_TRIES) return null;
    await new Promise((resolve) => setTimeout(resolve, SANDBOX_WAIT_MS));
  }
  return null;
}
