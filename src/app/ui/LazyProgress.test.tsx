// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyProgress } from './LazyProgress';

describe('LazyProgress', () => {
  it('shows the value at once in the browser bar, then in antd Progress under the same name', async () => {
    const { container } = render(<LazyProgress percent={42} aria-label="正在格式化" />);
    const bar = screen.getByRole('progressbar', { name: '正在格式化' });
    expect(bar.tagName).toBe('PROGRESS');
    expect((bar as HTMLProgressElement).value).toBe(42);
    // The import of antd's Progress takes a while on a loaded machine.
    await waitFor(() => expect(container.querySelector('progress')).toBeNull(), {
      timeout: 20_000,
    });
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '正在格式化' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  });
});
