import { Button, Checkbox, Radio } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { NativeSelect } from '../../../app/ui/NativeSelect';
import { useId } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { guidMessages, type GuidMessageKey } from '../guidMessages';
import { BYTE_ENCODINGS, BYTE_ORDERS, type UuidEncoding } from '../core';
import {
  activePreset,
  ENCODINGS,
  LIST_SORTS,
  MAX_AFFIX_LENGTH,
  PRESET_IDS,
  presetPatch,
  QUOTES,
  SEPARATOR_IDS,
  WRAPS,
  type GuidOptions,
} from '../guidOptions';

interface Props {
  options: GuidOptions;
  setOptions: (patch: Partial<GuidOptions>) => void;
}

/** How each UUID is written: presets and the individual switches, applied live. */
export function FormatOptions({ options, setOptions }: Props) {
  const t = useMessages(guidMessages);
  const ids = {
    presets: useId(),
    encoding: useId(),
    byteOrder: useId(),
    byteOrderHelp: useId(),
    sort: useId(),
    sortHelp: useId(),
    wrap: useId(),
    quotes: useId(),
    separator: useId(),
    prefix: useId(),
    suffix: useId(),
  };
  const hex = options.encoding === 'hex';
  const bytes = BYTE_ENCODINGS.includes(options.encoding as UuidEncoding);
  const current = activePreset(options);

  return (
    <div>
      <div className="guid-field" role="group" aria-labelledby={ids.presets}>
        <span id={ids.presets} className="guid-field-label">
          {t('format.presets')}
        </span>
        <div className="guid-presets">
          {PRESET_IDS.map((id) => (
            <Button
              key={id}
              size="small"
              type={current === id ? 'primary' : 'default'}
              aria-pressed={current === id}
              onClick={() => setOptions(presetPatch(id))}
            >
              {t(`preset.${id}` as GuidMessageKey)}
            </Button>
          ))}
        </div>
      </div>

      <div className="guid-field" style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 16px' }}>
        <Checkbox
          checked={options.uppercase}
          // Base64 is case-sensitive; the other encodings have hex digits to raise.
          disabled={options.encoding === 'base64' || options.encoding === 'base64url'}
          onChange={(event) => setOptions({ uppercase: event.target.checked })}
        >
          {t('format.uppercase')}
        </Checkbox>
        <Checkbox
          checked={!options.hyphens}
          disabled={!hex}
          onChange={(event) => setOptions({ hyphens: !event.target.checked })}
        >
          {t('format.noHyphens')}
        </Checkbox>
        <Checkbox
          checked={options.urn}
          disabled={!hex}
          onChange={(event) => setOptions({ urn: event.target.checked })}
        >
          {t('format.urn')}
        </Checkbox>
      </div>

      <div className="guid-field" role="group" aria-labelledby={ids.encoding}>
        <span id={ids.encoding} className="guid-field-label">
          {t('format.encoding')}
        </span>
        <Radio.Group
          className="guid-wrap-group"
          value={options.encoding}
          onChange={(event) => setOptions({ encoding: event.target.value as string })}
          options={ENCODINGS.map((value) => ({
            value,
            label: t(`format.encoding.${value}` as GuidMessageKey),
          }))}
        />
      </div>

      <div
        className="guid-field"
        role="group"
        aria-labelledby={ids.byteOrder}
        aria-describedby={ids.byteOrderHelp}
      >
        <span id={ids.byteOrder} className="guid-field-label">
          {t('format.byteOrder')}
        </span>
        <Radio.Group
          className="guid-wrap-group"
          value={options.byteOrder}
          disabled={!bytes}
          onChange={(event) => setOptions({ byteOrder: event.target.value as string })}
          options={BYTE_ORDERS.map((value) => ({
            value,
            label: t(`format.byteOrder.${value}` as GuidMessageKey),
          }))}
        />
        <span id={ids.byteOrderHelp} className="guid-help">
          {t('format.byteOrderHelp')}
        </span>
      </div>

      <div className="guid-field" role="group" aria-labelledby={ids.wrap}>
        <span id={ids.wrap} className="guid-field-label">
          {t('format.wrap')}
        </span>
        <Radio.Group
          className="guid-wrap-group"
          value={options.wrap}
          onChange={(event) => setOptions({ wrap: event.target.value as string })}
          options={WRAPS.map((value) => ({
            value,
            label: t(`format.wrap.${value}` as GuidMessageKey),
          }))}
        />
      </div>

      <div className="guid-field" role="group" aria-labelledby={ids.quotes}>
        <span id={ids.quotes} className="guid-field-label">
          {t('format.quotes')}
        </span>
        <Radio.Group
          className="guid-wrap-group"
          value={options.quotes}
          onChange={(event) => setOptions({ quotes: event.target.value as string })}
          options={QUOTES.map((value) => ({
            value,
            label: t(`format.quotes.${value}` as GuidMessageKey),
          }))}
        />
      </div>

      <div className="guid-field" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <div style={{ flex: '1 1 120px' }}>
          <label htmlFor={ids.prefix} className="guid-field-label">
            {t('format.prefix')}
          </label>
          <Input
            id={ids.prefix}
            value={options.prefix}
            maxLength={MAX_AFFIX_LENGTH}
            onChange={(event) => setOptions({ prefix: event.target.value })}
            className="guid-mono"
            data-enter-regenerates
          />
        </div>
        <div style={{ flex: '1 1 120px' }}>
          <label htmlFor={ids.suffix} className="guid-field-label">
            {t('format.suffix')}
          </label>
          <Input
            id={ids.suffix}
            value={options.suffix}
            maxLength={MAX_AFFIX_LENGTH}
            onChange={(event) => setOptions({ suffix: event.target.value })}
            className="guid-mono"
            data-enter-regenerates
          />
        </div>
      </div>

      <div className="guid-field">
        <label htmlFor={ids.separator} className="guid-field-label">
          {t('format.separator')}
        </label>
        <NativeSelect
          id={ids.separator}
          value={options.separator}
          onChange={(value: string) => setOptions({ separator: value })}
          options={SEPARATOR_IDS.map((value) => ({
            value,
            label: t(`format.separator.${value}` as GuidMessageKey),
          }))}
          style={{ width: 200 }}
        />
      </div>

      <div className="guid-field">
        <label htmlFor={ids.sort} className="guid-field-label">
          {t('format.sort')}
        </label>
        <NativeSelect
          id={ids.sort}
          value={options.sort}
          onChange={(value: string) => setOptions({ sort: value })}
          options={LIST_SORTS.map((value) => ({
            value,
            label: t(`format.sort.${value}` as GuidMessageKey),
          }))}
          aria-describedby={ids.sortHelp}
          style={{ width: '100%', maxWidth: 300 }}
        />
        <span id={ids.sortHelp} className="guid-help">
          {t('format.sortHelp')}
        </span>
      </div>
    </div>
  );
}
