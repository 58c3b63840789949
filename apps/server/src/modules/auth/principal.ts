/** Who is calling, once a session token has been checked (the auth module's answer). */
export interface Principal {
  userId: string;
  sessionId: string;
  /** When the session's sign-in code was checked: a loan confirmed long after needs a fresh code (ADR 048). */
  signedInAt: Date;
}
