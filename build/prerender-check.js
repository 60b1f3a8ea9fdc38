// Runs before the HTML prerendered at build time is shown (a blocking script in <head>; the
// CSP allows no inline script). That HTML is a first visit's page: zh-CN, light theme, default
// preferences, rendered for one path. When this visit differs (saved preferences, a dark
// system theme, another path served the same file), the page is marked so that global.css
// hides the HTML until the app has rendered its own, with the dark background if it will be
// dark. src/app/prerendered.ts makes the same check before hydrating.
(function () {
  var html = document.documentElement;
  var path = html.getAttribute('data-prerendered');
  if (path === null) return;
  var saved = null;
  try {
    var raw = localStorage.getItem('toolbox:preferences');
    saved = raw ? JSON.parse(raw).data || {} : null;
  } catch {
    saved = {};
  }
  var systemDark = !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var fits =
    location.pathname === path &&
    !systemDark &&
    (saved === null ||
      (saved.language === 'zh-CN' &&
        saved.themeMode === 'system' &&
        saved.menuCollapsed === false));
  if (fits) return;
  html.setAttribute('data-prerendered-stale', '');
  var mode = saved && saved.themeMode;
  if (mode === 'dark' || (mode !== 'light' && systemDark)) html.setAttribute('data-theme', 'dark');
})();
