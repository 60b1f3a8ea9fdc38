// The HTML prerendered at build time is a first visit's page: zh-CN, default preferences (the
// system's theme, light or dark), nothing saved, rendered for one path. This script (a file:
// the CSP allows no inline script) runs twice, from the same cached file:
// - in <head>, before that HTML shows: a dark visit is marked dark; when this visit differs
//   (saved preferences, another path served the same file, saved work of the tool whose view
//   it is), the page is marked so that global.css hides the HTML until the app has rendered
//   its own. src/app/prerendered.ts makes the same check before hydrating. It also makes the
//   phone's menu button open the side menu;
// - after <div id="root"> (data-prerendered-view): the tool's chunks are preloaded, the tool's
//   view, parsed now, is unlocked once the app's record or IndexedDB has said nothing is saved
//   there, and GUIDs are filled in.
(function () {
  var html = document.documentElement;
  var path = html.getAttribute('data-prerendered');
  if (path === null) return;
  var script = document.currentScript;
  if (script && script.hasAttribute('data-prerendered-view')) return fillView(script, stale);

  // A declaration: the run after #root (above) passes it on before this line is reached.
  function stale() {
    // IndexedDB may answer after the app has rendered its own page (it does not wait for the
    // answer when the visit was already marked): marking it then would hide the app.
    if (!html.hasAttribute('data-app-rendered')) html.setAttribute('data-prerendered-stale', '');
  }
  var saved = null;
  try {
    var raw = localStorage.getItem('toolbox:preferences');
    saved = raw ? JSON.parse(raw).data || {} : null;
  } catch {
    saved = {};
  }
  var systemDark = !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  // The markup is the same in every theme mode (the header's switch shows the visitor's own
  // once hydrated), and a dark visit's page is dark before the scripts run: its stylesheet
  // holds the dark theme's variables under data-theme="dark", set below.
  var fits =
    location.pathname === path &&
    (saved === null || (saved.language === 'zh-CN' && saved.menuCollapsed === false));
  // A query or a fragment carries options or a shared comparison the HTML does not hold.
  if (!fits || (html.hasAttribute('data-prerendered-local') && (location.search || location.hash)))
    stale();
  var mode = saved && saved.themeMode;
  if (mode === 'dark' || (mode !== 'light' && systemDark)) html.setAttribute('data-theme', 'dark');

  // A tool's view: work the visitor saved (a draft, a list, options) is not in that HTML, and
  // the app shows it; typing into the empty view meanwhile would set text against it. What
  // the view can show itself (data-prerendered-prefilled) is decided once it is parsed.
  var prefilled = attributeList('data-prerendered-prefilled');
  attributeList('data-prerendered-local').forEach(function (key) {
    if (prefilled.indexOf(key) >= 0) return;
    try {
      if (localStorage.getItem(key) !== null) stale();
    } catch {
      // Storage disabled: the app cannot read anything saved either.
    }
  });
  checkIndexedDb(attributeList('data-prerendered-idb'));
  openMenuBeforeScripts();

  /**
   * IndexedDB answers asynchronously (idb-keyval's database), and the app waits for that
   * answer before hydrating. The app's record of the keys it stored there
   * (src/app/runtime/storedKeys.ts, same names) answers at once: when it says none of the
   * view's keys holds anything, the view is unlocked as soon as it is parsed, and IndexedDB
   * still has the last word. A tab of an older build writes without recording; if IndexedDB
   * then holds work after all, the page is rendered anew with it (what was typed into the
   * empty view meanwhile is not kept: saved work is) and the record is no longer trusted.
   * Without a complete record (a first visit, storage disabled), the view stays inert (the
   * build renders it so) until IndexedDB has answered.
   */
  function checkIndexedDb(keys) {
    if (keys.length === 0) return;
    var recorded = recordedKeys(keys);
    if (recorded) stale();
    if (recorded !== null) html.setAttribute('data-prerendered-checked', '');
    if (recorded) return;
    html.setAttribute('data-prerendered-checking', '');
    var answered = false;
    var done = function (found) {
      if (answered) return;
      answered = true;
      if (found) stale();
      html.setAttribute('data-prerendered-checked', '');
      unlockWhenParsed();
      html.removeAttribute('data-prerendered-checking');
      document.dispatchEvent(new Event('toolbox:prerender-checked'));
    };
    // No answer (a stuck database, or a slow phone still starting): without a record, the app
    // renders anew, reading what is saved itself. With a complete record (the view unlocked, and
    // perhaps typed into), silence contradicts nothing it says: the view is hydrated and keeps
    // what was typed (rendered anew, it would lose it); the app's own read still shows work an
    // older build stored there unrecorded, when nothing was typed over it.
    setTimeout(function () {
      done(recorded === null);
    }, 3000);
    try {
      var open = indexedDB.open('keyval-store');
      // As idb-keyval creates it, so that its own open later finds the store.
      open.onupgradeneeded = function () {
        open.result.createObjectStore('keyval');
      };
      open.onerror = function () {
        done(false);
      };
      open.onsuccess = function () {
        var db = open.result;
        var pending = keys.length;
        var found = false;
        var counted = function () {
          pending -= 1;
          if (pending > 0) return;
          db.close();
          if (found && recorded === false) distrustRecord();
          done(found);
        };
        try {
          var store = db.transaction('keyval', 'readonly').objectStore('keyval');
          keys.forEach(function (key) {
            var count = store.count(key);
            count.onsuccess = function () {
              if (count.result > 0) found = true;
              counted();
            };
            count.onerror = counted;
          });
        } catch {
          db.close();
          done(false);
        }
      };
    } catch {
      done(false);
    }
  }

  function distrustRecord() {
    try {
      localStorage.removeItem('toolbox-idb-complete');
    } catch {
      // Storage disabled: there is no record either.
    }
  }

  /** Whether the record has any of `keys`: null when it is not complete (or not readable). */
  function recordedKeys(keys) {
    try {
      if (localStorage.getItem('toolbox-idb-complete') === null) return null;
      return keys.some(function (key) {
        return localStorage.getItem('toolbox-idb:' + key) !== null;
      });
    } catch {
      return null;
    }
  }

  /**
   * Before the scripts, the phone's menu button shows the prerendered side menu. A click on
   * any other button of the view is marked (data-prerendered-clicked, in order) until the app
   * listens itself, and src/app/prerendered.ts replays it once hydrated: a button tapped early
   * does what it says, a little late, rather than nothing. Links and form fields act natively.
   * Marked clicks go no further: React, hydrating meanwhile, drops a click on a part it cannot
   * hydrate at once (a tap on 设置 was seen doing nothing), so it must not get it twice.
   */
  function openMenuBeforeScripts() {
    var OPEN = 'data-prerendered-menu';
    var CLICKED = 'data-prerendered-clicked';
    var clicks = 0;
    // Captured on the window: before React's listeners on #root.
    window.addEventListener('click', markClick, true);
    function markClick(event) {
      if (html.hasAttribute('data-app-rendered')) return;
      var target = event.target;
      if (!(target instanceof Element)) return;
      if (target.closest('.app-menu-button')) {
        if (html.hasAttribute(OPEN)) html.removeAttribute(OPEN);
        else html.setAttribute(OPEN, '');
        return;
      }
      if (html.hasAttribute(OPEN) && !target.closest('.app-sider')) html.removeAttribute(OPEN);
      // antd's select opens on a press of its box, whichever part of it is tapped.
      var select = target.closest('.ant-select');
      var control =
        target.closest('button, [role="button"], [role="tab"], [role="switch"]') ||
        (select && select.querySelector('[role="combobox"]'));
      if (!control || html.hasAttribute('data-app-listening') || !control.closest('#root')) return;
      // On a snapshot of the page, only its own controls: once the app's page replaces it, the
      // app handles clicks itself (src/app/snapshotInput.ts).
      if (html.hasAttribute('data-view-snapshot') && !control.closest('[data-snapshot]')) return;
      if (control.matches(':disabled, [aria-disabled="true"], a[href], a[href] *')) return;
      clicks += 1;
      var earlier = control.getAttribute(CLICKED);
      control.setAttribute(CLICKED, earlier ? earlier + ' ' + clicks : String(clicks));
      // (On a snapshot React renders a page of its own, and listens only once it has.)
      if (!html.hasAttribute('data-view-snapshot')) event.stopPropagation();
    }
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') html.removeAttribute(OPEN);
    });
  }
})();

