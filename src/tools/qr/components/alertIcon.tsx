import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/**
 * The icon antd's Alert shows for its type, hidden from screen readers: antd's own carries an
 * English name ("check-circle") that a Chinese screen reader would read out, and the alert's
 * text already says what the icon means.
 */
export function alertIcon(type: keyof typeof ICONS) {
  const Icon = ICONS[type];
  return <Icon aria-hidden />;
}
