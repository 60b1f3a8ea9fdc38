// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LazyScreen } from './LazyScreen';

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
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>二维码页面</p> });
    renderScreen(load);
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText(/“二维码生成”的页面文件未能加载/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('二维码页面')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
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
