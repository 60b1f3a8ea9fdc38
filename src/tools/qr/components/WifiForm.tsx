import { DownOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Checkbox, Select } from 'antd';
import { Input, PasswordInput } from '../../../app/ui/inputs';
import {
  EAP_METHODS,
  PHASE2_METHODS,
  WIFI_ENTERPRISE_DEFAULTS,
  WIFI_SECURITIES,
  type WifiFields,
} from '../core';
import { useQrMessages } from '../hooks/useQrMessages';
import { FormField } from '../../../app/ui/FormField';

interface WifiFormProps {
  wifi: WifiFields;
  keepPassword: boolean;
  onChange: (patch: Partial<WifiFields>) => void;
  onKeepPassword: (keep: boolean) => void;
}

/** The WiFi template: network, security (personal or enterprise), password, hidden network. */
export function WifiForm({ wifi, keepPassword, onChange, onKeepPassword }: WifiFormProps) {
  const t = useQrMessages();
  const enterprise = { ...WIFI_ENTERPRISE_DEFAULTS, ...wifi };
  const securityLabel = (value: (typeof WIFI_SECURITIES)[number]) =>
    value === 'nopass'
      ? t('field.security.nopass')
      : value === 'WPA3'
        ? t('field.security.wpa3')
        : value === 'WPA2-EAP'
          ? t('field.security.eap')
          : value;
  return (
    <>
      <FormField label={t('field.ssid')} htmlFor="qr-ssid">
        <Input
          id="qr-ssid"
          value={wifi.ssid}
          onChange={(e) => onChange({ ssid: e.target.value })}
        />
      </FormField>
      <FormField label={t('field.security')} htmlFor="qr-security">
        <Select
          id="qr-security"
          suffixIcon={<DownOutlined aria-hidden />}
          value={wifi.security}
          onChange={(security) => onChange({ security })}
          options={WIFI_SECURITIES.map((value) => ({ value, label: securityLabel(value) }))}
        />
      </FormField>
      {wifi.security === 'WPA2-EAP' && (
        <div className="qr-field-grid">
          <FormField label={t('field.eapMethod')} htmlFor="qr-eap">
            <Select
              id="qr-eap"
              suffixIcon={<DownOutlined aria-hidden />}
              value={enterprise.eapMethod}
              onChange={(eapMethod) => onChange({ eapMethod })}
              options={EAP_METHODS.map((value) => ({ value, label: value }))}
            />
          </FormField>
          <FormField label={t('field.phase2')} htmlFor="qr-phase2">
            <Select
              id="qr-phase2"
              suffixIcon={<DownOutlined aria-hidden />}
              value={enterprise.phase2}
              onChange={(phase2) => onChange({ phase2 })}
              options={PHASE2_METHODS.map((value) => ({
                value,
                label: value || t('field.phase2.none'),
              }))}
            />
          </FormField>
          <FormField label={t('field.identity')} htmlFor="qr-identity">
            <Input
              id="qr-identity"
              value={enterprise.identity}
              onChange={(e) => onChange({ identity: e.target.value })}
              autoComplete="username"
            />
          </FormField>
          <FormField label={t('field.anonymousIdentity')} htmlFor="qr-anonymous">
            <Input
              id="qr-anonymous"
              value={enterprise.anonymousIdentity}
              onChange={(e) => onChange({ anonymousIdentity: e.target.value })}
            />
          </FormField>
        </div>
      )}
      {wifi.security !== 'nopass' && (
        <FormField label={t('field.password')} htmlFor="qr-password">
          <PasswordInput
            id="qr-password"
            iconRender={(visible) =>
              visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />
            }
            value={wifi.password}
            onChange={(e) => onChange({ password: e.target.value })}
          />
        </FormField>
      )}
      <FormField>
        <Checkbox checked={wifi.hidden} onChange={(e) => onChange({ hidden: e.target.checked })}>
          {t('field.hidden')}
        </Checkbox>
      </FormField>
      {wifi.security !== 'nopass' && (
        <FormField>
          <Checkbox checked={keepPassword} onChange={(e) => onKeepPassword(e.target.checked)}>
            {t('field.keepPassword')}
          </Checkbox>
        </FormField>
      )}
    </>
  );
}
