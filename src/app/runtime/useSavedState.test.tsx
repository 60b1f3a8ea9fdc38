// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSavedState, type SavedState, type SavedStateConfig } from './useSavedState';
import { TAB_ID } from './savedStore';

const KEY = 'toolbox:test.saved';

const config: SavedStateConfig<string[]> = {
  key: KEY,
  store: 'local',
  version: 2,
  validate: (data) =>
    Array.isArray(data) && data.every((item) => typeof item === 'string')
      ? (data as string[])
      : undefined,
  fallback: () => [],
  label: '测试列表',
  saveDelayMs: 300,
};

let state: SavedState<string[]> | undefined;

function Probe({ merge }: { merge?: SavedStateConfig<string[]>['merge'] }) {
  state = useSavedState({ ...config, merge });
  return <p>列表：{state.value.join(',') || '空'}</p>;
}

const renderProbe = (merge?: SavedStateConfig<string[]>['merge']) =>
  render(
    <AntdApp>
      <Probe merge={merge} />
    </AntdApp>,
  );

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
const store = (value: unknown) => localStorage.setItem(KEY, JSON.stringify(value));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** What another tab does when it saves: write, then announce on the shared channel. */
async function otherTabSaves(data: string[], rev: number) {
  store({ version: 2, data, rev });
  const other = new BroadcastChannel('toolbox:saved-state');
  other.postMessage({ key: KEY, rev, tab: `not-${TAB_ID}` });
  other.close();
  await wait(50);
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  state = undefined;
});

describe('useSavedState', () => {
  it('restores what was saved, also in the envelope of the older storage (no rev)', () => {
    store({ version: 2, data: ['a', 'b'] });
    renderProbe();
    expect(screen.getByText('列表：a,b')).toBeInTheDocument();
  });

  it('debounces writes and counts revisions', async () => {
    renderProbe();
    act(() => state!.set(['x']));
    act(() => state!.set((list) => [...list, 'y']));
    expect(stored()).toBeNull();
    await wait(300);
    expect(stored()).toEqual({ version: 2, data: ['x', 'y'], rev: 1 });
    act(() => state!.set(['z']));
    await wait(300);
    expect(stored()).toEqual({ version: 2, data: ['z'], rev: 2 });
  });

  it.each([
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'visibilitychange to hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('writes a pending edit at once on %s', async (_name, leave) => {
    renderProbe();
    act(() => state!.set(['last edit']));
    act(leave);
    await wait(0);
    expect(stored()).toMatchObject({ data: ['last edit'] });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('writes a pending edit when the screen unmounts', async () => {
    const view = renderProbe();
    act(() => state!.set(['typed just before leaving']));
    view.unmount();
    await wait(0);
    expect(stored()).toMatchObject({ data: ['typed just before leaving'] });
  });

  it('keeps damaged data untouched until the user edits, with one notice', async () => {
    localStorage.setItem(KEY, '{not json');
    renderProbe();
    expect(screen.getByText('列表：空')).toBeInTheDocument();
    await wait(400);
    expect(localStorage.getItem(KEY)).toBe('{not json');
    expect(document.body.textContent).toContain('已保存的“测试列表”无法读取');
  });

  it('takes what another tab saved when it has no edit of its own', async () => {
    store({ version: 2, data: ['a'], rev: 1 });
    renderProbe();
    await otherTabSaves(['a', 'from the other tab'], 2);
    expect(screen.getByText('列表：a,from the other tab')).toBeInTheDocument();
  });

  it('never writes a stale copy over newer work: its edit is merged with the other tab’s', async () => {
    store({ version: 2, data: ['a'], rev: 1 });
    const union = (mine: string[], theirs: string[]) => [...new Set([...theirs, ...mine])];
    renderProbe(union);
    act(() => state!.set(['a', 'mine']));
    // The other tab saved before this tab's debounced write, and its notice was missed.
    store({ version: 2, data: ['a', 'theirs'], rev: 2 });
    await wait(300);
    expect(stored()).toEqual({ version: 2, data: ['a', 'theirs', 'mine'], rev: 3 });
    expect(screen.getByText('列表：a,theirs,mine')).toBeInTheDocument();
  });

  it('merges a notice that arrives while its own edit is pending', async () => {
    store({ version: 2, data: [], rev: 1 });
    renderProbe((mine, theirs) => [...new Set([...theirs, ...mine])]);
    act(() => state!.set(['mine']));
    await otherTabSaves(['theirs'], 5);
    expect(screen.getByText('列表：theirs,mine')).toBeInTheDocument();
    await wait(300);
    expect(stored()).toEqual({ version: 2, data: ['theirs', 'mine'], rev: 6 });
  });

  it('says so once when the browser refuses to save, and keeps working from memory', async () => {
    renderProbe();
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    act(() => state!.set(['big']));
    await wait(300);
    act(() => state!.set(['bigger']));
    await wait(300);
    setItem.mockRestore();
    expect(screen.getByText('列表：bigger')).toBeInTheDocument();
    expect(document.body.textContent?.match(/浏览器存储已满/g)).toHaveLength(1);
  });
});
