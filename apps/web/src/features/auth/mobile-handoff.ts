/**
 * The number a borrower typed on the register screen, handed to the login screen when it turns
 * out to be registered (spec section 8: "please login directly"), so it is not typed twice.
 * Memory only, for this page life: a phone number does not belong in the URL (history, logs),
 * and it is dropped once someone signs in.
 */
let handed: string | null = null;

export function handMobileToLogin(mobile: string): void {
  handed = mobile;
}

/** Read, not taken: React may run a state initialiser twice. */
export function handedMobile(): string {
  return handed ?? '';
}

export function dropHandedMobile(): void {
  handed = null;
}
