import {
  DownOutlined,
  RightOutlined,
  SwapOutlined,
  UndoOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { Alert, Button, Segmented, Space, Spin } from 'antd';
import {
  ERROR_LEVELS,
  MAX_IMAGE_SIZE,
  MAX_MARGIN,
  MIN_IMAGE_SIZE,
  MIN_SCAN_CONTRAST,
  colorProblems,
  contrastRatio,
  isPlainStyle,
  parseHexColor,
  type ErrorLevel,
  type QrStyle,
} from '../core';
import { Suspense, lazy, useState } from 'react';
import { useSnapshotView, viewOfShownSnapshot } from '../../../app/runtime/snapshotView';
import { FormField } from '../../../app/ui/FormField';
import { NumberInput } from '../../../app/ui/NumberInput';
import { useQrMessages } from '../hooks/useQrMessages';
import type { QrOptions } from '../hooks/useQrOptions';
import type { useLogo } from '../hooks/useLogo';
import { ColorField } from './ColorField';
import { LogoField } from './LogoField';

/** Most codes stay plain: the style controls load when the section is first opened. */
const StylePanel = lazy(() => import('./StylePanel'));
import { alertIcon } from './alertIcon';

interface OptionsPanelProps {
  options: QrOptions;
  setOptions: (patch: Partial<QrOptions>) => void;
  resetStyle: () => void;
  logo: ReturnType<typeof useLogo>;
  effectiveLevel: ErrorLevel;
  style: QrStyle;
  setStyle: (patch: Partial<QrStyle>) => void;
}

/** The steppers' arrows; the step buttons themselves are named by NumberInput. */
const STEP_ICONS = { upIcon: <UpOutlined aria-hidden />, downIcon: <DownOutlined aria-hidden /> };

/** Whether the style panel is open, for a snapshot of the page (snapshotView.ts). */
const STYLE_VIEW = 'qr.styleOpen';
/** Share of codewords each level can restore (ISO/IEC 18004). */
const RECOVERY: Record<ErrorLevel, string> = { L: '7%', M: '15%', Q: '25%', H: '30%' };

/** Error correction, size, quiet zone, colours (with scan warnings) and the logo. */
export function OptionsPanel({
  options,
  setOptions,
  resetStyle,
  logo,
  effectiveLevel,
  style,
  setStyle,
}: OptionsPanelProps) {
  const t = useQrMessages();
  const foreground = parseHexColor(options.fg)!;
  const background = parseHexColor(options.bg)!;
  const problems = colorProblems(foreground, background);
  // Open while a style is set (also once a saved draft loads) until the user toggles it.
  // As the visitor left it when the page shows again as left (a snapshot).
  const [styleOpen, setStyleOpen] = useState(() => viewOfShownSnapshot<boolean>(STYLE_VIEW));
  useSnapshotView(STYLE_VIEW, styleOpen);
  const stylesShown = styleOpen ?? !isPlainStyle(style);

  return (
    <div className="qr-options">
      <FormField
        label={t('options.level')}
        extra={
          effectiveLevel !== options.level
            ? t('options.level.raised', {
                level: effectiveLevel,
                percent: RECOVERY[effectiveLevel],
              })
            : t('options.level.hint', { level: effectiveLevel, percent: RECOVERY[effectiveLevel] })
        }
      >
        <Segmented
          aria-label={t('options.level')}
          value={options.level}
          onChange={(level) => setOptions({ level: String(level) })}
          options={ERROR_LEVELS.map((level) => ({
            value: level,
            label: t(`options.level.${level}`),
          }))}
          className="qr-level-picker"
          block
        />
      </FormField>
      <div className="qr-field-grid">
        <FormField label={t('options.size')} htmlFor="qr-size">
          <NumberInput
            id="qr-size"
            min={MIN_IMAGE_SIZE}
            max={MAX_IMAGE_SIZE}
            step={64}
            precision={0}
            value={options.size}
            onChange={(size) => size !== null && setOptions({ size })}
            suffix="px"
            className="qr-number"
            controls={STEP_ICONS}
          />
        </FormField>
        <FormField label={t('options.margin')} htmlFor="qr-margin">
          <NumberInput
            id="qr-margin"
            min={0}
            max={MAX_MARGIN}
            precision={0}
            value={options.margin}
            onChange={(margin) => margin !== null && setOptions({ margin })}
            className="qr-number"
            controls={STEP_ICONS}
          />
        </FormField>
        <FormField label={t('options.foreground')} htmlFor="qr-fg">
          <ColorField
            id="qr-fg"
            label={t('options.foreground')}
            value={options.fg}
            onChange={(fg) => setOptions({ fg })}
          />
        </FormField>
        <FormField label={t('options.background')} htmlFor="qr-bg">
          <ColorField
            id="qr-bg"
            label={t('options.background')}
            value={options.bg}
            onChange={(bg) => setOptions({ bg })}
          />
        </FormField>
      </div>
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          icon={alertIcon('warning')}
          className="qr-color-warning"
          title={
            <>
              {problems.includes('lowContrast') && (
                <div>
                  {t('options.lowContrast', {
                    ratio: contrastRatio(foreground, background).toFixed(1),
                    min: MIN_SCAN_CONTRAST,
                  })}
                </div>
              )}
              {problems.includes('inverted') && <div>{t('options.inverted')}</div>}
            </>
          }
        />
      )}
      <LogoField logo={logo} options={options} setOptions={setOptions} />
      <Button
        type="text"
        block
        className="qr-style-toggle"
        aria-expanded={stylesShown}
        aria-controls="qr-style-section"
        icon={stylesShown ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
        onClick={() => setStyleOpen(!stylesShown)}
      >
        {t('style.title')}
      </Button>
      {stylesShown && (
        <section id="qr-style-section" aria-label={t('style.title')}>
          <Suspense fallback={<Spin size="small" />}>
            <StylePanel
              style={style}
              setStyle={setStyle}
              background={options.bg}
              foreground={options.fg}
            />
          </Suspense>
        </section>
      )}
      <Space wrap>
        <Button
          icon={<SwapOutlined aria-hidden />}
          onClick={() => setOptions({ fg: options.bg, bg: options.fg })}
        >
          {t('options.swap')}
        </Button>
        <Button icon={<UndoOutlined aria-hidden />} onClick={resetStyle}>
          {t('options.reset')}
        </Button>
      </Space>
    </div>
  );
}
