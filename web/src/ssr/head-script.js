/*
 * The one script in a rendered page's <head> (decision 032), run before the body is painted:
 * 1. the class `dark` on <html> for the stored choice, else the system's (see lib/theme/theme.ts), so the first
 *    paint is in the right theme;
 * 2. the app's modules, asked for once the page has been painted (its first contentful paint). The page is readable without them, so they do not
 *    share a phone's bandwidth or main thread with the HTML, the stylesheet and the font before it shows.
 *    The element carries them: data-entry (the module to run) and data-modules (what it imports, fetched alongside).
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

  var element = document.currentScript;
  var entry = element && element.getAttribute('data-entry');
  if (!entry) return;
  var modules = (element.getAttribute('data-modules') || '').split(' ');

  function startApp() {
    var head = document.head;
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = modules[i];
      head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    head.appendChild(script);
  }
  // Once the browser reports the page's first contentful paint; where it cannot, after the frame that paints the
  // parsed page. A hidden tab paints nothing: it starts at once.
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    startApp();
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
