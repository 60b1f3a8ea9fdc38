/**
 * Formats a generated schema may claim for a set of strings. Each test is stricter than the
 * validator's own check, so a schema generated from a sample always accepts that sample.
 */
export const GENERATED_FORMATS = ['date-time', 'date', 'uuid', 'ipv4', 'email', 'uri'] as const;
export type GeneratedFormat = (typeof GENERATED_FORMATS)[number];

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** A plain address: ASCII letters, digits and ._%+- before @, a dotted host name after. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** An http(s)/ftp URL of plain ASCII, nothing a URI parser could read otherwise. */
const URI =
  /^(?:https?|ftp):\/\/[A-Za-z0-9.-]+(?::\d+)?(?:\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*)?(?:\?[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?(?:#[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?$/;

const TESTS: Record<GeneratedFormat, (text: string) => boolean> = {
  'date-time': (text) => {
    const m = DATE_TIME.exec(text);
    return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
  },
  date: (text) => {
    const m = DATE.exec(text);
    return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
  },
  uuid: (text) => UUID.test(text),
  ipv4: (text) => IPV4.test(text),
  email: (text) => EMAIL.test(text),
  uri: (text) => URI.test(text),
};

/** The formats a string has (most strings: none). */
export function formatsOf(text: string): GeneratedFormat[] {
  return GENERATED_FORMATS.filter((format) => TESTS[format](text));
}
