import { readdir, readFile } from 'node:fs/promises';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ADR 067: the composition builds each service after every service it uses and hands it the
 * service itself, so the modules' run-time dependencies form no cycle and "go to definition"
 * on a connection lands in the module. A use of a service built later (even inside a closure,
 * which would bind late) is a cycle coming back, or the start of one.
 */
function laterUses(source: string, functionName: string): string[] {
  const file = ts.createSourceFile('services.ts', source, ts.ScriptTarget.Latest, true);
  const fn = file.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === functionName);
  if (!fn?.body) throw new Error(`no function ${functionName}`);
  const order = new Map<string, number>();
  const built: [string, ts.Node][] = [];
  for (const statement of fn.body.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      order.set(declaration.name.text, built.length);
      built.push([declaration.name.text, declaration.initializer]);
    }
  }
  const problems: string[] = [];
  built.forEach(([name, initializer], position) => {
    const visit = (node: ts.Node): void => {
      const parent = node.parent;
      const isName = (ts.isPropertyAssignment(parent) && parent.name === node) || (ts.isPropertyAccessExpression(parent) && parent.name === node);
      if (ts.isIdentifier(node) && !isName && (order.get(node.text) ?? -1) >= position) problems.push(`${name} uses ${node.text}, built ${node.text === name ? 'by itself' : 'after it'}`);
      ts.forEachChild(node, visit);
    };
    visit(initializer);
  });
  return problems;
}

const compositionDir = new URL('../src/composition/', import.meta.url);

describe('the composition (ADR 067)', () => {
  it('builds every service after the services it uses: no cycle, nothing bound late', async () => {
    const source = await readFile(new URL('services.ts', compositionDir), 'utf8');
    expect(laterUses(source, 'composeServices')).toEqual([]);
  });

  it('has no late-binding machinery left', async () => {
    for (const entry of await readdir(compositionDir)) {
      const source = await readFile(new URL(entry, compositionDir), 'utf8');
      expect(source, entry).not.toMatch(/\bnew Proxy\b|\bwire\(/);
    }
  });

  it('finds a use of a later service, inside a closure too', () => {
    const source = `function compose() {
      const a = createA({ b: () => b.run() });
      const b = createB({ a });
      const c = createC({ c });
    }`;
    expect(laterUses(source, 'compose')).toEqual(['a uses b, built after it', 'c uses c, built by itself']);
  });
});
