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
  'event',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

import { dialString } from './phone';

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

export const WIFI_SECURITIES = ['WPA', 'WPA2', 'WPA3', 'WPA2-EAP', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof WIFI_SECURITIES)[number];

/** EAP methods and inner (phase 2) methods scanners take for enterprise networks. */
export const EAP_METHODS = ['PEAP', 'TTLS', 'TLS', 'PWD', 'SIM', 'AKA', "AKA'"] as const;
export const PHASE2_METHODS = ['', 'MSCHAPV2', 'GTC', 'PAP'] as const;

export interface WifiEnterpriseFields {
  eapMethod: (typeof EAP_METHODS)[number];
  /** Empty: none given, the phone picks its default. */
  phase2: (typeof PHASE2_METHODS)[number];
  identity: string;
  anonymousIdentity: string;
}

export const WIFI_ENTERPRISE_DEFAULTS: WifiEnterpriseFields = {
  eapMethod: 'PEAP',
  phase2: 'MSCHAPV2',
  identity: '',
  anonymousIdentity: '',
};

export interface WifiFields extends Partial<WifiEnterpriseFields> {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

/** The WiFi QR format escapes these with a backslash. */
function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

/**
 * WPA and WPA2 share `T:WPA`; WPA3 is `T:SAE` (what Android reads for WPA3-only networks).
 * Enterprise networks, WPA2 or WPA3, are `T:WPA2-EAP` with E (EAP method), PH2 (inner method),
 * A (anonymous identity) and I (identity), as ZXing's WiFi format defines them: a WPA3
 * enterprise network takes the same EAP settings, and scanners know no other type for it.
 */
const WIFI_TYPE: Record<WifiSecurity, string> = {
  WPA: 'WPA',
  WPA2: 'WPA',
  WPA3: 'SAE',
  'WPA2-EAP': 'WPA2-EAP',
  WEP: 'WEP',
  nopass: 'nopass',
};

export function wifiPayload(fields: WifiFields): string {
  const parts = [`WIFI:T:${WIFI_TYPE[fields.security]};S:${escapeWifi(fields.ssid)};`];
  if (fields.security === 'WPA2-EAP') {
    const enterprise = { ...WIFI_ENTERPRISE_DEFAULTS, ...fields };
    parts.push(`E:${escapeWifi(enterprise.eapMethod)};`);
    if (enterprise.phase2) parts.push(`PH2:${enterprise.phase2};`);
    if (enterprise.anonymousIdentity) parts.push(`A:${escapeWifi(enterprise.anonymousIdentity)};`);
    if (enterprise.identity) parts.push(`I:${escapeWifi(enterprise.identity)};`);
  }
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
export interface SmsFields {
  phone: string;
  message: string;
}

/** `SMSTO:number:message`; empty when the number has characters a phone cannot send to. */
export function smsPayload(fields: SmsFields): string {
  const number = dialString(fields.phone);
  return number ? `SMSTO:${number}:${fields.message}` : '';
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
