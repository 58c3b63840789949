/**
 * The token from an Authorization header. Native shells send "Bearer <t>", "Bearer<t>" or
 * the bare token; all three are accepted. Undefined only when no header, or an empty one, was
 * sent (not logged in); "Bearer" with nothing after it is a token that is empty, which the
 * session check answers as invalid: the client believes it holds a session, and must drop it.
 */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  return value.replace(/^bearer\s*/i, '').trim();
}
