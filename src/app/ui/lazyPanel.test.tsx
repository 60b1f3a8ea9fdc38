// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPanel } from './lazyPanel';

// The panel names the screen it belongs to; the layout's screen list needs the whole shell.
vi.mock('../layout/useScreens', () => ({
  useCurrentScreen: () => ({ key: 'guid', path: '/tool/guidGenerate', title: 'Guid生成' }),
}));

const RUNNING = '/assets/index-AAAA.js';

// The entry script tag below only names a build; happy-dom must not try to fetch it.
(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

describe('lazyPanel', () => {
  it('shows a spinner, then the panel with its props', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const Panel = lazyPanel<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)));
    render(<Panel name="雪花" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    arrive({ default: Greeting });
    expect(await screen.findByText('你好，雪花')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says which screen failed, with 重试 that loads it again', async () => {
    document.head.innerHTML = `<script type="module" src="${RUNNING}"></script>`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ entry: RUNNING })),
    );
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Panel = lazyPanel<{ name: string }>(load);
    // The failure offers 返回首页, a router link.
    render(
      <MemoryRouter>
        <Panel name="批量" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText(/“Guid生成”的页面文件未能加载/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('你好，批量')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
