/**
 * Content templates: each builder turns form fields into the exact text scanners expect,
 * with that format's escaping. Builders never throw; field checks are separate.
 */
export const TEMPLATE_KINDS = [
  'text',
  'url',
  'wifi',
  'vcard',
  'email',
  'sms',
  'tel',
  'geo',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** `localhost:8080` or `example.com:80/x` look like a scheme but are host:port. */
const HOST_PORT = /^[^/:?#]+:\d+(?:[/?#]|$)/;

/** Adds `https://` when the address has no scheme of its own. */
export function urlPayload(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  if (SCHEME.test(trimmed) && !HOST_PORT.test(trimmed)) return trimmed;
  return 'https://' + trimmed.replace(/^\/\//, '');
}

export const WIFI_SECURITIES = ['WPA', 'WPA2', 'WPA3', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof WIFI_SECURITIES)[number];

export interface WifiFields {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

/** The WiFi QR format escapes these with a backslash. */
function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

/** WPA and WPA2 share `T:WPA`; WPA3 is `T:SAE` (what Android reads for WPA3-only networks). */
const WIFI_TYPE: Record<WifiSecurity, string> = {
  WPA: 'WPA',
  WPA2: 'WPA',
  WPA3: 'SAE',
  WEP: 'WEP',
  nopass: 'nopass',
};

export function wifiPayload(fields: WifiFields): string {
  const parts = [`WIFI:T:${WIFI_TYPE[fields.security]};S:${escapeWifi(fields.ssid)};`];
  if (fields.security !== 'nopass') parts.push(`P:${escapeWifi(fields.password)};`);
  if (fields.hidden) parts.push('H:true;');
  return parts.join('') + ';';
}

export interface VcardFields {
  name: string;
  phone: string;
  email: string;
  company: string;
  title: string;
  address: string;
  url: string;
}

/** vCard 3.0 text value escaping (RFC 2426 §4): backslash, comma, semicolon, newline. */
function escapeVcard(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * vCard 3.0 with CRLF lines. The whole name goes into N's family part: Chinese names cannot
 * be split reliably (复姓 such as 欧阳), and FN carries the displayed name anyway.
 */
export function vcardPayload(fields: VcardFields): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  const name = escapeVcard(fields.name.trim());
  lines.push(`N:${name};;;;`, `FN:${name}`);
  const optional: [string, string][] = [
    ['ORG', fields.company],
    ['TITLE', fields.title],
    ['TEL;TYPE=CELL', fields.phone],
    ['EMAIL', fields.email],
    ['URL', fields.url],
  ];
  for (const [key, value] of optional)
    if (value.trim()) lines.push(`${key}:${escapeVcard(value.trim())}`);
  if (fields.address.trim())
    lines.push(`ADR;TYPE=WORK:;;${escapeVcard(fields.address.trim())};;;;`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

export interface EmailFields {
  to: string;
  subject: string;
  body: string;
}

export function emailPayload(fields: EmailFields): string {
  const to = encodeURIComponent(fields.to.trim()).replace(/%40/g, '@');
  const query = [
    fields.subject ? `subject=${encodeURIComponent(fields.subject)}` : '',
    fields.body ? `body=${encodeURIComponent(fields.body)}` : '',
  ].filter(Boolean);
  return `mailto:${to}${query.length ? '?' + query.join('&') : ''}`;
}

/** SMS numbers keep digits and dial characters only; spaces and dashes are for reading. */
function smsNumber(phone: string): string {
  return phone.replace(/[^\d+*#,;pPwW]/g, '');
}

export interface SmsFields {
  phone: string;
  message: string;
}

export function smsPayload(fields: SmsFields): string {
  return `SMSTO:${smsNumber(fields.phone)}:${fields.message}`;
}

export interface GeoFields {
  latitude: string;
  longitude: string;
}

/** A coordinate that is not a number in its range; `field` says which one. */
export interface GeoProblem {
  code: 'geoRange';
  params: { field: 'latitude' | 'longitude'; min: number; max: number };
}

function coordinate(value: string, limit: number): number | undefined {
  const trimmed = value.trim();
  if (!/^[+-]?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Math.abs(number) <= limit ? number : undefined;
}

const GEO_LIMITS = { latitude: 90, longitude: 180 } as const;

/** Which coordinate is not a number in range (latitude ±90, longitude ±180). */
export function geoProblems(fields: GeoFields): GeoProblem[] {
  return (['latitude', 'longitude'] as const)
    .filter((field) => coordinate(fields[field], GEO_LIMITS[field]) === undefined)
    .map((field) => ({
      code: 'geoRange',
      params: { field, min: -GEO_LIMITS[field], max: GEO_LIMITS[field] },
    }));
}

/** `geo:lat,lng` (RFC 5870); empty when a coordinate is invalid, so nothing wrong is encoded. */
export function geoPayload(fields: GeoFields): string {
  const latitude = coordinate(fields.latitude, 90);
  const longitude = coordinate(fields.longitude, 180);
  if (latitude === undefined || longitude === undefined) return '';
  return `geo:${latitude},${longitude}`;
}
