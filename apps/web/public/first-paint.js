/* global window, document */
// Sent as written to every visitor, so its reasons are in ADR 058: the prerendered home
// stays only for a guest on home in the document's language.
(function () {
  var html = document.documentElement;
  var store = null;
  try {
    store = window.localStorage;
  } catch {
    // Storage refused: a guest.
  }
  var hash = window.location.hash;
  var home = hash === '' || hash === '#' || hash === '#/' || hash.indexOf('#/?') === 0;
  var chosen = store ? store.getItem('language') : null;
  var signedIn = store ? store.getItem('token') !== null : false;
  var askedLanguage = /[?&]language=/.test(window.location.search);
  if (!home || signedIn || askedLanguage || (chosen !== null && chosen !== html.lang)) html.setAttribute('data-prerendered', 'no');
})();
