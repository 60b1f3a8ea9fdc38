import { Radio, Typography } from 'antd';
import { Input, TextArea } from '../../../app/ui/inputs';
import {
  TEMPLATE_KINDS,
  geoProblems,
  isPhoneProblem,
  parseDialNumber,
  urlPayload,
  type TemplateDraft,
  type TemplateKind,
} from '../core';
import { FormField } from '../../../app/ui/FormField';
import { lazyPanel } from '../../../app/ui/lazyPanel';
import { useQrMessages } from '../hooks/useQrMessages';

// The Wi-Fi and event fields (with antd Select, about 12 KB gzip) load when their template is
// first chosen: the screen opens on 文本.
const WifiForm = lazyPanel(async () => ({ default: (await import('./WifiForm')).WifiForm }));
const EventForm = lazyPanel(async () => ({ default: (await import('./EventForm')).EventForm }));

interface TemplateFormProps {
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
}

type Section = 'wifi' | 'vcard' | 'email' | 'sms' | 'geo' | 'event';

/** The template picker and the fields of the chosen template; every field keeps its text. */
export function TemplateForm({ draft, onChange }: TemplateFormProps) {
  const t = useQrMessages();
  const set = (patch: Partial<TemplateDraft>) => onChange({ ...draft, ...patch });
  const setIn = <S extends Section>(section: S, patch: Partial<TemplateDraft[S]>) =>
    onChange({ ...draft, [section]: { ...draft[section], ...patch } });
  const dial = draft.kind === 'tel' && draft.tel.trim() ? parseDialNumber(draft.tel) : undefined;
  const telError =
    dial && isPhoneProblem(dial) ? t('error.phoneCharacters', dial.params) : undefined;
  const smsDial =
    draft.kind === 'sms' && draft.sms.phone.trim() ? parseDialNumber(draft.sms.phone) : undefined;
  const smsError =
    smsDial && isPhoneProblem(smsDial) ? t('error.phoneCharacters', smsDial.params) : undefined;
  const geo = draft.kind === 'geo' ? geoProblems(draft.geo) : [];
  /** The field's problem in words, once the user has typed something there. */
  const geoError = (field: 'latitude' | 'longitude') => {
    const problem = geo.find((item) => item.params.field === field);
    if (!problem || draft.geo[field].trim() === '') return undefined;
    const { min, max } = problem.params;
    return t('error.geoRange', { field: t(`field.${field}`), min, max });
  };

  return (
    <div className="qr-template-form">
      <FormField label={t('template.label')}>
        <Radio.Group
          className="qr-template-picker"
          optionType="button"
          buttonStyle="solid"
          value={draft.kind}
          onChange={(event) => set({ kind: event.target.value as TemplateKind })}
          options={TEMPLATE_KINDS.map((kind) => ({ value: kind, label: t(`template.${kind}`) }))}
        />
      </FormField>

      {draft.kind === 'text' && (
        <FormField label={t('field.text')} htmlFor="qr-text">
          <TextArea
            id="qr-text"
            value={draft.text}
            onChange={(event) => set({ text: event.target.value })}
            placeholder={t('field.text.placeholder')}
            autoSize={{ minRows: 5, maxRows: 14 }}
            autoFocus
          />
        </FormField>
      )}

      {draft.kind === 'url' && (
        <FormField
          label={t('field.url')}
          htmlFor="qr-url"
          extra={
            draft.url.trim() && urlPayload(draft.url) !== draft.url.trim() ? (
              <Typography.Text type="secondary" className="qr-break">
                {t('field.url.added', { url: urlPayload(draft.url) })}
              </Typography.Text>
            ) : undefined
          }
        >
          <Input
            id="qr-url"
            value={draft.url}
            onChange={(event) => set({ url: event.target.value })}
            placeholder={t('field.url.placeholder')}
            inputMode="url"
          />
        </FormField>
      )}

      {draft.kind === 'wifi' && (
        <WifiForm
          wifi={draft.wifi}
          keepPassword={draft.keepWifiPassword}
          onChange={(patch) => setIn('wifi', patch)}
          onKeepPassword={(keepWifiPassword) => set({ keepWifiPassword })}
        />
      )}

      {draft.kind === 'vcard' && (
        <div className="qr-field-grid">
          {(
            [
              ['name', 'field.name'],
              ['phone', 'field.phone'],
              ['email', 'field.email'],
              ['company', 'field.company'],
              ['title', 'field.title'],
              ['url', 'field.website'],
            ] as const
          ).map(([field, label]) => (
            <FormField key={field} label={t(label)} htmlFor={`qr-vcard-${field}`}>
              <Input
                id={`qr-vcard-${field}`}
                value={draft.vcard[field]}
                onChange={(e) => setIn('vcard', { [field]: e.target.value })}
                inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
              />
            </FormField>
          ))}
          <FormField
            label={t('field.address')}
            htmlFor="qr-vcard-address"
            className="qr-field-wide"
          >
            <Input
              id="qr-vcard-address"
              value={draft.vcard.address}
              onChange={(e) => setIn('vcard', { address: e.target.value })}
            />
          </FormField>
        </div>
      )}

      {draft.kind === 'email' && (
        <>
          <FormField label={t('field.to')} htmlFor="qr-email-to">
            <Input
              id="qr-email-to"
              value={draft.email.to}
              onChange={(e) => setIn('email', { to: e.target.value })}
              inputMode="email"
            />
          </FormField>
          <FormField label={t('field.subject')} htmlFor="qr-email-subject">
            <Input
              id="qr-email-subject"
              value={draft.email.subject}
              onChange={(e) => setIn('email', { subject: e.target.value })}
            />
          </FormField>
          <FormField label={t('field.body')} htmlFor="qr-email-body">
            <TextArea
              id="qr-email-body"
              value={draft.email.body}
              onChange={(e) => setIn('email', { body: e.target.value })}
              autoSize={{ minRows: 3, maxRows: 8 }}
            />
          </FormField>
        </>
      )}

      {draft.kind === 'sms' && (
        <>
          <FormField label={t('field.smsPhone')} htmlFor="qr-sms-phone" error={smsError}>
            <Input
              id="qr-sms-phone"
              status={smsError ? 'error' : undefined}
              value={draft.sms.phone}
              onChange={(e) => setIn('sms', { phone: e.target.value })}
              inputMode="tel"
            />
          </FormField>
          <FormField label={t('field.message')} htmlFor="qr-sms-message">
            <TextArea
              id="qr-sms-message"
              value={draft.sms.message}
              onChange={(e) => setIn('sms', { message: e.target.value })}
              autoSize={{ minRows: 3, maxRows: 8 }}
            />
          </FormField>
        </>
      )}

      {draft.kind === 'tel' && (
        <FormField
          label={t('field.telPhone')}
          htmlFor="qr-tel"
          error={telError}
          extra={t('field.telPhone.extra')}
        >
          <Input
            id="qr-tel"
            status={telError ? 'error' : undefined}
            value={draft.tel}
            onChange={(e) => set({ tel: e.target.value })}
            inputMode="tel"
          />
        </FormField>
      )}

      {draft.kind === 'geo' && (
        <div className="qr-field-grid">
          {(['latitude', 'longitude'] as const).map((field) => (
            <FormField
              key={field}
              label={t(`field.${field}`)}
              htmlFor={`qr-geo-${field}`}
              error={geoError(field)}
            >
              <Input
                id={`qr-geo-${field}`}
                status={geoError(field) ? 'error' : undefined}
                value={draft.geo[field]}
                onChange={(e) => setIn('geo', { [field]: e.target.value })}
                inputMode="decimal"
                placeholder={field === 'latitude' ? '39.9087' : '116.3975'}
              />
            </FormField>
          ))}
        </div>
      )}

      {draft.kind === 'event' && (
        <EventForm event={draft.event} onChange={(patch) => setIn('event', patch)} />
      )}
    </div>
  );
}
