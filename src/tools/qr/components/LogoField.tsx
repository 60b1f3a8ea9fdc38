import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Space, Typography } from 'antd';
import { useRef, type DragEvent } from 'react';
import { lazyPanel } from '../../../app/ui/lazyPanel';
import { useQrMessages } from '../hooks/useQrMessages';
import type { QrOptions } from '../hooks/useQrOptions';
import { MAX_LOGO_FILE_BYTES, type useLogo } from '../hooks/useLogo';
import { FormField } from '../../../app/ui/FormField';

/** The size slider (antd Slider) loads once there is a logo to size. */
const LogoScale = lazyPanel(async () => ({ default: (await import('./LogoScale')).LogoScale }));

const LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml';

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

interface LogoFieldProps {
  logo: ReturnType<typeof useLogo>;
  options: QrOptions;
  setOptions: (patch: Partial<QrOptions>) => void;
}

/**
 * The logo: a button that opens the file picker (or takes a dropped image), the current
 * file with 移除, and its size. A plain file input rather than antd Upload, whose upload list
 * and request code (about 10 KB gzip) this one-file choice never used.
 */
export function LogoField({ logo, options, setOptions }: LogoFieldProps) {
  const t = useQrMessages();
  const { message } = AntdApp.useApp();
  const input = useRef<HTMLInputElement>(null);

  const load = async (file: File) => {
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
  const drop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void load(file);
  };

  return (
    <>
      <FormField label={t('logo.label')}>
        <Space wrap>
          <span onDragOver={(event) => event.preventDefault()} onDrop={drop}>
            <input
              ref={input}
              type="file"
              accept={LOGO_TYPES}
              // Not the hidden attribute: a display rule of the page's styles would override it.
              style={{ display: 'none' }}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so choosing the same file again (after 移除) loads it again.
                event.target.value = '';
                if (file) void load(file);
              }}
            />
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
              {t('logo.upload')}
            </Button>
          </span>
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
      </FormField>
      {logo.logo && (
        <LogoScale value={options.logoScale} onChange={(logoScale) => setOptions({ logoScale })} />
      )}
    </>
  );
}
