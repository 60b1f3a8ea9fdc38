import {
  DeleteOutlined,
  DownOutlined,
  RightOutlined,
  SwapOutlined,
  UndoOutlined,
  UploadOutlined,
  UpOutlined,
} from '@ant-design/icons';
import {
  Alert,
  App as AntdApp,
  Button,
  Form,
  Segmented,
  Slider,
  Space,
  Spin,
  Typography,
  Upload,
} from 'antd';
import {
  ERROR_LEVELS,
  MAX_IMAGE_SIZE,
  MAX_LOGO_SCALE,
  MAX_MARGIN,
  MIN_IMAGE_SIZE,
  MIN_LOGO_SCALE,
  MIN_SCAN_CONTRAST,
  colorProblems,
  contrastRatio,
  isPlainStyle,
  parseHexColor,
  type ErrorLevel,
  type QrStyle,
} from '../core';
import { Suspense, lazy, useState } from 'react';
import { NumberInput } from '../../../app/ui/NumberInput';
import { useQrMessages } from '../hooks/useQrMessages';
import type { QrOptions } from '../hooks/useQrOptions';
import { MAX_LOGO_FILE_BYTES, type useLogo } from '../hooks/useLogo';
import { ColorField } from './ColorField';

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

/** Share of codewords each level can restore (ISO/IEC 18004). */
const RECOVERY: Record<ErrorLevel, string> = { L: '7%', M: '15%', Q: '25%', H: '30%' };

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

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
  const { message } = AntdApp.useApp();
  const foreground = parseHexColor(options.fg)!;
  const background = parseHexColor(options.bg)!;
  const problems = colorProblems(foreground, background);
  // Open while a style is set (also once a saved draft loads) until the user toggles it.
  const [styleOpen, setStyleOpen] = useState<boolean>();
  const stylesShown = styleOpen ?? !isPlainStyle(style);

  const upload = async (file: File) => {
    const error = await logo.load(file);
    if (error?.kind === 'tooLarge')
      message.error(
        t('logo.tooLarge', {
          name: file.name,
          size: formatBytes(error.size),
          max: formatBytes(MAX_LOGO_FILE_BYTES),
        }),
      );
    else if (error) message.error(t('logo.notImage', { name: file.name }));
  };

  return (
    <Form layout="vertical" className="qr-options" onSubmitCapture={(e) => e.preventDefault()}>
      <Form.Item
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
      </Form.Item>
      <div className="qr-field-grid">
        <Form.Item label={t('options.size')} htmlFor="qr-size">
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
        </Form.Item>
        <Form.Item label={t('options.margin')} htmlFor="qr-margin">
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
        </Form.Item>
        <Form.Item label={t('options.foreground')} htmlFor="qr-fg">
          <ColorField
            id="qr-fg"
            label={t('options.foreground')}
            value={options.fg}
            onChange={(fg) => setOptions({ fg })}
          />
        </Form.Item>
        <Form.Item label={t('options.background')} htmlFor="qr-bg">
          <ColorField
            id="qr-bg"
            label={t('options.background')}
            value={options.bg}
            onChange={(bg) => setOptions({ bg })}
          />
        </Form.Item>
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
      <Form.Item label={t('logo.label')}>
        <Space wrap>
          <Upload
            accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />}>{t('logo.upload')}</Button>
          </Upload>
          {logo.logo && (
            <>
              <Typography.Text className="qr-logo-name" ellipsis>
                {t('logo.current', { name: logo.logo.name })}
              </Typography.Text>
              <Button icon={<DeleteOutlined aria-hidden />} onClick={logo.remove}>
                {t('logo.remove')}
              </Button>
            </>
          )}
        </Space>
      </Form.Item>
      {logo.logo && (
        <Form.Item label={t('logo.scale')}>
          <Slider
            min={MIN_LOGO_SCALE}
            max={MAX_LOGO_SCALE}
            value={options.logoScale}
            onChange={(logoScale) => setOptions({ logoScale })}
            ariaLabelForHandle={t('logo.scale')}
            tooltip={{ formatter: (value) => `${value}%` }}
          />
        </Form.Item>
      )}
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
    </Form>
  );
}
