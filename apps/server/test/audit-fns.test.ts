import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asStoredJson, canonicalJson, checkRows, csvCell, GENESIS_HASH, hashOf, type AuditRow } from '../src/modules/audit/audit-fns.ts';

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: { d: [3, { y: 1, x: 2 }], c: null } }, '{"a":{"c":null,"d":[3,{"x":2,"y":1}]},"b":1}'],
    [{ z: undefined, a: 'é"\n' }, '{"a":"é\\"\\n"}'],
    [{ at: new Date('2026-11-27T10:00:00+01:00') }, '{"at":"2026-11-27T09:00:00.000Z"}'],
    [[], '[]'],
    [null, 'null'],
  ])('writes %j as %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it('gives the same text whatever order the keys were built in', () => {
    expect(canonicalJson({ a: 1, b: { c: 2, d: 3 } })).toBe(canonicalJson({ b: { d: 3, c: 2 }, a: 1 }));
  });

  it('stores changed fields as jsonb gives them back', () => {
    expect(asStoredJson({ at: new Date('2026-11-27T09:00:00Z'), gone: undefined, n: 1 })).toEqual({ at: '2026-11-27T09:00:00.000Z', n: 1 });
    expect(asStoredJson(undefined)).toBeNull();
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=1+1', "'=1+1"],
    ['+234 803', "'+234 803"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['=A1,"b"', `"'=A1,""b"""`],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes null as an empty cell', () => {
    expect(csvCell(null)).toBe('');
  });
});

function row(seq: number, prevHash: string, changes: Partial<AuditRow> = {}): AuditRow {
  const unhashed = {
    seq, id: `id-${seq}`, at: new Date('2026-11-27T09:00:00Z'), actorKind: 'staff' as const, actorId: 's', actorName: 'S',
    address: null, requestId: null, action: 'a.b', objectType: 'o', objectId: String(seq), before: null, after: { n: seq },
    reason: null, outcome: 'done' as const, prevHash, ...changes,
  };
  return { ...unhashed, hash: hashOf(unhashed) };
}

describe('the hash chain', () => {
  it('hashes the previous hash and the row’s canonical JSON by column name (ADR 073)', () => {
    const first = row(1, GENESIS_HASH);
    const text = `${GENESIS_HASH}{"action":"a.b","actor_id":"s","actor_kind":"staff","actor_name":"S","address":null,"after":{"n":1},"at":"2026-11-27T09:00:00.000Z","before":null,"id":"id-1","object_id":"1","object_type":"o","outcome":"done","reason":null,"request_id":null,"seq":1}`;
    expect(first.hash).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('accepts a linked chain and names the first row that does not follow', () => {
    const one = row(1, GENESIS_HASH);
    const two = row(2, one.hash);
    const three = row(3, two.hash);
    const start = { seq: 0, hash: GENESIS_HASH };
    expect(checkRows(start, [one, two, three])).toEqual({ seq: 3, hash: three.hash });
    expect(checkRows(start, [one, three])).toEqual({ brokenAt: 2, reason: 'row 2 is missing (the next row is 3)' });
    expect(checkRows(start, [one, { ...two, reason: 'x' }, three])).toMatchObject({ brokenAt: 2 });
    expect(checkRows(start, [one, row(2, GENESIS_HASH), three])).toMatchObject({ brokenAt: 2, reason: expect.stringMatching(/prev_hash/) });
    expect(checkRows(start, [one, { ...two, at: new Date('2026-11-27T09:00:00.001Z') }])).toMatchObject({ brokenAt: 2 });
  });
});
