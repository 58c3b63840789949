import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_YET_BUILT_ROUTES } from './routes.ts';

describe('README', () => {
  it('lists exactly the screens that still show "not available yet"', () => {
    // happy-dom gives modules http URLs, so find the repository's README from the working directory.
    let dir = process.cwd();
    while (!existsSync(path.join(dir, 'apps/web')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const line = readme.split('\n').find((l) => /^`\w+`(, `\w+`)*\.$/.test(l)) ?? '';
    const listed = [...line.matchAll(/`(\w+)`/g)].map((m) => m[1]);
    expect(listed).toEqual([...NOT_YET_BUILT_ROUTES]);
  });
});
