// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UuidList } from './UuidList';

// A virtualised list loads as a lazy panel, which names the screen it belongs to.
vi.mock('../../../app/layout/useScreens', () => ({
  useCurrentScreen: () => ({ key: 'guid', path: '/tool/guidGenerate', title: 'Guid生成' }),
}));

const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

describe('UuidList', () => {
  it('draws a short list in full, formatted, each row copying its own text', async () => {
    const onCopy = vi.fn();
    const uuids = [uuid(1), uuid(2), uuid(3)];
    render(
      <UuidList
        request=""
        uuids={uuids}
        style={{ uppercase: true }}
        onCopy={onCopy}
        onInspect={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByText(uuid(2).toUpperCase()));
    expect(onCopy).toHaveBeenCalledWith(uuid(2).toUpperCase(), 1);
  });

  it('virtualises a long list: it loads the virtualiser, then only some rows exist', async () => {
    const uuids = Array.from({ length: 5000 }, (_, index) => uuid(index));
    render(<UuidList request="" uuids={uuids} style={{}} onCopy={vi.fn()} onInspect={vi.fn()} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    // Here the box has no layout, so the virtualiser may draw no row at all: what matters is
    // that the 5,000 are not all drawn.
    await screen.findByRole('list', {}, { timeout: 20_000 });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryAllByRole('listitem').length).toBeLessThan(100);
  });
});
