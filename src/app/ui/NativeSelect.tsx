import type { CSSProperties, SelectHTMLAttributes } from 'react';

export interface NativeOption<T extends string> {
  value: T;
  label: string;
}

export interface NativeOptionGroup<T extends string> {
  label: string;
  options: readonly NativeOption<T>[];
}

type SelectAttributes = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'multiple' | 'size' | 'className' | 'style'
>;

interface NativeSelectProps<T extends string> extends SelectAttributes {
  value: T;
  options: readonly (NativeOption<T> | NativeOptionGroup<T>)[];
  onChange: (value: T) => void;
  size?: 'small' | 'middle' | 'large';
  status?: 'error' | 'warning';
  /** On the wrapper, which takes the place (and width) antd's Select would. */
  className?: string;
  style?: CSSProperties;
}

const isGroup = <T extends string>(
  option: NativeOption<T> | NativeOptionGroup<T>,
): option is NativeOptionGroup<T> => 'options' in option;

/**
 * The browser's own `<select>`, drawn with antd's tokens as its Select is (nativeSelect.css).
 * For a closed list of choices it is what antd's Select with its virtual list is (about 22 KB
 * gzip, issue 19) at no cost: labelled, keyboard-driven (arrows, Home/End, typing the start of
 * a label) and read by screen readers as a combobox, with the phone's own picker on a phone.
 *
 * Its stylesheet is imported by the stylesheet of each screen that shows one (this module is
 * in the shared tool-runtime chunk, and a stylesheet of its own would be one more request).
 */
export function NativeSelect<T extends string>(props: NativeSelectProps<T>) {
  const { value, options, onChange, size = 'middle', status, className, style, ...rest } = props;
  const values = options.flatMap((option) => (isGroup(option) ? option.options : [option]));
  // A stored value outside the choices (an old or imported one) is shown as it is, as antd's
  // Select shows it, rather than the first choice silently standing in for it.
  const unknown = values.some((option) => option.value === value) ? [] : [value];
  const classes = ['tb-select', `tb-select-${size}`, status && `tb-select-${status}`, className];
  return (
    <span className={classes.filter(Boolean).join(' ')} style={style}>
      <select
        {...rest}
        value={value}
        aria-invalid={status === 'error' || undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {unknown.map((text) => (
          <option key={`unknown:${text}`} value={text}>
            {text}
          </option>
        ))}
        {options.map((option) =>
          isGroup(option) ? (
            <optgroup key={`group:${option.label}`} label={option.label}>
              {option.options.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
    </span>
  );
}
