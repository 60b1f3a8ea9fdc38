// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagnoseLoadFailure, runningEntry, servedEntry, VERSION_PATH } from './release';

const RUNNING = '/assets/index-AAAA.js';

// The entry script tags below only name a build; happy-dom must not try to fetch them.
(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

function respond(routes: Record<string, () => Response>): typeof fetch {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0];
    const route = routes[path];
    return route ? route() : new Response('Not found', { status: 404 });
  }) as unknown as typeof fetch;
}

const json = (body: unknown) => () => Response.json(body);
const html = (entry: string) => () =>
  new Response(
    `<!doctype html><div id="root"></div><script type="module" src="${entry}"></script>`,
    {
      headers: { 'Content-Type': 'text/html' },
    },
  );

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the running build', () => {
  it('is the entry script the page started from', () => {
    document.body.innerHTML = `<script type="module" crossorigin src="${RUNNING}"></script>`;
    expect(runningEntry()).toBe(RUNNING);
  });

  it('is unknown without an entry script (tests, dev server)', () => {
    expect(runningEntry()).toBeUndefined();
  });
});

describe('the build the server has', () => {
  it('is read from /version.json without any cache', async () => {
    const fetchImpl = respond({ [VERSION_PATH]: json({ entry: '/assets/index-BBBB.js' }) });
    await expect(servedEntry(fetchImpl)).resolves.toBe('/assets/index-BBBB.js');
    expect(fetchImpl).toHaveBeenCalledWith(
      VERSION_PATH,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('is read from a fresh index.html when there is no version file', async () => {
    const fetchImpl = respond({ '/': html('/assets/index-CCCC.js') });
    await expect(servedEntry(fetchImpl)).resolves.toBe('/assets/index-CCCC.js');
  });
});

describe('diagnosing a failed chunk', () => {
  it('recognises a new release', async () => {
    const fetchImpl = respond({ [VERSION_PATH]: json({ entry: '/assets/index-BBBB.js' }) });
    await expect(diagnoseLoadFailure(fetchImpl, RUNNING)).resolves.toBe('updated');
  });

  it('calls the file missing, not the network, when the server runs the same build', async () => {
    const fetchImpl = respond({ [VERSION_PATH]: json({ entry: RUNNING }) });
    await expect(diagnoseLoadFailure(fetchImpl, RUNNING)).resolves.toBe('missing');
  });

  it('calls the file missing when the server answers but cannot say which build it has', async () => {
    await expect(diagnoseLoadFailure(respond({}), RUNNING)).resolves.toBe('missing');
  });

  it('blames the network when nothing answers', async () => {
    const fetchImpl = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(diagnoseLoadFailure(fetchImpl, RUNNING)).resolves.toBe('offline');
  });

  it('blames the network when the browser knows it is offline, without asking', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchImpl = respond({ [VERSION_PATH]: json({ entry: '/assets/index-BBBB.js' }) });
    await expect(diagnoseLoadFailure(fetchImpl, RUNNING)).resolves.toBe('offline');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
