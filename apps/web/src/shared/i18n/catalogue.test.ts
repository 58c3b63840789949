import { errorsEn, errorsEs } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../screens.ts';
import { en } from './en.ts';
import { es } from './es.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

// Every source file, to find the keys the code asks for.
const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('catalogues', () => {
  it('have exactly the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text and the same {placeholders} in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key].trim(), key).not.toBe('');
      expect(es[key].trim(), key).not.toBe('');
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('do not shadow the domain error keys', () => {
    for (const key of Object.keys(en)) expect(Object.hasOwn(errorsEn, key), key).toBe(false);
    expect(Object.keys(errorsEs).sort()).toEqual(Object.keys(errorsEn).sort());
  });

  it('have a title for every screen', () => {
    for (const screen of SCREENS) expect(Object.hasOwn(en, screen.title), screen.path).toBe(true);
  });

  it('contain every key the code passes to t()', () => {
    const known = new Set([...Object.keys(en), ...Object.keys(errorsEn)]);
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it('contain every key-like literal in the code (keys picked in tables and ternaries)', () => {
    const known = new Set([...Object.keys(en), ...Object.keys(errorsEn)]);
    const namespaces = new Set([...known].map((key) => key.split('.')[0]));
    const literals = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/'([a-zA-Z]+)\.([\w.]+)'/g)) {
        if (namespaces.has(match[1]!)) literals.add(`${match[1]}.${match[2]}`);
      }
    }
    expect(literals.has('route.register')).toBe(true);
    expect([...literals].filter((key) => !known.has(key))).toEqual([]);
  });
});
