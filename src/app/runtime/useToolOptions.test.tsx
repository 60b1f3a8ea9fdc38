// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LinkOptionsNotice } from './LinkOptionsNotice';
import { useToolOptions, type ToolOptionsState } from './useToolOptions';

const DEFAULTS = { version: '4', upper: false, count: 5 };
const KEY = 'toolbox:test.options';
let state: ToolOptionsState<typeof DEFAULTS> | undefined;
let location: Location | undefined;

function Probe() {
  state = useToolOptions({
    storageKey: 'test.options',
    version: 1,
    defaults: DEFAULTS,
    normalize: (options) => ({ ...options, count: Math.min(Math.max(options.count, 1), 100) }),
    label: '测试选项',
  });
  return (
    <>
      <p>选项：{JSON.stringify(state.options)}</p>
      <LinkOptionsNotice state={state} />
    </>
  );
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '/tool/test', element: <Probe /> }], {
    initialEntries: [url],
  });
  router.subscribe((next) => {
    location = next.location;
  });
  location = router.state.location;
  render(
    <AntdApp>
      <RouterProvider router={router} />
    </AntdApp>,
  );
}

const saved = () => (JSON.parse(localStorage.getItem(KEY) ?? 'null') as { data?: unknown })?.data;
const saveOptions = (data: object) =>
  localStorage.setItem(KEY, JSON.stringify({ version: 1, data }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  state = undefined;
});

describe('useToolOptions', () => {
  it('uses and saves the user’s options, mirroring only non-defaults into the URL', async () => {
    saveOptions({ upper: true });
    open('/tool/test');
    expect(state!.options).toEqual({ ...DEFAULTS, upper: true });
    expect(state!.fromLink).toBe(false);
    expect(location!.search).toBe('?upper=1');
    act(() => state!.setOptions({ count: 500 }));
    expect(state!.options.count).toBe(100);
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(saved()).toMatchObject({ upper: true, count: 100 });
  });

  it('a link’s options win for the visit, unmerged with the saved ones, and are not saved', async () => {
    saveOptions({ upper: true, count: 9 });
    open('/tool/test?version=7');
    expect(state!.options).toEqual({ ...DEFAULTS, version: '7' });
    expect(state!.fromLink).toBe(true);
    expect(location!.search).toBe('?version=7');
    expect(
      screen.getByText('正在使用链接中的选项，你保存的默认选项没有改变。'),
    ).toBeInTheDocument();
    act(() => state!.setOptions({ count: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(saved()).toEqual({ upper: true, count: 9 });
    act(() => screen.getByRole('button', { name: '保存为默认' }).click());
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(saved()).toEqual({ ...DEFAULTS, version: '7', count: 3 });
    expect(state!.fromLink).toBe(false);
  });

  it('a reload of its own mirrored URL is not a link', () => {
    saveOptions({ upper: true });
    open('/tool/test?upper=1');
    expect(state!.fromLink).toBe(false);
  });

  it('改用我的选项 leaves the link for the saved options', () => {
    saveOptions({ count: 9 });
    open('/tool/test?version=7');
    act(() => screen.getByRole('button', { name: '改用我的选项' }).click());
    expect(state!.options).toEqual({ ...DEFAULTS, count: 9 });
    expect(location!.search).toBe('?count=9');
  });

  it('options saved under another version start from the defaults, with the notice', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 0, data: { upper: true } }));
    open('/tool/test');
    expect(state!.options).toEqual(DEFAULTS);
    expect(document.body.textContent).toContain('已保存的“测试选项”无法读取');
  });

  it('resets only the options named', () => {
    saveOptions({ upper: true, count: 9, version: '7' });
    open('/tool/test');
    act(() => state!.resetOptions(['upper', 'count']));
    expect(state!.options).toEqual({ ...DEFAULTS, version: '7' });
    act(() => state!.resetOptions());
    expect(state!.options).toEqual(DEFAULTS);
  });
});
