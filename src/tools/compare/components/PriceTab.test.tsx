// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { freshComparison, type ComparisonDoc } from '../core';
import { PriceTab } from './PriceTab';

let counter = 0;
const newId = () => `id-${(counter += 1)}`;

function Harness({ onAdd }: { onAdd: () => void }) {
  const [doc, setDoc] = useState<ComparisonDoc>(() => freshComparison(newId, 0, '测试'));
  return (
    <AntdApp>
      <PriceTab
        doc={doc}
        onChange={(update) => setDoc(update)}
        onAddOffer={onAdd}
        registerSpecInput={() => () => {}}
      />
    </AntdApp>
  );
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
});
