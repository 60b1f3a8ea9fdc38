/**
 * File names that every common file system and archive tool accepts and that read as what
 * they are. Names are cut at whole characters (grapheme clusters), never inside an emoji or
 * a surrogate pair, and fit in bytes: ext4 and most Linux file systems allow 255 bytes of
 * UTF-8 per name, NTFS 255 UTF-16 units (never more than the UTF-8 bytes); the margin leaves
 * room for the " (1)" a browser adds to a name already in the folder.
 */
export const MAX_NAME_BYTES = 200;

/**
 * Characters Windows, macOS or Linux refuse in file names, plus control (\p{Cc}), unpaired
 * surrogates (\p{Cs}), line and paragraph separators, zero-width and bidi-override characters,
 * which would make a name display differently from what it is.
 */
const UNSAFE_FILE_CHARACTERS =
  /[\\/:*?"<>|\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/** Names Windows keeps for devices, with any extension (`CON.png` cannot be created). */
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** A tail that reads as a second extension (`.exe`, `.com`), so `x.exe.png` cannot arise. */
const EXTENSION_LIKE = /\.([\p{L}\p{N}]{1,8})$/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** UTF-8 bytes of well-formed text (an unpaired surrogate counts as the 3 bytes of U+FFFD). */
export function utf8Size(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function trimEdges(text: string): string {
  return text.replace(/^[\s.]+|[\s.]+$/gu, '');
}

/** Unsafe characters become `_` (runs of them one `_`); edge spaces and dots go. */
export function safeText(value: string): string {
  return trimEdges(value.normalize('NFC').replace(UNSAFE_FILE_CHARACTERS, '_').replace(/_+/g, '_'));
}

/** The longest start of `text` with at most `maxCharacters` whole characters and `maxBytes`. */
export function cutText(text: string, maxCharacters: number, maxBytes = Infinity): string {
  // Every character is at least one UTF-16 unit and one byte: short text needs no cutting.
  if (text.length <= maxCharacters && text.length * 3 <= maxBytes) return text;
  let result = '';
  let count = 0;
  let bytes = 0;
  for (const { segment } of graphemes.segment(text)) {
    bytes += utf8Size(segment);
    if (count === maxCharacters || bytes > maxBytes) break;
    result += segment;
    count += 1;
  }
  return result;
}

/**
 * `base` + `suffix` + `.extension`, safe: exactly one extension, no Windows device name, no
 * trailing dot or space before the extension, at most MAX_NAME_BYTES. `base` must already be
 * safe text (safeText); the suffix (` (2)`) is never cut.
 */
export function assembleFileName(base: string, extension: string, suffix = ''): string {
  const tail = `${suffix}.${extension}`;
  const cut = trimEdges(cutText(base, Infinity, MAX_NAME_BYTES - utf8Size(tail)));
  let stem = cut.replace(EXTENSION_LIKE, '_$1') || '_';
  const device = stem.split('.')[0];
  // Windows also refuses `CON .png`: the device name counts without trailing spaces.
  if (WINDOWS_RESERVED.test(device.trimEnd())) stem = `${device}_${stem.slice(device.length)}`;
  return `${stem}${tail}`;
}

/** Names stay readable in a file list; bytes are limited separately (assembleFileName). */
const MAX_NAME_CHARACTERS = 60;
/** How much of the content a name made from it keeps. */
export const MAX_SLUG_CHARACTERS = 24;

/** Text made safe as (part of) a file name and cut to a readable length. */
export function safeName(value: string, maxCharacters = MAX_NAME_CHARACTERS): string {
  return safeText(cutText(safeText(value), maxCharacters));
}

/**
 * The file name of a single download (here, not beside the batch names in ./batch, so the
 * single-code screen does not load the CSV parser): `<prefix>-example.com_a.png`. The prefix is the word for
 * "QR code" in the interface language (二维码, qr), given by the page: core has no wording.
 */
export function singleFileName(content: string, extension: string, prefix: string): string {
  const slug = safeName(content.replace(/^https?:\/\//i, ''), MAX_SLUG_CHARACTERS);
  return assembleFileName(`${safeName(prefix) || 'qr'}-${slug || 'qr'}`, extension);
}
