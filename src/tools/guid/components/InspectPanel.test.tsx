// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InspectPanel } from './InspectPanel';

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
