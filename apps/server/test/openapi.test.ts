import { ENDPOINTS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

const t = useTestApp({ resetEachTest: false });

async function document() {
  const res = await t.app.inject({ url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
}

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 and lists every path of the contract with its method', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    // The test clock's path exists only on a server started with SANDBOX_CLOCK=true.
    const served = ENDPOINTS.filter((e) => e.path !== '/sandbox/clock');
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(served.map((e) => e.path))].sort());
    for (const e of served) expect(doc.paths[e.path][e.method.toLowerCase()], e.path).toBeDefined();
  });

  it('explains the encrypted path, the timestamp and the envelope', async () => {
    const { info, components } = await document();
    expect(info.description).toMatch(/AES-128-ECB/);
    expect(info.description).toMatch(/PKCS#7/);
    expect(info.description).toMatch(/timestamp/);
    expect(info.description).toMatch(/\{ "code": number, "data": any, "msg": string \}/);
    expect(info.description).toContain('| 10010304 | 401 | LOGGED_IN_ELSEWHERE |');
    expect(components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(components.parameters.timestamp).toMatchObject({ in: 'query', required: true });
  });

  it('gives each call its content type, security and schemas', async () => {
    const { paths } = await document();
    const login = paths['/security/login'].post;
    expect(Object.keys(login.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(login.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['mobile', 'code']);
    expect(login.security).toEqual([]);
    expect(login.responses['200'].content['application/json'].schema.properties.data.properties.token).toEqual({ type: 'string' });

    expect(paths['/security/getVerifyCode'].post.requestBody.content['application/json'].schema.properties.type.enum).toEqual([
      'login',
      'register',
      'bankCard',
    ]);
    expect(paths['/security/getUserInfo'].get.security).toEqual([{ bearer: [] }]);
    const exists = paths['/security/existsByMobile'].get.parameters;
    expect(exists).toContainEqual(expect.objectContaining({ name: 'mobile', in: 'query', required: true }));
    expect(Object.keys(paths['/user/saveFaceImage'].post.requestBody.content)).toEqual(['multipart/form-data']);
  });

  it('marks calls of later issues as provisional free-form objects', async () => {
    const { paths } = await document();
    const submit = paths['/lottery-draw/create'].post;
    expect(submit['x-provisional']).toBe(true);
    expect(submit.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', additionalProperties: true });
    expect(paths['/security/login'].post['x-provisional']).toBe(false);
    expect(paths['/security/logout'].post['x-extension']).toBe(true);
  });
});
