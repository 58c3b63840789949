/**
 * The session's CSRF token (ADR 072, 075): sent back in `x-csrf-token` on every non-GET call.
 * Kept in memory, and in sessionStorage so a reload of the same tab keeps working; never in
 * localStorage, which outlives the session and is shared by every tab of the origin.
 */
const STORAGE_KEY = 'lendline.console.csrf';
let token: string | null = null;

export function csrfToken(): string | null {
  if (token !== null) return token;
  try {
    token = window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    token = null;
  }
  return token;
}

export function keepCsrfToken(value: string): void {
  token = value;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Memory alone: this page works until it is reloaded.
  }
}

export function forgetCsrfToken(): void {
  token = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
