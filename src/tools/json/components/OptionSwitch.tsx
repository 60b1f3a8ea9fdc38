import { Switch, Tooltip } from 'antd';

/**
 * A switch with its words beside it: the words name the switch for assistive technology
 * (aria-label) and are hidden from it as text, so they are not read twice.
 */
export function OptionSwitch({
  checked,
  onChange,
  label,
  help,
  size,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Shown on hover and focus: what the option does. */
  help?: string;
  size?: 'small';
}) {
  const control = (
    <span className="json-switch">
      <Switch size={size} checked={checked} onChange={onChange} aria-label={label} />
      <span aria-hidden>{label}</span>
    </span>
  );
  return help ? <Tooltip title={help}>{control}</Tooltip> : control;
}
