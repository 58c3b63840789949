/**
 * The number a visitor typed on a landing page (yx3), handed to the register screen so it is not
 * typed twice, and shown again if they come back. Session storage, for this tab only, and never
 * the URL (history, logs, ADR 031); dropped once they sign in.
 */
const KEY = 'typedMobile';

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

let memory: string | null = null;

export function keepTypedMobile(mobile: string): void {
  memory = mobile;
  try {
    session()?.setItem(KEY, mobile);
  } catch {
    // Kept in memory for this page life.
  }
}

export function typedMobile(): string {
  try {
    return session()?.getItem(KEY) ?? memory ?? '';
  } catch {
    return memory ?? '';
  }
}

export function dropTypedMobile(): void {
  memory = null;
  try {
    session()?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
