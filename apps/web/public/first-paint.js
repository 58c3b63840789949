/* global window, document */
// Before the first paint (ADR 058): the guest home the server prerendered is shown only to a
// guest opening home in the document's language. A signed-in borrower, another route (a landing
// page, a link into a screen) or another chosen language gets no flash of it: the markup is
// hidden here, before anything is painted, and the app renders its own screen instead.
(function () {
  var html = document.documentElement;
  var store = null;
  try {
    store = window.localStorage;
  } catch {
    // Storage refused (private mode): nothing stored, a guest.
  }
  var hash = window.location.hash;
  var home = hash === '' || hash === '#' || hash === '#/' || hash.indexOf('#/?') === 0;
  var chosen = store ? store.getItem('language') : null;
  var signedIn = store ? store.getItem('token') !== null : false;
  var askedLanguage = /[?&]language=/.test(window.location.search);
  if (!home || signedIn || askedLanguage || (chosen !== null && chosen !== html.lang)) html.setAttribute('data-prerendered', 'no');
})();