function attributeList(name) {
  return (document.documentElement.getAttribute(name) || '').split(' ').filter(Boolean);
}

/**
 * Runs after #root: preloads the tool's chunks (data-modulepreload: they start now that the
 * stylesheets have arrived), unlocks the view once checked, fills in GUIDs: the visitor's
 * saved list when the view can show it, else new ones. `stale` marks the page (see above).
 */
function fillView(script, stale) {
  (script.getAttribute('data-modulepreload') || '')
    .split(' ')
    .filter(Boolean)
    .forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  var root = document.getElementById('root');
  if (!root) return;
  if (document.documentElement.hasAttribute('data-prerendered-stale')) showSnapshot(root);
  attributeList('data-prerendered-prefilled').forEach(function (key) {
    var saved = null;
    try {
      saved = localStorage.getItem(key);
    } catch {
      return;
    }
    if (saved !== null && !fillSavedUuids(root, saved)) stale();
  });
  // The same for everybody, so not in the HTML: each visitor's own, which the page adopts.
  root.querySelectorAll('[data-prefill="uuid"]').forEach(function (code) {
    if (code.textContent === '') code.textContent = randomUuid();
  });
  unlockWhenParsed();

  /**
   * A list saved by src/tools/guid (lastList.ts: `{ data: { requestKey, uuids } }`) is shown
   * as the app's first render will show it, when it was made for the request the view shows
   * and has as many UUIDs as the view has places (the default format prints them as saved).
   */
  function fillSavedUuids(root, saved) {
    var list = root.querySelector('[data-prefill-request]');
    var places = root.querySelectorAll('[data-prefill="uuid"]');
    var data;
    try {
      data = JSON.parse(saved).data;
    } catch {
      return false;
    }
    if (!list || !data || data.requestKey !== list.getAttribute('data-prefill-request'))
      return false;
    var uuids = data.uuids;
    var canonical = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    if (!Array.isArray(uuids) || uuids.length !== places.length || data.names !== undefined)
      return false;
    for (var i = 0; i < uuids.length; i += 1)
      if (typeof uuids[i] !== 'string' || !canonical.test(uuids[i])) return false;
    places.forEach(function (code, index) {
      code.textContent = uuids[index];
    });
    return true;
  }

  function randomUuid() {
    if (crypto.randomUUID) return crypto.randomUUID();
    // randomUUID exists only in secure contexts (the app may be served over plain http).
    var bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var hex = Array.prototype.map
      .call(bytes, function (byte) {
        return (byte + 0x100).toString(16).slice(1);
      })
      .join('');
    return [0, 8, 12, 16, 20, 32]
      .map(function (end, index, ends) {
        return index === 0 ? '' : hex.slice(ends[index - 1], end);
      })
      .slice(1)
      .join('-');
  }
}

