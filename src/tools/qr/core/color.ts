export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb`; undefined for anything else. */
export function parseHexColor(value: string): Rgb | undefined {
  const match = HEX_COLOR.exec(value.trim());
  if (!match) return undefined;
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1];
  return {
    r: parseInt(hex.slice(0, 2), 16),
    g: parseInt(hex.slice(2, 4), 16),
    b: parseInt(hex.slice(4, 6), 16),
  };
}

export function toHexColor({ r, g, b }: Rgb): string {
  return '#' + [r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('');
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Below this ratio many phone scanners fail to separate modules from background
 * (camera exposure and print shift colours further).
 */
export const MIN_SCAN_CONTRAST = 3;

export type ColorProblem = 'lowContrast' | 'inverted';

/** Why these colours may not scan, most serious first; empty when they are fine. */
export function colorProblems(foreground: Rgb, background: Rgb): ColorProblem[] {
  const problems: ColorProblem[] = [];
  if (contrastRatio(foreground, background) < MIN_SCAN_CONTRAST) problems.push('lowContrast');
  // Light modules on a dark background: many scanners do not try inverted codes.
  if (relativeLuminance(foreground) > relativeLuminance(background)) problems.push('inverted');
  return problems;
}
