import {
  TEMPLATE_KINDS,
  WIFI_SECURITIES,
  emailPayload,
  geoPayload,
  smsPayload,
  urlPayload,
  vcardPayload,
  wifiPayload,
  type EmailFields,
  type GeoFields,
  type SmsFields,
  type TemplateKind,
  type VcardFields,
  type WifiFields,
} from './templates';
import { telPayload } from './phone';

/** Everything the user typed in every template, so switching template loses nothing. */
export interface TemplateDraft {
  kind: TemplateKind;
  text: string;
  url: string;
  wifi: WifiFields;
  vcard: VcardFields;
  email: EmailFields;
  sms: SmsFields;
  tel: string;
  geo: GeoFields;
}

export const EMPTY_DRAFT: TemplateDraft = {
  kind: 'text',
  text: '',
  url: '',
  wifi: { ssid: '', password: '', security: 'WPA2', hidden: false },
  vcard: { name: '', phone: '', email: '', company: '', title: '', address: '', url: '' },
  email: { to: '', subject: '', body: '' },
  sms: { phone: '', message: '' },
  tel: '',
  geo: { latitude: '', longitude: '' },
};

/** The text to encode for the current template; empty when the template has nothing yet. */
export function buildPayload(draft: TemplateDraft): string {
  switch (draft.kind) {
    case 'text':
      return draft.text;
    case 'url':
      return urlPayload(draft.url);
    case 'wifi':
      return draft.wifi.ssid ? wifiPayload(draft.wifi) : '';
    case 'vcard':
      return Object.values(draft.vcard).some((value) => value.trim())
        ? vcardPayload(draft.vcard)
        : '';
    case 'email':
      return draft.email.to.trim() ? emailPayload(draft.email) : '';
    case 'sms':
      return draft.sms.phone.trim() ? smsPayload(draft.sms) : '';
    case 'tel':
      return draft.tel.trim() ? telPayload(draft.tel) : '';
    case 'geo':
      return geoPayload(draft.geo);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies the string fields of `shape` from `data`; undefined when any is missing or mistyped. */
function stringFields<T extends object>(data: unknown, shape: T): T | undefined {
  if (!isRecord(data)) return undefined;
  const result: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(shape)) {
    if (typeof data[key] !== typeof fallback) return undefined;
    result[key] = data[key];
  }
  return result as T;
}

/** Validates a saved draft; undefined when it cannot be trusted (then defaults are used). */
export function parseDraft(data: unknown): TemplateDraft | undefined {
  if (!isRecord(data)) return undefined;
  if (!(TEMPLATE_KINDS as readonly unknown[]).includes(data.kind)) return undefined;
  if (typeof data.text !== 'string' || typeof data.url !== 'string' || typeof data.tel !== 'string')
    return undefined;
  const wifi = stringFields(data.wifi, EMPTY_DRAFT.wifi);
  if (!wifi || !(WIFI_SECURITIES as readonly string[]).includes(wifi.security)) return undefined;
  const vcard = stringFields(data.vcard, EMPTY_DRAFT.vcard);
  const email = stringFields(data.email, EMPTY_DRAFT.email);
  const sms = stringFields(data.sms, EMPTY_DRAFT.sms);
  const geo = stringFields(data.geo, EMPTY_DRAFT.geo);
  if (!vcard || !email || !sms || !geo) return undefined;
  return {
    kind: data.kind as TemplateKind,
    text: data.text,
    url: data.url,
    tel: data.tel,
    wifi,
    vcard,
    email,
    sms,
    geo,
  };
}

export interface RecentContent {
  text: string;
  /** Epoch milliseconds of the last use. */
  at: number;
}

export const MAX_RECENT = 20;

/** Puts `text` first (once) and keeps the newest MAX_RECENT. */
export function addRecent(
  list: readonly RecentContent[],
  text: string,
  at: number,
): RecentContent[] {
  return [{ text, at }, ...list.filter((item) => item.text !== text)].slice(0, MAX_RECENT);
}

export function parseRecent(data: unknown): RecentContent[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const valid = data.every(
    (item) => isRecord(item) && typeof item.text === 'string' && typeof item.at === 'number',
  );
  return valid ? (data as RecentContent[]).slice(0, MAX_RECENT) : undefined;
}
