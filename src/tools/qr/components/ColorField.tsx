import { ColorPicker, Input, Space } from 'antd';
import { useState } from 'react';
import { parseHexColor, toHexColor } from '../core';

interface ColorFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (hex: string) => void;
}

/** A colour picker plus a typed hex field; a half-typed value stays in the field only. */
export function ColorField({ id, label, value, onChange }: ColorFieldProps) {
  const [editing, setEditing] = useState<string>();
  const invalid = editing !== undefined && !parseHexColor(editing);
  return (
    <Space.Compact className="qr-color-field">
      <ColorPicker
        value={value}
        disabledAlpha
        onChangeComplete={(color) => {
          setEditing(undefined);
          onChange(color.toHexString());
        }}
      />
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
