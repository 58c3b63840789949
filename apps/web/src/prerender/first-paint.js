/* global window, document */
// Run before the first paint as a plain script; minified at build (build/first-paint.ts).
// Its reasons are in ADR 058 (home) and ADR 065 (landing pages).
(function () {
  var html = document.documentElement;
  var store = null;
  try {
    store = window.localStorage;
  } catch {
    // Storage refused: a guest.
  }
  var hash = window.location.hash;
  var route = hash.replace(/^#\/?/, '').split('?')[0].replace(/\/+$/, '');
  var chosen = store ? store.getItem('language') : null;
  var guest = !(store && store.getItem('token') !== null) && !/[?&]language=/.test(window.location.search) && (chosen === null || chosen === html.lang);
  if (guest && route === '') return;
  html.setAttribute('data-prerendered', 'no');
  // An advert's landing page, when the document holds it as drawn with no amount asked for: it
  // goes into the root once the body is parsed (the first change of readyState), still before the first paint.
  if (!guest || route === '' || /[?&]amount=/.test(hash)) return;
  document.addEventListener(
    'readystatechange',
    function () {
      var page = document.getElementById('landing-' + route);
      var root = document.getElementById('root');
      if (!page || !root) return;
      root.replaceChildren(page.content.cloneNode(true));
      html.setAttribute('data-prerendered', 'landing');
    },
    { once: true },
  );
})();
