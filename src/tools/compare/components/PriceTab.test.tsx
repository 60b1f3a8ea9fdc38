// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { freshComparison, type ComparisonDoc } from '../core';
import { PriceTab } from './PriceTab';

let counter = 0;
const newId = () => `id-${(counter += 1)}`;

function Harness({ onAdd, onRemove }: { onAdd: () => void; onRemove?: (id: string) => void }) {
  const [doc, setDoc] = useState<ComparisonDoc>(() => freshComparison(newId, 0, '测试'));
  const [openId, setOpenId] = useState<string | null>(() => doc.offers[0].id);
  return (
    <AntdApp>
      <PriceTab
        doc={doc}
        onChange={(update) => setDoc(update)}
        onAddOffer={onAdd}
        openOfferId={openId}
        onOpenOffer={setOpenId}
        onRemoveOffer={onRemove ?? (() => {})}
        registerSpecInput={() => () => {}}
      />
    </AntdApp>
  );
}

const region = (name: string) => screen.getByRole('region', { name });
/** The row of an offer: the button that opens and folds it. */
function rowOf(name: string): HTMLElement {
  const row = region(name).querySelector<HTMLElement>('button[aria-expanded]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('PriceTab', () => {
  it('fills the size from quick entry, ranks live and explains a bad entry', async () => {
    const onAdd = vi.fn();
    render(<Harness onAdd={onAdd} />);
    fireEvent.change(screen.getByLabelText('商品 A 快速录入规格'), {
      target: { value: '330ml×24听' },
    });
    expect(screen.getByText('已识别：330 毫升 × 24 = 7.92 升')).toBeInTheDocument();
    expect(screen.getByLabelText('商品 A 数量')).toHaveValue('330');
    expect(screen.getByLabelText('商品 A 件数')).toHaveValue('24');
    fireEvent.change(screen.getByLabelText('商品 A 价格'), { target: { value: '59.90' } });
    expect(await screen.findAllByText('¥7.56/L')).not.toHaveLength(0);

    fireEvent.click(rowOf('商品 B'));
    fireEvent.change(screen.getByLabelText('商品 B 快速录入规格'), { target: { value: '两斤' } });
    fireEvent.change(screen.getByLabelText('商品 B 价格'), { target: { value: '9' } });
    expect(
      await screen.findByText('单位不同类：斤 无法与 L 比较（质量与体积）'),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('商品 B 快速录入规格'), {
      target: { value: '五常大米' },
    });
    expect(screen.getByText(/没有读到数量和单位/)).toBeInTheDocument();
    // The size understood before is kept, so nothing the user entered is lost, but the offer
    // leaves the ranking until the text is settled: no ranking rests on a stale size.
    expect(screen.getByLabelText('商品 B 数量')).toHaveValue('2');
    expect(await screen.findByText('未参与排名：快速录入的文字里没有读到数量')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /添加商品/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows each offer as one row, one opened at a time, and keeps out-of-ranking rows marked', async () => {
    const onRemove = vi.fn();
    render(<Harness onAdd={() => {}} onRemove={onRemove} />);
    fireEvent.change(screen.getByLabelText('商品 A 快速录入规格'), { target: { value: '1kg' } });
    fireEvent.change(screen.getByLabelText('商品 A 价格'), { target: { value: '20' } });
    expect(rowOf('商品 A')).toHaveAttribute('aria-expanded', 'true');
    expect(rowOf('商品 B')).toHaveAttribute('aria-expanded', 'false');

    // Opening B folds A into its row: name, what it costs, unit price and rank.
    fireEvent.click(rowOf('商品 B'));
    expect(screen.queryByLabelText('商品 A 价格')).toBeNull();
    expect(rowOf('商品 A')).toHaveAttribute('aria-expanded', 'false');
    expect(await within(rowOf('商品 A')).findByText('¥10.00/斤')).toBeInTheDocument();
    expect(within(rowOf('商品 A')).getByText('共付 ¥20.00，得 2 斤')).toBeInTheDocument();
    expect(within(rowOf('商品 A')).getByText('最划算')).toBeInTheDocument();

    // An offer whose quick entry reads nothing says, folded, that it is out of the ranking.
    fireEvent.change(screen.getByLabelText('商品 B 快速录入规格'), { target: { value: '大米' } });
    fireEvent.change(screen.getByLabelText('商品 B 价格'), { target: { value: '5' } });
    fireEvent.click(rowOf('商品 B'));
    expect(rowOf('商品 B')).toHaveAttribute('aria-expanded', 'false');
    expect(
      await within(rowOf('商品 B')).findByText('未参与排名：快速录入的文字里没有读到数量'),
    ).toBeInTheDocument();

    fireEvent.click(rowOf('商品 A'));
    fireEvent.click(screen.getByRole('button', { name: '商品 A 删除' }));
    expect(onRemove).toHaveBeenCalledWith(expect.stringMatching(/^id-/));
  });
});
