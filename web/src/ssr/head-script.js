/* Before first paint: the class `dark` on <html> for the stored choice, else the system's (see theme.ts). */
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
})();
