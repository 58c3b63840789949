// Lint rules for the architecture of STYLE.md, enforced rather than hoped for:
// - a web feature imports only itself and shared/, never another feature;
// - a server module reaches another module only through that module's service file;
// - web and server never import each other;
// - user-visible text in JSX comes from the catalogues, never a literal.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function resolveImport(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

function relativeToRoot(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

function checkImport(context, node, source) {
  const from = relativeToRoot(context.filename);
  const resolved = resolveImport(context.filename, source);
  const target = resolved ? relativeToRoot(resolved) : source;

  if (from.startsWith('apps/web/') && /(^|\/)apps\/server\//.test(target)) {
    context.report({ node, message: 'The web app must not import server code; share through packages/domain.' });
  }
  if (from.startsWith('apps/server/') && /(^|\/)apps\/web\//.test(target)) {
    context.report({ node, message: 'The server must not import web code; share through packages/domain.' });
  }

  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(from)?.[1];
  const targetFeature = /^apps\/web\/src\/features\/([^/]+)/.exec(target)?.[1];
  if (feature && targetFeature && feature !== targetFeature) {
    context.report({ node, message: `Feature "${feature}" must not import feature "${targetFeature}"; move what they share to shared/.` });
  }

  const mod = /^apps\/server\/src\/modules\/([^/]+)\//.exec(from)?.[1];
  const targetMod = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(target);
  if (mod && targetMod && targetMod[1] !== mod && !/(^|[-/])service(\.ts)?$/.test(targetMod[2])) {
    context.report({ node, message: `Module "${mod}" may reach module "${targetMod[1]}" only through its service.` });
  }
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const visit = (node) => {
      if (node.source && typeof node.source.value === 'string') checkImport(context, node.source, node.source.value);
    };
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') checkImport(context, node.source, node.source.value);
      },
    };
  },
};

const TEXT_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label']);

const noLiteralText = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      JSXText(node) {
        if (/\p{L}/u.test(node.value)) {
          context.report({ node, message: 'User-visible text must come from the i18n catalogues (t()).' });
        }
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (TEXT_ATTRIBUTES.has(name) && node.value?.type === 'Literal' && /\p{L}/u.test(String(node.value.value))) {
          context.report({ node, message: `The ${name} text must come from the i18n catalogues (t()).` });
        }
      },
    };
  },
};

export default { rules: { boundaries, 'no-literal-text': noLiteralText } };
