// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX } from '../storage/versionedStorage';
import { useSavedState } from './useSavedState';

const KEY = 'test.saved';
const STORED_KEY = STORAGE_PREFIX + KEY;
const EMPTY: string[] = [];
const RESET = '已保存的测试列表无法读取，已恢复为空。';
const FULL = '测试列表太大，无法保存。';

const validateList = (data: unknown) =>
  Array.isArray(data) && data.every((item) => typeof item === 'string')
    ? (data as string[])
    : undefined;

let setList: ((update: string[] | ((current: string[]) => string[])) => void) | undefined;

function Probe({ resetNotice = RESET, fullNotice = FULL }) {
  const [list, set] = useSavedState({
    storageKey: KEY,
    version: 2,
    validate: validateList,
    fallback: EMPTY,
    resetNotice,
    fullNotice,
    saveDelayMs: 300,
  });
  setList = set;
  return <p>列表：{list.join(',') || '空'}</p>;
}

const renderProbe = (props: { resetNotice?: string; fullNotice?: string } = {}) =>
  render(
    <AntdApp>
      <Probe {...props} />
    </AntdApp>,
  );

const stored = () => localStorage.getItem(STORED_KEY);
const save = (value: unknown) => localStorage.setItem(STORED_KEY, JSON.stringify(value));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSavedState', () => {
  it('restores what was saved under the same version', () => {
    save({ version: 2, data: ['a', 'b'] });
    renderProbe();
    expect(screen.getByText('列表：a,b')).toBeInTheDocument();
  });

  it('starts from the fallback when nothing is saved, without a notice or a write', async () => {
    renderProbe();
    expect(screen.getByText('列表：空')).toBeInTheDocument();
    await wait(1000);
    expect(stored()).toBeNull();
    expect(screen.queryByText(RESET)).not.toBeInTheDocument();
  });

  it('saves a change once typing pauses, only the latest value', async () => {
    const setItem = vi.spyOn(localStorage, 'setItem');
    renderProbe();
    act(() => setList!(['a']));
    await wait(200);
    act(() => setList!((current) => [...current, 'b']));
    await wait(200);
    expect(stored()).toBeNull();
    await wait(100);
    expect(JSON.parse(stored()!)).toEqual({ version: 2, data: ['a', 'b'] });
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['invalid JSON', '{"version":2,"data":['],
    ['the wrong shape', JSON.stringify({ version: 2, data: [1, 2] })],
    ['an old version', JSON.stringify({ version: 1, data: ['old'] })],
  ])('damaged data (%s) gives the fallback and the notice once', async (_, raw) => {
    localStorage.setItem(STORED_KEY, raw);
    const view = renderProbe();
    expect(screen.getByText('列表：空')).toBeInTheDocument();
    await wait(0);
    expect(screen.getAllByText(RESET)).toHaveLength(1);
    // Not overwritten until the user changes something.
    await wait(1000);
    expect(stored()).toBe(raw);
    // A language switch gives new notice texts; the notice is not repeated.
    view.rerender(
      <AntdApp>
        <Probe resetNotice="Saved test list was reset." />
      </AntdApp>,
    );
    await wait(0);
    expect(screen.queryByText('Saved test list was reset.')).not.toBeInTheDocument();
    act(() => setList!(['new']));
    await wait(300);
    expect(JSON.parse(stored()!)).toEqual({ version: 2, data: ['new'] });
  });

  it('saves a list cleared back to the very fallback it started from', async () => {
    renderProbe();
    act(() => setList!(['a']));
    await wait(300);
    act(() => setList!(EMPTY));
    await wait(300);
    expect(JSON.parse(stored()!)).toEqual({ version: 2, data: [] });
  });

  it('tells once when the storage refuses to save, and keeps working from memory', async () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    renderProbe();
    act(() => setList!(['a']));
    await wait(300);
    expect(screen.getAllByText(FULL)).toHaveLength(1);
    act(() => setList!(['a', 'b']));
    await wait(300);
    expect(screen.getAllByText(FULL)).toHaveLength(1);
    expect(screen.getByText('列表：a,b')).toBeInTheDocument();
  });
});
