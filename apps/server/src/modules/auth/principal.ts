/** Who is calling, once a session token has been checked (the auth module's answer). */
export interface Principal {
  userId: string;
  sessionId: string;
}
