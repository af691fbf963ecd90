/*
 * The one script in a rendered page's <head> (decision 032), run before the body is painted:
 * 1. the class `dark` on <html> for the stored choice, else the system's (see lib/theme/theme.ts), so the first
 *    paint is in the right theme;
 * 2. forms that only the app can send (components/ui/app-form.tsx: `data-app-form`) held until their component has
 *    hydrated (`data-app-form-ready`): a submission made before is kept on the form (`data-submit-held`, its
 *    submitter in `heldSubmitter`) and sent by the app once, with what was typed; never natively (decision 057);
 * 3. a press of a button that needs the app (`data-app-action`: like, save, fork…) before it has hydrated, or before
 *    the late part of the page it is in has (`data-app-pending`), refused visibly: a note (#still-loading, the text
 *    in data-still-loading) that the app removes once it runs, and once the pressed part has (it is marked
 *    `data-pressed` until then);
 * 4. the app's modules, the entry among them: asked for once the page has been painted (its first contentful
 *    paint), at the browser's own priority for scripts, and run once the page has also been parsed to its end, as
 *    the page is readable without them. Asked for earlier, at that priority, they are scripts ahead of the paint:
 *    Lighthouse's simulation counts them as blocking it (on a slow phone network, 125 KB more before the first
 *    paint: Performance fell from 100 to 82-92). Asked for earlier at low priority, Chromium held them back until
 *    the page was laid out and they landed 100-600 ms after the paint (decision 034). The element carries them:
 *    data-entry (the module to run) and data-modules (what it imports).
 */
(function () {
  var preference = null;
  try {
    preference = localStorage.getItem('cloud-snippets.theme');
  } catch {
    // Storage is refused (a privacy setting): follow the system.
  }
  var isDark =
    preference === 'dark' ||
    (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (isDark) document.documentElement.classList.add('dark');

  // Registered before React's own listeners (on the same document, in the capture phase), so a form React has
  // hydrated but whose component has not yet taken over is held too: it cannot be sent twice.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || !form.hasAttribute || !form.hasAttribute('data-app-form')) return;
      if (form.hasAttribute('data-app-form-ready')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      form.heldSubmitter = event.submitter || null;
      form.setAttribute('data-submit-held', '');
      form.setAttribute('aria-busy', 'true');
    },
    true,
  );

  var element = document.currentScript;
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!target || !target.closest || !target.closest('[data-app-action]')) return;
      // Hydrated, unless the button is in a part of the page that hydrates later (lib/late-part.tsx).
      if (document.documentElement.hasAttribute('data-hydrated') && !target.closest('[data-app-pending]'))
        return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // The note stays until this part has hydrated, whatever other part hydrates first (lib/still-loading-note.ts).
      var part = target.closest('[data-app-pending]');
      if (part) part.setAttribute('data-pressed', '');
      var note = document.getElementById('still-loading');
      if (!note) {
        note = document.createElement('div');
        note.id = 'still-loading';
        note.setAttribute('role', 'status');
        document.body.appendChild(note);
      }
      var source = document.querySelector('[data-still-loading]');
      note.textContent = (source && source.getAttribute('data-still-loading')) || 'Still loading';
    },
    true,
  );

  var entry = element && element.getAttribute('data-entry');
  if (!entry) return;
  var modules = (element.getAttribute('data-modules') || '').split(' ');
  var head = document.head;

  function fetchModules() {
    // The entry first, as the largest; the others are fetched beside it and run when it imports them.
    var preloads = [entry].concat(modules);
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preloads[i];
      head.appendChild(link);
    }
  }

  function startApp() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    head.appendChild(script);
  }
  // Once the browser reports the page's first contentful paint; where it cannot, after the frame that paints the
  // parsed page. A hidden tab paints nothing: it starts at once.
  // And not before the parser has reached the end of the document: a paint can come while the rest of the page
  // (its data, the last element of the body) is still arriving, and the entry, already fetched, would then run on
  // half a page, find no data and never hydrate it (1 load in 9 at 4× CPU did).
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    fetchModules();
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startApp);
    else startApp();
  }
  if (document.visibilityState !== 'visible') return startOnce();
  var paintTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (paintTypes.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startOnce();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterNextFrame);
  else afterNextFrame();
})();
