import {
  TEMPLATE_KINDS,
  WIFI_SECURITIES,
  EAP_METHODS,
  PHASE2_METHODS,
  WIFI_ENTERPRISE_DEFAULTS,
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
import { EVENT_DEFAULTS, eventPayload, isTimeZone, type EventFields } from './calendar';
import { telPayload } from './phone';
import { DEFAULT_STYLE, parseStyle, type QrStyle } from './style';

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
  event: EventFields;
  /** The user asked to keep the WiFi password in the recent list (off unless asked). */
  keepWifiPassword: boolean;
  /** Shapes, gradient, caption and frame: kept with the content so a recent entry looks the same. */
  style: QrStyle;
}

export const EMPTY_DRAFT: TemplateDraft = {
  kind: 'text',
  text: '',
  url: '',
  wifi: { ssid: '', password: '', security: 'WPA2', hidden: false, ...WIFI_ENTERPRISE_DEFAULTS },
  vcard: { name: '', phone: '', email: '', company: '', title: '', address: '', url: '' },
  email: { to: '', subject: '', body: '' },
  sms: { phone: '', message: '' },
  tel: '',
  geo: { latitude: '', longitude: '' },
  event: EVENT_DEFAULTS,
  keepWifiPassword: false,
  style: DEFAULT_STYLE,
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
    case 'event':
      return eventPayload(draft.event);
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
  // Drafts saved before enterprise networks have none of their fields: those take defaults.
  const savedWifi = isRecord(data.wifi) ? { ...WIFI_ENTERPRISE_DEFAULTS, ...data.wifi } : undefined;
  const wifi = stringFields(savedWifi, EMPTY_DRAFT.wifi);
  if (
    !wifi ||
    !(WIFI_SECURITIES as readonly string[]).includes(wifi.security) ||
    !(EAP_METHODS as readonly unknown[]).includes(wifi.eapMethod) ||
    !(PHASE2_METHODS as readonly unknown[]).includes(wifi.phase2)
  )
    return undefined;
  const vcard = stringFields(data.vcard, EMPTY_DRAFT.vcard);
  const email = stringFields(data.email, EMPTY_DRAFT.email);
  const sms = stringFields(data.sms, EMPTY_DRAFT.sms);
  const geo = stringFields(data.geo, EMPTY_DRAFT.geo);
  if (!vcard || !email || !sms || !geo) return undefined;
  // Drafts saved before 日历事件 have none: defaults; a damaged one resets alone.
  const savedEvent = stringFields(data.event, EMPTY_DRAFT.event);
  const event = savedEvent && isTimeZone(savedEvent.timeZone) ? savedEvent : EVENT_DEFAULTS;
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
    event,
    // Drafts saved before the choice existed did not ask to keep the password.
    keepWifiPassword: data.keepWifiPassword === true,
    // Drafts saved before styles have none (defaults); a damaged style alone is reset.
    style: parseStyle(data.style) ?? DEFAULT_STYLE,
  };
}

export interface RecentContent {
  /** The encoded text; for a WiFi entry kept without its password, the text without it. */
  text: string;
  /** Epoch milliseconds of the last use. */
  at: number;
  /**
   * The template and its fields (only that template's), so the entry reopens as it was made.
   * Entries saved before version 2 have none and reopen as text.
   */
  draft?: TemplateDraft;
  /** The WiFi password was left out because the user did not ask to keep it. */
  passwordLeftOut?: boolean;
}

export const MAX_RECENT = 20;

/** What the recent list keeps of `draft`, whose encoded text is `text`. */
export function recentOf(
  draft: TemplateDraft,
  text: string,
): Pick<RecentContent, 'text' | 'draft' | 'passwordLeftOut'> {
  const kept = {
    ...EMPTY_DRAFT,
    kind: draft.kind,
    [draft.kind]: draft[draft.kind],
    style: draft.style,
  };
  const leaveOut =
    draft.kind === 'wifi' && draft.wifi.security !== 'nopass' && !draft.keepWifiPassword;
  if (!leaveOut) return { text, draft: kept };
  const wifi = { ...draft.wifi, password: '' };
  return { text: wifiPayload(wifi), draft: { ...kept, wifi }, passwordLeftOut: true };
}

/** Puts `text` first (once) and keeps the newest MAX_RECENT. */
export function addRecent(
  list: readonly RecentContent[],
  text: string,
  at: number,
  made?: Pick<RecentContent, 'draft' | 'passwordLeftOut'>,
): RecentContent[] {
  return [{ ...made, text, at }, ...list.filter((item) => item.text !== text)].slice(0, MAX_RECENT);
}

/** One saved entry, or undefined when any part of it is mistyped. */
function parseRecentItem(item: unknown): RecentContent | undefined {
  if (!isRecord(item) || typeof item.text !== 'string' || typeof item.at !== 'number')
    return undefined;
  const entry: RecentContent = { text: item.text, at: item.at };
  if (item.draft !== undefined) {
    const draft = parseDraft(item.draft);
    if (!draft) return undefined;
    entry.draft = draft;
  }
  if (item.passwordLeftOut !== undefined) {
    if (typeof item.passwordLeftOut !== 'boolean') return undefined;
    entry.passwordLeftOut = item.passwordLeftOut;
  }
  return entry;
}

/** Reads version 1 (text only) and version 2 (with template and fields) lists alike. */
export function parseRecent(data: unknown): RecentContent[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const items = data.slice(0, MAX_RECENT).map(parseRecentItem);
  return items.every((item) => item !== undefined) ? items : undefined;
}
