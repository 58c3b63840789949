// ESLint (our architecture rules, ADR 070) and knip (no unused file, export or dependency) at
// the same time: each uses one core, and neither reads the other's output (issue 21).
import { runTogether } from './run-together.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const ok = await runTogether([
  { label: 'eslint .', command: bin('eslint'), args: ['.'] },
  { label: 'knip', command: bin('knip'), args: ['--no-progress'] },
]);
process.exit(ok ? 0 : 1);
