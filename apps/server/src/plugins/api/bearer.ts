/**
 * The token from an Authorization header. Native shells send "Bearer <t>", "Bearer<t>" or
 * the bare token; all three are accepted. Returns undefined when there is nothing to read.
 */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  const token = value.replace(/^bearer\s*/i, '').trim();
  return token === '' ? undefined : token;
}
