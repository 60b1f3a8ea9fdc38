import { Space } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { Suspense, lazy, useState } from 'react';
import { parseHexColor, toHexColor } from '../core';

/**
 * antd's ColorPicker (with its panel's sliders, popover and format Select, about 25 KB gzip)
 * loads on the first click of a swatch: until then the swatch is drawn here, as antd draws it.
 */
const ColorPicker = lazy(() => import('./ColorPickerPopup'));

interface ColorFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (hex: string) => void;
}

/** A colour picker plus a typed hex field; a half-typed value stays in the field only. */
export function ColorField({ id, label, value, onChange }: ColorFieldProps) {
  const [editing, setEditing] = useState<string>();
  const [pickerWanted, setPickerWanted] = useState(false);
  const invalid = editing !== undefined && !parseHexColor(editing);
  const swatch = (
    <div className="qr-color-swatch" onClick={() => setPickerWanted(true)}>
      <span style={{ background: value }} />
    </div>
  );
  return (
    <Space.Compact className="qr-color-field">
      {pickerWanted ? (
        <Suspense fallback={swatch}>
          <ColorPicker
            value={value}
            onChange={(hex) => {
              setEditing(undefined);
              onChange(hex);
            }}
          />
        </Suspense>
      ) : (
        swatch
      )}
      <Input
        id={id}
        aria-label={label}
        value={editing ?? value}
        status={invalid ? 'error' : undefined}
        maxLength={7}
        spellCheck={false}
        onChange={(event) => {
          const text = event.target.value;
          const parsed = parseHexColor(text);
          if (parsed) {
            onChange(toHexColor(parsed));
            setEditing(text.length === 7 ? undefined : text);
          } else setEditing(text);
        }}
        onBlur={() => setEditing(undefined)}
      />
    </Space.Compact>
  );
}