/**
 * A page hidden by `stale` (work saved, other preferences) is shown as the visitor left it, if
 * the app took a snapshot then and nothing it depends on has changed: the same path (with no
 * query, or the saved options' query it was taken with), release, colour scheme and width, and
 * the same app localStorage (src/app/runtime/viewSnapshot.ts
 * takes it and says why that is enough; names and the fingerprint are kept in step by hand).
 * The app renders the page anew over it and hands it what was typed or clicked meanwhile
 * (src/app/snapshotInput.ts). Fields that could not be handed over are disabled.
 */
function showSnapshot(root) {
  var KEY = 'toolbox-view-snapshot';
  var html = document.documentElement;
  var entry = document.querySelector('script[type="module"][src]');
  var markup;
  var styles;
  try {
    var meta = JSON.parse(localStorage.getItem(KEY) || 'null');
    // Never to match again (another release, saved work changed since): a copy of the work
    // is not kept for nothing.
    if (
      meta &&
      (!entry ||
        meta.release !== entry.getAttribute('src') ||
        meta.fingerprint !== storageFingerprint(localStorage))
    ) {
      [KEY, KEY + '.html', KEY + '.css'].forEach(function (key) {
        localStorage.removeItem(key);
      });
      return;
    }
    if (
      !meta ||
      (location.search && location.search !== meta.search) ||
      location.hash ||
      meta.path !== location.pathname ||
      meta.width !== window.innerWidth ||
      meta.dark !== (!!window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches)
    )
      return;
    markup = localStorage.getItem(KEY + '.html');
    styles = localStorage.getItem(KEY + '.css');
  } catch {
    return;
  }
  if (markup === null || styles === null) return;
  var style = document.createElement('style');
  style.setAttribute('data-view-snapshot', '');
  style.textContent = styles;
  document.head.appendChild(style);
  root.innerHTML = markup;
  Array.prototype.forEach.call(root.children, function (node) {
    node.setAttribute('data-snapshot', '');
  });
  root.querySelectorAll('input[type="file"]').forEach(function (field) {
    field.setAttribute('disabled', '');
  });
  root.querySelectorAll('[contenteditable="true"]').forEach(function (field) {
    field.setAttribute('contenteditable', 'false');
  });
  // What the tools showed without saving it, for their first render (snapshotView.ts).
  html.setAttribute('data-view-snapshot', JSON.stringify(meta.view || {}));
  root.addEventListener('change', showChoice);
}

