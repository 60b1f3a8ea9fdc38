import { Checkbox, Segmented, Slider, Typography } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { EYE_SHAPES, GRADIENT_KINDS, MAX_STYLE_TEXT, MODULE_SHAPES, type QrStyle } from '../core';
import { useQrMessages } from '../hooks/useQrMessages';
import { ColorField } from './ColorField';
import { FormField } from '../../../app/ui/FormField';

interface StylePanelProps {
  style: QrStyle;
  setStyle: (patch: Partial<QrStyle>) => void;
  /** The background colour: what a transparent code is checked against and JPG is filled with. */
  background: string;
  foreground: string;
}

/**
 * 样式: module and eye shapes, eye colour, gradient, transparency, caption and frame. Each
 * change is drawn and checked like any other option (the camera check judges the result).
 */
export default function StylePanel({ style, setStyle, background, foreground }: StylePanelProps) {
  const t = useQrMessages();
  return (
    <div className="qr-style">
      <Typography.Paragraph type="secondary">{t('style.plainHint')}</Typography.Paragraph>
      <FormField label={t('style.modules')}>
        <Segmented
          aria-label={t('style.modules')}
          value={style.modules}
          onChange={(modules) => setStyle({ modules })}
          options={MODULE_SHAPES.map((shape) => ({
            value: shape,
            label: t(`style.modules.${shape}`),
          }))}
          className="qr-level-picker"
          block
        />
      </FormField>
      <div className="qr-field-grid">
        <FormField label={t('style.eyeFrame')}>
          <Segmented
            aria-label={t('style.eyeFrame')}
            value={style.eyeFrame}
            onChange={(eyeFrame) => setStyle({ eyeFrame })}
            options={EYE_SHAPES.map((shape) => ({ value: shape, label: t(`style.eye.${shape}`) }))}
            block
          />
        </FormField>
        <FormField label={t('style.eyeBall')}>
          <Segmented
            aria-label={t('style.eyeBall')}
            value={style.eyeBall}
            onChange={(eyeBall) => setStyle({ eyeBall })}
            options={EYE_SHAPES.map((shape) => ({ value: shape, label: t(`style.eye.${shape}`) }))}
            block
          />
        </FormField>
        <FormField>
          <Checkbox
            id="qr-eye-own"
            checked={style.eyeColor !== ''}
            onChange={({ target: { checked: own } }) =>
              setStyle({ eyeColor: own ? foreground : '' })
            }
          >
            {t('style.eyeColor')}
          </Checkbox>
        </FormField>
        {style.eyeColor !== '' && (
          <FormField label={t('style.eyeColor.pick')} htmlFor="qr-eye-color">
            <ColorField
              id="qr-eye-color"
              label={t('style.eyeColor.pick')}
              value={style.eyeColor}
              onChange={(eyeColor) => setStyle({ eyeColor })}
            />
          </FormField>
        )}
      </div>
      <FormField label={t('style.gradient')}>
        <Segmented
          aria-label={t('style.gradient')}
          value={style.gradient}
          onChange={(gradient) => setStyle({ gradient })}
          options={GRADIENT_KINDS.map((kind) => ({
            value: kind,
            label: t(`style.gradient.${kind}`),
          }))}
          block
        />
      </FormField>
      {style.gradient !== 'none' && (
        <div className="qr-field-grid">
          <FormField label={t('style.gradientTo')} htmlFor="qr-gradient-to">
            <ColorField
              id="qr-gradient-to"
              label={t('style.gradientTo')}
              value={style.gradientTo}
              onChange={(gradientTo) => setStyle({ gradientTo })}
            />
          </FormField>
          {style.gradient === 'linear' && (
            <FormField label={t('style.gradientAngle')}>
              <Slider
                min={0}
                max={345}
                step={15}
                value={style.gradientAngle}
                onChange={(gradientAngle) => setStyle({ gradientAngle })}
                ariaLabelForHandle={t('style.gradientAngle')}
                tooltip={{ formatter: (value) => `${value}°` }}
              />
            </FormField>
          )}
        </div>
      )}
      <FormField
        extra={style.transparent ? t('style.transparent.hint', { bg: background }) : undefined}
      >
        <Checkbox
          id="qr-transparent"
          checked={style.transparent}
          onChange={({ target: { checked: transparent } }) => setStyle({ transparent })}
        >
          {t('style.transparent')}
        </Checkbox>
      </FormField>
      <FormField label={t('style.caption')} htmlFor="qr-caption">
        <Input
          id="qr-caption"
          value={style.caption}
          maxLength={MAX_STYLE_TEXT}
          showCount
          placeholder={t('style.caption.placeholder')}
          onChange={(event) => setStyle({ caption: event.target.value })}
        />
      </FormField>
      <div className="qr-field-grid">
        <FormField>
          <Checkbox
            id="qr-frame"
            checked={style.frame}
            onChange={({ target: { checked: frame } }) =>
              setStyle({
                frame,
                // A frame is a call to action: start from the usual one, editable below.
                frameText:
                  frame && !style.frameText ? t('style.frameText.default') : style.frameText,
              })
            }
          >
            {t('style.frame')}
          </Checkbox>
        </FormField>
        {style.frame && (
          <FormField label={t('style.frameText')} htmlFor="qr-frame-text">
            <Input
              id="qr-frame-text"
              value={style.frameText}
              maxLength={MAX_STYLE_TEXT}
              showCount
              onChange={(event) => setStyle({ frameText: event.target.value })}
            />
          </FormField>
        )}
      </div>
    </div>
  );
}
