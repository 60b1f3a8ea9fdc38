import { contrastRatio, parseHexColor, relativeLuminance, toHexColor, type Rgb } from './color';
import type { ErrorLevel } from './capacity';
import { MAX_IMAGE_SIZE, MIN_LOGO_SCALE } from './layout';
import type { Raster } from './raster';
import type { QrStyle } from './style';
import { CAMERA_VIEWS, cameraCopy } from './cameraView';
import { verifyDecoded, type DecodedSymbol } from './verify';

/**
 * Whether a phone camera reads the code, beyond the exact pixels (issue 16): the code must
 * decode from every camera view (cameraView.ts) and have modules large enough to resolve.
 * When it fails, each reason comes with the change that removes it, for a one-click fix.
 */

/** Below this many image pixels per module, a code shown on a screen or printed is too fine. */
export const MIN_PIXELS_PER_MODULE = 4;
/** Colours at least this far apart read in glare and dim light (WCAG's AA ratio). */
export const SAFE_CONTRAST = 4.5;
/** What a contrast fix aims for, with room for print and screens to wash colours out. */
const FIX_CONTRAST = 7;
/** Printing: modules this large read from a normal phone distance, and never below 2 cm. */
const MIN_PRINT_MODULE_MM = 0.5;
const MIN_PRINT_SIDE_MM = 20;
const PRINT_DPI = 300;

/** Option changes that remove a problem, in the page's option names. */
export interface CameraFix {
  size?: number;
  margin?: number;
  fg?: string;
  bg?: string;
  level?: ErrorLevel;
  logoScale?: number;
  /** Style changes (shapes.ts, style.ts) that remove a problem: a darker end, plainer shapes. */
  style?: Partial<QrStyle>;
}

/** A colour of the style besides the foreground: the gradient's end or the finder eyes. */
export type StylePaint = 'gradient' | 'eye';

export type CameraProblem =
  | { code: 'contrast'; ratio: number; fix: CameraFix }
  | { code: 'moduleSize'; pixelsPerModule: number; fix?: CameraFix }
  | { code: 'quietZone'; margin: number; fix: CameraFix }
  | { code: 'logo'; fix?: CameraFix }
  | { code: 'paintContrast'; part: StylePaint; ratio: number; fix: CameraFix }
  | { code: 'moduleShape'; fix: CameraFix }
  | { code: 'eyeShape'; fix: CameraFix }
  | { code: 'camera'; fix?: CameraFix };

export interface CameraReport {
  ok: boolean;
  problems: CameraProblem[];
  /** Image pixels per module, to one decimal (modules differ by at most a pixel). */
  pixelsPerModule: number;
  /** The image's side printed at 300 dpi, in mm. */
  printSideMm: number;
  /** The smallest side to print it at for phones to read it, in mm. */
  minPrintSideMm: number;
}

export interface CameraCheckInput {
  content: string;
  /** The image as downloaded, and (when a logo is set) the same code without it. */
  raster: Raster;
  withoutLogo?: () => Raster;
  /** Modules per side, without the quiet zone. */
  moduleCount: number;
  margin: number;
  foreground: Rgb;
  background: Rgb;
  errorLevel: ErrorLevel;
  logoScale?: number;
  /** The image's width in modules when it is more than the code and its quiet zone (a frame). */
  widthModules?: number;
  /** The style drawn, and the same code drawn with some of it changed (to find what breaks it). */
  style?: QrStyle;
  restyled?: (patch: Partial<QrStyle>) => Raster;
  decode: (image: Raster) => Promise<DecodedSymbol[]>;
}

const LEVELS: readonly ErrorLevel[] = ['L', 'M', 'Q', 'H'];
const higherLevel = (level: ErrorLevel): ErrorLevel | undefined =>
  LEVELS[LEVELS.indexOf(level) + 1];

/** The colour darkened in its own hue until it stands out on `background`; else undefined. */
function darkenedFor(colour: Rgb, background: Rgb): string | undefined {
  if (relativeLuminance(background) <= relativeLuminance(colour)) return undefined;
  for (let k = 0.9; k > 0; k -= 0.05) {
    const darker = {
      r: Math.round(colour.r * k),
      g: Math.round(colour.g * k),
      b: Math.round(colour.b * k),
    };
    if (contrastRatio(darker, background) >= FIX_CONTRAST) return toHexColor(darker);
  }
  return undefined;
}

/** The foreground darkened in its own hue until it stands out; black on white if it cannot. */
export function contrastFix(foreground: Rgb, background: Rgb): CameraFix {
  const darker = darkenedFor(foreground, background);
  return darker ? { fg: darker } : { fg: '#000000', bg: '#ffffff' };
}

