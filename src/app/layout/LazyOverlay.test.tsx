// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyOverlay, type OverlayProps } from './LazyOverlay';
import { UpdatePrompt } from './UpdatePrompt';

const RUNNING = '/assets/index-AAAA.js';
// The entry script tag below only names a build; happy-dom must not try to fetch it.
(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

function serverHas(entry: string | 'down') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (entry === 'down') throw new TypeError('Failed to fetch');
      return Response.json({ entry });
    }),
  );
}

const Drawer = ({ open }: OverlayProps) => (open ? <p>设置抽屉</p> : null);
const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

function renderOverlay(load: () => Promise<{ default: typeof Drawer }>, open: boolean) {
  const onClose = vi.fn();
  const view = render(
    <AntdApp>
      <LazyOverlay load={load} open={open} onClose={onClose} />
      <UpdatePrompt />
    </AntdApp>,
  );
  // As the layout does: onClose sets open to false, and the next opening sets it to true.
  const show = (value: boolean) =>
    view.rerender(
      <AntdApp>
        <LazyOverlay load={load} open={value} onClose={onClose} />
        <UpdatePrompt />
      </AntdApp>,
    );
  const reopen = () => {
    show(false);
    show(true);
  };
  return { onClose, reopen };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('LazyOverlay', () => {
  it('loads only when opened', async () => {
    const load = vi.fn(async () => ({ default: Drawer }));
    const { reopen } = renderOverlay(load, false);
    expect(load).not.toHaveBeenCalled();
    reopen();
    expect(await screen.findByText('设置抽屉')).toBeInTheDocument();
  });

  it('after a new release closes and offers the one reload, instead of throwing', async () => {
    document.head.innerHTML = `<script type="module" src="${RUNNING}"></script>`;
    serverHas('/assets/index-BBBB.js');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { onClose } = renderOverlay(vi.fn(gone), true);
    expect(await screen.findByText('工具箱已更新到新版本')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '刷新到新版本' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('blames the network when it is down, and the next opening asks again', async () => {
    serverHas('down');
    const load = vi.fn().mockImplementationOnce(gone).mockResolvedValue({ default: Drawer });
    const { onClose, reopen } = renderOverlay(load, true);
    expect(await screen.findByText(/网络已断开/)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    reopen();
    expect(await screen.findByText('设置抽屉')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
