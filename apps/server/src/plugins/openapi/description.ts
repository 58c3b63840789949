import { DEFAULT_PACKAGE_NAME, ERRORS, httpStatusOf, type ErrorName } from '@lendline/domain';

const codeTable = (Object.keys(ERRORS) as ErrorName[])
  .map((name) => `| ${ERRORS[name].code} | ${httpStatusOf(name)} | ${name} |`)
  .join('\n');

/** The wire rules a reader of this document needs before any path below makes sense. */
export const API_DESCRIPTION = `
Every call goes to **\`/api/<HEX>?timestamp=<seconds>\`**, where \`<HEX>\` is the logical path
listed below (for example \`/security/login\`) encrypted with **AES-128-ECB, PKCS#7 padding**,
key = the \`packageName\` header (default \`${DEFAULT_PACKAGE_NAME}\`) padded with \`0\` or cut to
16 characters, written as upper-case hex. This only hides paths from casual inspection; it is
not a security boundary.

- \`timestamp\` (seconds, digits) is required on every call.
- GET calls send their fields as query parameters; POST bodies are JSON, except
  \`/security/login\` (form-encoded) and the uploads (multipart).
- Headers: \`Authorization: Bearer <token>\` when signed in, \`lang\` (en | es), \`packageName\`,
  \`appName\`, \`afid\`.
- Every response, success or failure, is the envelope \`{ "code": number, "data": any, "msg": string }\`
  with \`code\` 0 on success and \`msg\` in the \`lang\` language. The HTTP status mirrors the code.
- The four session codes (10010301 not logged in, 10010303 expired, 10010304 signed in
  elsewhere, 100103 invalid) mean: clear local storage, log out of the native shell, go home.

| code | HTTP | name |
|---|---|---|
${codeTable}
`.trim();
