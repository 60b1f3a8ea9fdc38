import { Slider } from 'antd';
import { MAX_LOGO_SCALE, MIN_LOGO_SCALE } from '../core';
import { useQrMessages } from '../hooks/useQrMessages';
import { FormField } from '../../../app/ui/FormField';

/** The logo's size, in percent of the code's side. */
export function LogoScale({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const t = useQrMessages();
  return (
    <FormField label={t('logo.scale')}>
      <Slider
        min={MIN_LOGO_SCALE}
        max={MAX_LOGO_SCALE}
        value={value}
        onChange={onChange}
        ariaLabelForHandle={t('logo.scale')}
        tooltip={{ formatter: (scale) => `${scale}%` }}
      />
    </FormField>
  );
}
