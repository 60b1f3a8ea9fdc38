// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InspectPanel } from './InspectPanel';

// The reading view is a lazy panel, which names its screen; the screen list needs the shell.
vi.mock('../../../app/layout/useScreens', () => ({
  useCurrentScreen: () => ({ key: 'guid', path: '/tool/guidGenerate', title: 'Guid生成' }),
}));

function Harness({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return <InspectPanel text={text} onChange={setText} />;
}

describe('InspectPanel', () => {
  it('reads a pasted v7 and shows its version and UTC time', async () => {
    render(<Harness />);
    await userEvent.type(
      screen.getByLabelText('要解析的 UUID'),
      '017F22E2-79B0-7CC3-98C4-DC0C0C07398F',
    );
    expect(await screen.findByText('有效的 UUID')).toBeInTheDocument();
    expect(screen.getByText('v7（Unix 毫秒时间有序）')).toBeInTheDocument();
    expect(screen.getByText('2022-02-22T19:22:22.000Z')).toBeInTheDocument();
    expect(screen.getByText('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')).toBeInTheDocument();
  });

  it('reads .NET-order Base64 both ways and goes with the one that is a UUID', async () => {
    // 0f3a2c4e-1b2d-4eaf-8a9b-0c1d2e3f4a5b as Guid.ToByteArray() bytes, in Base64.
    render(<Harness initial="Tiw6Dy0br06KmwwdLj9KWw" />);
    expect(await screen.findByText('有效的 UUID')).toBeInTheDocument();
    expect(
      screen.getByText(/只有按 \.NET ToByteArray\(\) 顺序读才是 RFC UUID/),
    ).toBeInTheDocument();
    expect(screen.getByText('.NET ToByteArray() 顺序 · RFC UUID v4')).toBeInTheDocument();
    expect(screen.getByText('RFC 顺序 · 不是 RFC UUID')).toBeInTheDocument();
    expect(screen.getAllByText('0f3a2c4e-1b2d-4eaf-8a9b-0c1d2e3f4a5b').length).toBeGreaterThan(0);
  });

  it('says when 16 bytes are not an RFC UUID instead of calling them one', async () => {
    render(<Harness initial="QUJDREVGR0hJSktMTU5PUA" />);
    expect(await screen.findByText('16 个字节，但不是 RFC UUID')).toBeInTheDocument();
    expect(screen.queryByText('有效的 UUID')).not.toBeInTheDocument();
    expect(
      screen.getByText('两种顺序读都不是 RFC UUID；下面按 RFC 顺序列出。'),
    ).toBeInTheDocument();
  });

  it('says why a text is not a UUID', async () => {
    render(<Harness initial="017F22E2-79B0-7CC3-98C4-DC0C0C07398" />);
    expect(await screen.findByText('不是有效的 UUID')).toBeInTheDocument();
    expect(screen.getByText('有 31 个十六进制数字，UUID 需要正好 32 个')).toBeInTheDocument();
  });

  it('shows a hint, not an error, while empty', () => {
    render(<Harness />);
    expect(screen.getByText('粘贴一个 UUID 即可看到版本、变体和其中的时间。')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
