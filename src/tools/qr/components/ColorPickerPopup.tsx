import { ColorPicker } from 'antd';
import { useState } from 'react';

interface ColorPickerPopupProps {
  value: string;
  onChange: (hex: string) => void;
}

/** antd's ColorPicker, open as it first renders: ColorField shows it on the swatch's first click. */
export default function ColorPickerPopup({ value, onChange }: ColorPickerPopupProps) {
  const [open, setOpen] = useState(true);
  return (
    <ColorPicker
      value={value}
      disabledAlpha
      open={open}
      onOpenChange={setOpen}
      onChangeComplete={(color) => onChange(color.toHexString())}
    />
  );
}