/**
 * antd draws a tick or a chosen option from classes on the native input's wrappers, which only
 * the app sets: on a snapshot a tap changes the hidden input alone. Its wrappers follow it here,
 * so the tap shows; src/app/snapshotInput.ts hands the input's state over to the app.
 */
function showChoice(event) {
  var input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.closest('[data-snapshot]')) return;
  var group = input.type === 'radio' && input.closest('.ant-radio-group, .ant-segmented');
  (group ? group.querySelectorAll('input[type="radio"]') : [input]).forEach(function (field) {
    var on = field === input && input.checked;
    [
      'checkbox',
      'checkbox-wrapper',
      'radio',
      'radio-wrapper',
      'radio-button',
      'radio-button-wrapper',
    ].forEach(function (name) {
      var wrapper = field.closest('.ant-' + name);
      if (wrapper) wrapper.classList.toggle('ant-' + name + '-checked', on);
    });
    var item = field.closest('.ant-segmented-item');
    if (item) {
      item.classList.toggle('ant-segmented-item-selected', on);
      item.classList.toggle('ant-segmented-item-selected-text', on);
    }
  });
}

/** cyrb53 over the app's localStorage keys (and values) that a snapshot depends on. */
function storageFingerprint(local) {
  var keys = [];
  for (var i = 0; i < local.length; i += 1) {
    var key = local.key(i);
    if (
      key !== null &&
      key.indexOf('toolbox') === 0 &&
      key.indexOf('toolbox-view-snapshot') !== 0 &&
      key.slice(-7) !== '.rescue'
    )
      keys.push(key);
  }
  keys.sort();
  var h1 = 0xdeadbeef;
  var h2 = 0x41c6ce57;
  keys.forEach(function (key) {
    var text = key + '\u0000' + (local.getItem(key) || '') + '\u0001';
    for (var j = 0; j < text.length; j += 1) {
      var code = text.charCodeAt(j);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
  });
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The view is locked (inert) until the record or IndexedDB has said nothing is saved for it;
 * then it is unlocked, here or by the run after #root if it is not parsed yet. A module
 * script (the app) runs after both runs of this script.
 */
function unlockWhenParsed() {
  if (!document.documentElement.hasAttribute('data-prerendered-checked')) return;
  var view = document.querySelector('#root [data-prerendered-lock]');
  if (!view) return;
  view.removeAttribute('inert');
  view.removeAttribute('data-prerendered-lock');
}
