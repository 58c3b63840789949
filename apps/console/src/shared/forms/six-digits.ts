/** An authenticator's code as typed: spaces and dashes some apps show are dropped. */
export function digitsOf(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export function isSixDigits(typed: string): boolean {
  return /^\d{6}$/.test(digitsOf(typed));
}
