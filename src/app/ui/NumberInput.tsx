import { InputNumber, type InputNumberProps } from 'antd';
import { useId, useLayoutEffect } from 'react';
import { useT } from '../i18n/LanguageContext';

/**
 * antd's InputNumber with its step buttons named in the interface language: the underlying
 * component hard-codes "Increase Value" / "Decrease Value", which a Chinese screen reader
 * then reads out in English. Use this wherever a number has steppers.
 */
export function NumberInput<T extends number | string = number>(props: InputNumberProps<T>) {
  const t = useT();
  const marker = `number-input-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const up = t('common.increase');
  const down = t('common.decrease');
  // The step buttons are re-created by the library on some updates: label them after each render.
  useLayoutEffect(() => {
    const root = document.querySelector(`.${marker}`);
    root
      ?.querySelector('.ant-input-number-action-up, .ant-input-number-handler-up')
      ?.setAttribute('aria-label', up);
    root
      ?.querySelector('.ant-input-number-action-down, .ant-input-number-handler-down')
      ?.setAttribute('aria-label', down);
  });
  const rootClassName = [props.rootClassName, marker].filter(Boolean).join(' ');
  return <InputNumber<T> {...props} rootClassName={rootClassName} />;
}
