import type { ReactNode } from 'react';
import './formField.css';

interface FormFieldProps {
  /** The caption above the control; a `<label for>` when `htmlFor` names the control. */
  label?: ReactNode;
  htmlFor?: string;
  /** A problem with the value, in red under the control (the control shows its own status). */
  error?: ReactNode;
  /** A hint under the control. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled field laid out as antd's vertical Form.Item is (caption, control, problem, hint),
 * without antd's Form: a screen whose fields hold their own values needs none of its form
 * store and validator, which Form.Item brings along (about 20 KB gzip, issue 19).
 */
export function FormField({ label, htmlFor, error, extra, className, children }: FormFieldProps) {
  return (
    <div className={['tb-field', className].filter(Boolean).join(' ')}>
      {label !== undefined && (
        <div className="tb-field-label">
          {htmlFor ? <label htmlFor={htmlFor}>{label}</label> : <span>{label}</span>}
        </div>
      )}
      {children}
      {error !== undefined && error !== null && error !== false && (
        <div className="tb-field-error" role="alert">
          {error}
        </div>
      )}
      {extra !== undefined && extra !== null && extra !== false && (
        <div className="tb-field-extra">{extra}</div>
      )}
    </div>
  );
}
