/**
 * Prerendered markup (ADR 058, ADR 065) in a root in the document, as the browser parses what
 * the server sent, before any script has run. The caller removes it.
 */
export function prerenderedRoot(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  // As a browser parses it: happy-dom selects the wrong option of a parsed <select>.
  for (const option of root.querySelectorAll<HTMLOptionElement>('option[selected]')) option.selected = true;
  document.body.append(root);
  return root;
}
