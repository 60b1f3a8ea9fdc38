import { parseHexColor, toHexColor } from './color';

/**
 * How the code looks beyond its two colours (issue 16, item 3): module and finder-eye shapes,
 * eye colour, gradient, transparency, a caption and a call-to-action frame. A style never
 * changes which modules are dark: the encoder's matrix is drawn as it is.
 */
export const MODULE_SHAPES = ['square', 'dots', 'rounded', 'classy'] as const;
export type ModuleShape = (typeof MODULE_SHAPES)[number];

export const EYE_SHAPES = ['square', 'rounded', 'circle'] as const;
export type EyeShape = (typeof EYE_SHAPES)[number];

export const GRADIENT_KINDS = ['none', 'linear', 'radial'] as const;
export type GradientKind = (typeof GRADIENT_KINDS)[number];

/** Longest caption and frame text: more would shrink the letters below reading size. */
export const MAX_STYLE_TEXT = 24;

export interface QrStyle {
  modules: ModuleShape;
  /** The 7 x 7 ring of each finder pattern. */
  eyeFrame: EyeShape;
  /** The 3 x 3 centre of each finder pattern. */
  eyeBall: EyeShape;
  /** #rrggbb for the three finder patterns; '' draws them in the foreground colour. */
  eyeColor: string;
  gradient: GradientKind;
  /** The gradient's second colour (the first is the foreground). */
  gradientTo: string;
  /** Direction of a linear gradient in degrees, 0 = left to right, 90 = top to bottom. */
  gradientAngle: number;
  /** No background fill: the quiet zone and light modules are transparent. */
  transparent: boolean;
  /** Text under the code; '' for none. */
  caption: string;
  /** A frame around the code with a call to action in a band below it. */
  frame: boolean;
  frameText: string;
}

export const DEFAULT_STYLE: QrStyle = {
  modules: 'square',
  eyeFrame: 'square',
  eyeBall: 'square',
  eyeColor: '',
  gradient: 'none',
  gradientTo: '#1da57a',
  gradientAngle: 45,
  transparent: false,
  caption: '',
  frame: false,
  frameText: '',
};

/** True when the style draws exactly the plain square code (the fast, two-colour path). */
export function isPlainStyle(style: QrStyle | undefined): boolean {
  if (!style) return true;
  return (
    style.modules === 'square' &&
    style.eyeFrame === 'square' &&
    style.eyeBall === 'square' &&
    style.eyeColor === '' &&
    style.gradient === 'none' &&
    !style.transparent &&
    style.caption.trim() === '' &&
    !style.frame
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return (choices as readonly unknown[]).includes(value);
}

function normalColor(value: unknown, allowEmpty: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (allowEmpty && value === '') return '';
  const parsed = parseHexColor(value);
  return parsed && toHexColor(parsed);
}

function styleText(value: unknown): string | undefined {
  return typeof value === 'string' && [...value].length <= MAX_STYLE_TEXT ? value : undefined;
}

/**
 * Reads a saved style. Fields a draft saved before styles existed does not have take their
 * defaults; a field that is present but wrong makes the whole style untrustworthy (undefined).
 */
export function parseStyle(data: unknown): QrStyle | undefined {
  if (data === undefined) return DEFAULT_STYLE;
  if (!isRecord(data)) return undefined;
  const saved = { ...DEFAULT_STYLE, ...data };
  const eyeColor = normalColor(saved.eyeColor, true);
  const gradientTo = normalColor(saved.gradientTo, false);
  const caption = styleText(saved.caption);
  const frameText = styleText(saved.frameText);
  const angle = saved.gradientAngle;
  if (
    !oneOf(MODULE_SHAPES, saved.modules) ||
    !oneOf(EYE_SHAPES, saved.eyeFrame) ||
    !oneOf(EYE_SHAPES, saved.eyeBall) ||
    !oneOf(GRADIENT_KINDS, saved.gradient) ||
    eyeColor === undefined ||
    gradientTo === undefined ||
    typeof angle !== 'number' ||
    !Number.isFinite(angle) ||
    typeof saved.transparent !== 'boolean' ||
    typeof saved.frame !== 'boolean' ||
    caption === undefined ||
    frameText === undefined
  )
    return undefined;
  return {
    modules: saved.modules,
    eyeFrame: saved.eyeFrame,
    eyeBall: saved.eyeBall,
    eyeColor,
    gradient: saved.gradient,
    gradientTo,
    gradientAngle: ((Math.round(angle) % 360) + 360) % 360,
    transparent: saved.transparent,
    caption,
    frame: saved.frame,
    frameText,
  };
}
