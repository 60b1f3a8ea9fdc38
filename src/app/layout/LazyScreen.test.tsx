// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyScreen } from './LazyScreen';

/** The server's answer to the release check (/version.json), or a network that is down. */
function serverHas(entry: string | 'down') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (entry === 'down') throw new TypeError('Failed to fetch');
      return Response.json({ entry });
    }),
  );
}

const RUNNING = '/assets/index-AAAA.js';

// The entry script tags below only name a build; happy-dom must not try to fetch them.
(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
const chunkGone = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

function renderScreen(load: () => Promise<{ default: () => React.ReactNode }>) {
  return render(
    <MemoryRouter>
      <AntdApp>
        <LazyScreen load={load} name="二维码生成" />
      </AntdApp>
    </MemoryRouter>,
  );
}

describe('LazyScreen', () => {
  it('shows 页面加载失败 with 重试 when the chunk fails, and recovers on retry', async () => {
    document.head.innerHTML = `<script type="module" src="${RUNNING}"></script>`;
    serverHas(RUNNING);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>二维码页面</p> });
    renderScreen(load);
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText(/“二维码生成”的页面文件未能加载/)).toBeInTheDocument();
    // Same build on the server: the file is missing, and the network is not blamed.
    expect(screen.getByText(/不是网络问题/)).toBeInTheDocument();
    expect(screen.queryByText(/网络已断开|检查网络/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('二维码页面')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a new release says so, with one button that reloads the same screen', async () => {
    document.head.innerHTML = `<script type="module" src="${RUNNING}"></script>`;
    serverHas('/assets/index-BBBB.js');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderScreen(chunkGone);
    expect(await screen.findByText('工具箱已更新到新版本')).toBeInTheDocument();
    expect(screen.getByText(/打开“二维码生成”需要切换到新版本/)).toBeInTheDocument();
    expect(screen.queryByText('页面加载失败')).toBeNull();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '刷新到新版本' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('reloads the same screen when 重试 fails again with the server answering', async () => {
    document.head.innerHTML = `<script type="module" src="${RUNNING}"></script>`;
    serverHas(RUNNING);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const load = vi.fn(chunkGone);
    renderScreen(load);
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('blames the network only when it is down', async () => {
    serverHas('down');
    renderScreen(chunkGone);
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText(/网络已断开/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });

  it('catches a render error of the screen and offers to retry', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('坏了');
      return <p>恢复了</p>;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(() => Promise.resolve({ default: Flaky }));
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByText(/坏了/)).toBeInTheDocument();
    broken = false;
    await act(() => userEvent.click(screen.getByRole('button', { name: /重\s*试/ })));
    expect(await screen.findByText('恢复了')).toBeInTheDocument();
  });
});