/**
 * A gradient's end or the eyes' colour below the safe contrast. Unlike the foreground, these
 * are judged by their colour and not only by the simulated camera: error correction can hide
 * a washed-out corner from the simulation, but it is then spent, and a smudge or glare on a
 * real phone finds nothing left to recover.
 */
function paintProblems(style: QrStyle, background: Rgb): CameraProblem[] {
  const problems: CameraProblem[] = [];
  const paints: [StylePaint, string, keyof QrStyle][] = [];
  if (style.gradient !== 'none') paints.push(['gradient', style.gradientTo, 'gradientTo']);
  if (style.eyeColor) paints.push(['eye', style.eyeColor, 'eyeColor']);
  for (const [part, hex, field] of paints) {
    const colour = parseHexColor(hex)!;
    const ratio = contrastRatio(colour, background);
    if (ratio >= SAFE_CONTRAST) continue;
    const darker = darkenedFor(colour, background) ?? '#000000';
    problems.push({ code: 'paintContrast', part, ratio, fix: { style: { [field]: darker } } });
  }
  return problems;
}

/** Plainer shapes that make a failing code read, tried from the closest to the look chosen. */
async function shapeProblems(input: CameraCheckInput): Promise<CameraProblem[]> {
  const { style, restyled } = input;
  if (!style || !restyled) return [];
  const problems: CameraProblem[] = [];
  const tries: Partial<QrStyle>[] = [];
  if (style.modules !== 'square' && style.modules !== 'rounded') tries.push({ modules: 'rounded' });
  if (style.modules !== 'square') tries.push({ modules: 'square' });
  for (const patch of tries)
    if (await readsInEveryView(input, restyled(patch))) {
      problems.push({ code: 'moduleShape', fix: { style: patch } });
      break;
    }
  const squareEyes: Partial<QrStyle> = { eyeFrame: 'square', eyeBall: 'square' };
  if (
    (style.eyeFrame !== 'square' || style.eyeBall !== 'square') &&
    (await readsInEveryView(input, restyled(squareEyes)))
  )
    problems.push({ code: 'eyeShape', fix: { style: squareEyes } });
  return problems;
}

async function readsInEveryView(input: CameraCheckInput, raster: Raster): Promise<boolean> {
  const totalModules = input.widthModules ?? input.moduleCount + 2 * input.margin;
  for (const [index, view] of CAMERA_VIEWS.entries()) {
    const copy = cameraCopy(raster, totalModules, view, index + 1);
    if (!verifyDecoded(input.content, await input.decode(copy)).ok) return false;
  }
  return true;
}

export async function checkWithCamera(input: CameraCheckInput): Promise<CameraReport> {
  const { raster, moduleCount, margin, foreground, background, errorLevel } = input;
  const totalModules = input.widthModules ?? moduleCount + 2 * margin;
  const pixelsPerModule = Math.round((raster.width / totalModules) * 10) / 10;
  const problems: CameraProblem[] = [];
  if (pixelsPerModule < MIN_PIXELS_PER_MODULE) {
    const size = Math.ceil(MIN_PIXELS_PER_MODULE * totalModules);
    problems.push({
      code: 'moduleSize',
      pixelsPerModule,
      fix: size <= MAX_IMAGE_SIZE ? { size } : undefined,
    });
  }
  if (input.style) problems.push(...paintProblems(input.style, background));
  if (!(await readsInEveryView(input, raster))) {
    // A weak gradient end or eye colour, already named, explains a failure on its own.
    const before = problems.length;
    const ratio = contrastRatio(foreground, background);
    if (ratio < SAFE_CONTRAST)
      problems.push({ code: 'contrast', ratio, fix: contrastFix(foreground, background) });
    if (margin < 2) problems.push({ code: 'quietZone', margin, fix: { margin: 4 } });
    if (input.withoutLogo && (await readsInEveryView(input, input.withoutLogo()))) {
      const smaller = Math.max(MIN_LOGO_SCALE, (input.logoScale ?? MIN_LOGO_SCALE) - 5);
      const fix: CameraFix | undefined =
        errorLevel !== 'H'
          ? { level: 'H' }
          : smaller < (input.logoScale ?? 0)
            ? { logoScale: smaller }
            : undefined;
      problems.push({ code: 'logo', fix });
    }
    if (problems.length === before) problems.push(...(await shapeProblems(input)));
    if (problems.length === before && !problems.some((p) => p.code === 'paintContrast')) {
      const level = higherLevel(errorLevel);
      problems.push({ code: 'camera', fix: level ? { level } : undefined });
    }
  }
  const printSideMm = (raster.width / PRINT_DPI) * 25.4;
  return {
    ok: problems.length === 0,
    problems,
    pixelsPerModule,
    printSideMm: Math.round(printSideMm * 10) / 10,
    minPrintSideMm: Math.ceil(Math.max(MIN_PRINT_SIDE_MM, totalModules * MIN_PRINT_MODULE_MM)),
  };
}
