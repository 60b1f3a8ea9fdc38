import type { decodeZhCN } from '../decode';

/** QR screen text: reading codes from images, and errors, in English. */
export const decodeEnUS: Record<keyof typeof decodeZhCN, string> = {
  'decode.drop': 'Click, drop an image here, or paste a screenshot with Ctrl+V',
  'decode.hint':
    'Photos and screenshots (PNG, JPEG, WebP, GIF, BMP), several codes per image; processed only on this device.',
  'decode.reading': 'Reading…',
  'decode.none': 'No QR code found. Try a sharper image showing the whole code.',
  'decode.found': '{count} QR code(s) found',
  'decode.badImage': 'This file cannot be read as an image ({name}).',
  'decode.result': 'Result {index}',
  'decode.copy': 'Copy text',
  'decode.isUrl': 'URL (never opened automatically)',
  'decode.isScript': 'Script link, do not open',
  'decode.useAsContent': 'Generate from this',
  'decode.hidden':
    'Contains {count} invisible character(s), shown as ⟨U+…⟩; copying and generating keep the exact text',
  'decode.reorders':
    'Contains hidden characters that change the reading direction: the text can look different from what it is (e.g. .exe shown as .png). Open with care',
  'decode.hiddenMark': 'hidden character {code}',
  'decode.imageAlt': 'Image to scan',
  'decode.pasted': 'pasted image',
  'error.geoRange': '{field} must be a number from {min} to {max}',
  'error.phoneCharacters':
    'A phone number cannot contain {characters}: use digits, a leading +, * # , ; (letters are not dialled; write them as digits)',
  'error.internal': 'Something went wrong: {detail}. Your input is kept; please retry.',
};
