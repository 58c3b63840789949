import { expect } from 'vitest';

/** A Prometheus text exposition, parsed strictly: every sample line must be `name{labels} value`. */
export interface Exposition {
  /** Family name -> type, from the `# TYPE` lines. */
  types: Map<string, string>;
  /** The value of one sample; labels must match exactly (in any order); undefined when absent. */
  value(name: string, labels?: Record<string, string>): number | undefined;
  /** The sum of the samples of `name` whose labels include `labels` (0 when none). */
  sum(name: string, labels?: Record<string, string>): number;
  /** Every sample's name and labels as written, for "nothing like this appears" checks. */
  lines: string[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|Nan|\+Inf|-Inf)$/; // prom-client writes "Nan"; Prometheus reads any case
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  const lines = text.split('\n').filter((line) => line !== '');
  for (const line of lines) {
    if (line.startsWith('# TYPE ')) {
      const [, , name, type] = line.split(' ');
      types.set(name!, type!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const match = SAMPLE.exec(line);
    expect(match, `not a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const [, key, val] of (match![2] ?? '').matchAll(LABEL)) labels[key!] = val!;
    samples.push({ name: match![1]!, labels, value: Number(match![3]) });
  }
  return {
    types,
    lines,
    sum(name, labels = {}) {
      const wanted = Object.entries(labels);
      return samples.filter((s) => s.name === name && wanted.every(([k, v]) => s.labels[k] === v)).reduce((total, s) => total + s.value, 0);
    },
    value(name, labels = {}) {
      const wanted = Object.entries(labels);
      const found = samples.find((s) => s.name === name && Object.keys(s.labels).length === wanted.length && wanted.every(([k, v]) => s.labels[k] === v));
      return found?.value;
    },
  };
}
