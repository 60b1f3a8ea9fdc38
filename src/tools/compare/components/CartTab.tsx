import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Segmented, Space, Typography, type InputRef } from 'antd';
import { Input } from '../../../app/ui/inputs';
import type { Ref } from 'react';
import { useMemo } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import {
  cartOf,
  Exact,
  formatYuan,
  type CartMode,
  type ComparisonDoc,
  type GoodDraft,
} from '../core';
import { compareMessages } from '../messages';
import type { SolverTask } from '../solverTasks';
import { useSolver } from '../useSolver';
import { Field } from './Field';
import { SolverStatus } from './SolverStatus';
import { CART_OVER_FIELD } from './focusIds';

interface Props {
  doc: ComparisonDoc;
  onChange: (update: (doc: ComparisonDoc) => ComparisonDoc) => void;
  onAddGood: () => void;
  /** Deletes at once; the page offers 撤销. */
  onRemoveGood: (id: string) => void;
  registerNameInput: (id: string) => Ref<InputRef>;
}

/** 凑单 / 拆单 under a store-wide 满减 rule. */

export function CartTab({ doc, onChange, onAddGood, onRemoveGood, registerNameInput }: Props) {
  const t = useMessages(compareMessages);
  const { goods, rule } = useMemo(() => cartOf(doc), [doc]);
  const ready = goods.length > 0 && rule.over.trim() !== '' && rule.off.trim() !== '';
  const task: SolverTask | null = useMemo(
    () => (ready ? { kind: doc.cart.mode, goods, rule } : null),
    [ready, doc.cart.mode, goods, rule],
  );
  const { state, output, cancel, retry } = useSolver(task);

  const setCart = (patch: Partial<ComparisonDoc['cart']>) =>
    onChange((current) => ({ ...current, cart: { ...current.cart, ...patch } }));
  const updateGood = (id: string, patch: Partial<GoodDraft>) =>
    onChange((current) => ({
      ...current,
      cart: {
        ...current.cart,
        goods: current.cart.goods.map((g) => (g.id === id ? { ...g, ...patch } : g)),
      },
    }));

  const nameOf = (index: number) =>
    goods[index]?.name || t('cart.defaultGoodName', { n: index + 1 });
  const priceOf = (index: number) =>
    goods[index] ? formatYuan(new Exact(goods[index].price.trim())) : '';

  return (
    <div className="cmp-stack">
      <Typography.Paragraph type="secondary">{t('cart.intro')}</Typography.Paragraph>
      <Space wrap align="end">
        <Field label={t('cart.over')}>
          <Input
            ref={registerNameInput(CART_OVER_FIELD)}
            aria-label={t('cart.over')}
            value={doc.cart.over}
            inputMode="decimal"
            prefix="¥"
            maxLength={12}
            onChange={(event) => setCart({ over: event.target.value })}
            className="cmp-short-input"
          />
        </Field>
        <Field label={t('cart.off')}>
          <Input
            aria-label={t('cart.off')}
            value={doc.cart.off}
            inputMode="decimal"
            prefix="¥"
            maxLength={12}
            onChange={(event) => setCart({ off: event.target.value })}
            className="cmp-short-input"
          />
        </Field>
        <Checkbox
          checked={doc.cart.repeat}
          onChange={(event) => setCart({ repeat: event.target.checked })}
        >
          {t('cart.repeat')}
        </Checkbox>
      </Space>
      <Segmented<CartMode>
        block
        value={doc.cart.mode}
        onChange={(mode) => setCart({ mode })}
        options={[
          { value: 'reach', label: t('cart.mode.reach') },
          { value: 'split', label: t('cart.mode.split') },
        ]}
      />
      <ul className="cmp-goods" aria-label={t('tab.cart')}>
        {doc.cart.goods.map((good, index) => (
          <li key={good.id} className="cmp-good">
            <Input
              ref={registerNameInput(good.id)}
              aria-label={`${t('cart.goodName')} ${index + 1}`}
              placeholder={`${t('cart.goodName')} ${index + 1}`}
              value={good.name}
              maxLength={60}
              onChange={(event) => updateGood(good.id, { name: event.target.value })}
              className="cmp-good-name"
            />
            <Input
              aria-label={`${t('cart.goodPrice')} ${index + 1}`}
              placeholder={t('cart.goodPrice')}
              value={good.price}
              inputMode="decimal"
              prefix="¥"
              maxLength={12}
              onChange={(event) => updateGood(good.id, { price: event.target.value })}
              className="cmp-good-price"
            />
            <Checkbox
              checked={good.mustBuy}
              onChange={(event) => updateGood(good.id, { mustBuy: event.target.checked })}
            >
              {t('cart.mustBuy')}
            </Checkbox>
            <Button
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`${t('cart.removeGood')} ${index + 1}`}
              danger
              type="text"
              onClick={() => onRemoveGood(good.id)}
            />
          </li>
        ))}
      </ul>
      <Button
        type="dashed"
        block
        size="large"
        icon={<PlusOutlined aria-hidden />}
        onClick={onAddGood}
      >
        {t('cart.addGood')}
      </Button>
      {!task && <Typography.Text type="secondary">{t('cart.enterRule')}</Typography.Text>}
      <SolverStatus state={state} onCancel={cancel} onRetry={retry} />
      {output && state.status !== 'error' && task && (
        <Card size="small" className={state.status === 'running' ? 'cmp-stale' : undefined}>
          {output.kind === 'reach' && (
            <>
              <Typography.Paragraph strong role="status">
                {output.result.reached
                  ? t('cart.reached', {
                      subtotal: output.result.order.subtotal,
                      target: output.result.target,
                      overspend: output.result.overspend,
                      reduction: output.result.order.reduction,
                      pay: output.result.order.pay,
                    })
                  : t('cart.short', {
                      subtotal: output.result.order.subtotal,
                      target: output.result.target,
                      short: output.result.shortBy,
                    })}
              </Typography.Paragraph>
              {output.result.reached && (
                <>
                  <Typography.Text type="secondary">{t('cart.chosen')}</Typography.Text>
                  <ul className="cmp-plain-list">
                    {output.result.order.indexes.map((i) => (
                      <li key={i}>
                        <span>{nameOf(i)}</span>
                        <span className="cmp-amount">¥{priceOf(i)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
          {output.kind === 'split' && (
            <>
              {!output.result.exact && (
                <Alert type="info" showIcon title={t('cart.notExact')} className="cmp-gap" />
              )}
              <Typography.Paragraph strong role="status">
                {output.result.orders.length > 1
                  ? t('cart.splitTotal', {
                      count: output.result.orders.length,
                      reduction: output.result.reduction,
                      pay: output.result.pay,
                      single: output.result.singleOrderReduction,
                    })
                  : t(doc.cart.repeat ? 'cart.splitRepeat' : 'cart.splitSingle', {
                      reduction: output.result.reduction,
                      pay: output.result.pay,
                    })}
              </Typography.Paragraph>
              {output.result.orders.map((order, n) => (
                <div key={order.indexes.join(',')} className="cmp-order">
                  <Typography.Text strong>
                    {t('cart.order', {
                      n: n + 1,
                      subtotal: order.subtotal,
                      reduction: order.reduction,
                      pay: order.pay,
                    })}
                  </Typography.Text>
                  <ul className="cmp-plain-list">
                    {order.indexes.map((i) => (
                      <li key={i}>
                        <span>{nameOf(i)}</span>
                        <span className="cmp-amount">¥{priceOf(i)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          )}
        </Card>
      )}
    </div>
  );
}
