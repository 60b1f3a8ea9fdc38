// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineTool } from './toolManifest';
import { useToolAction } from './useToolAction';

const tool = defineTool({
  id: 'probe',
  path: '/tool/probe',
  icon: () => null,
  keywords: { zh: [], pinyin: [], en: [] },
  actions: [
    { id: 'add', pinyin: 'tian jia' },
    { id: 'clear', pinyin: 'qing kong' },
  ],
  shortcuts: [],
  saved: [],
  text: {
    'zh-CN': { title: '探针', description: '', actions: { add: '添加', clear: '清空' }, saved: {} },
    'en-US': {
      title: 'Probe',
      description: '',
      actions: { add: 'Add', clear: 'Clear' },
      saved: {},
    },
  },
  load: () => Promise.resolve({ default: () => null }),
});

function setup(initial: string, ready = true) {
  const calls: string[] = [];
  function Probe({ isReady }: { isReady: boolean }) {
    useToolAction(
      tool,
      { add: () => void calls.push('add'), clear: () => void calls.push('clear') },
      isReady,
    );
    return <p>ready: {String(isReady)}</p>;
  }
  let setReady: (value: boolean) => void = () => undefined;
  function Screen() {
    const [isReady, update] = useState(ready);
    setReady = update;
    return <Probe isReady={isReady} />;
  }
  const router = createMemoryRouter([{ path: '/tool/probe', element: <Screen /> }], {
    initialEntries: [initial],
  });
  render(
    <AntdApp>
      <RouterProvider router={router} />
    </AntdApp>,
  );
  return { calls, router, setReady: (value: boolean) => act(() => setReady(value)) };
}

describe('useToolAction', () => {
  it('runs the action of a link once and strips it from the URL', async () => {
    const { calls, router } = setup('/tool/probe?action=add&x=1');
    await act(() => Promise.resolve());
    expect(calls).toEqual(['add']);
    expect(router.state.location.search).toBe('?x=1');
  });

  it('waits until the screen is ready', async () => {
    const { calls, setReady } = setup('/tool/probe?action=clear', false);
    await act(() => Promise.resolve());
    expect(calls).toEqual([]);
    setReady(true);
    expect(calls).toEqual(['clear']);
  });

  it('runs again for each new choice, never for a replacing navigation', async () => {
    const { calls, router } = setup('/tool/probe');
    await act(() => router.navigate('/tool/probe?action=add'));
    await act(() => router.navigate('/tool/probe?action=add'));
    await act(() => router.navigate('/tool/probe?action=clear', { replace: true }));
    expect(calls).toEqual(['add', 'add']);
    expect(router.state.location.search).toBe('');
  });

  it('reports an action the tool does not declare', async () => {
    const { calls } = setup('/tool/probe?action=nope');
    await act(() => Promise.resolve());
    expect(calls).toEqual([]);
    expect(
      await screen.findByText('此工具没有“nope”这个操作，已忽略该链接中的操作。'),
    ).toBeTruthy();
  });
});
