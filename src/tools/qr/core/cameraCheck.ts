import { contrastRatio, relativeLuminance, toHexColor, type Rgb } from './color';
import type { ErrorLevel } from './capacity';
import { MAX_IMAGE_SIZE, MIN_LOGO_SCALE } from './layout';
import type { Raster } from './raster';
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
}

export type CameraProblem =
  | { code: 'contrast'; ratio: number; fix: CameraFix }
  | { code: 'moduleSize'; pixelsPerModule: number; fix?: CameraFix }
  | { code: 'quietZone'; margin: number; fix: CameraFix }
  | { code: 'logo'; fix?: CameraFix }
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
  decode: (image: Raster) => Promise<DecodedSymbol[]>;
}

const LEVELS: readonly ErrorLevel[] = ['L', 'M', 'Q', 'H'];
const higherLevel = (level: ErrorLevel): ErrorLevel | undefined =>
  LEVELS[LEVELS.indexOf(level) + 1];

/** The foreground darkened in its own hue until it stands out; black on white if it cannot. */
export function contrastFix(foreground: Rgb, background: Rgb): CameraFix {
  if (relativeLuminance(background) > relativeLuminance(foreground)) {
    for (let k = 0.9; k > 0; k -= 0.05) {
      const darker = {
        r: Math.round(foreground.r * k),
        g: Math.round(foreground.g * k),
        b: Math.round(foreground.b * k),
      };
      if (contrastRatio(darker, background) >= FIX_CONTRAST) return { fg: toHexColor(darker) };
    }
  }
  return { fg: '#000000', bg: '#ffffff' };
}

async function readsInEveryView(input: CameraCheckInput, raster: Raster): Promise<boolean> {
  const totalModules = input.moduleCount + 2 * input.margin;
  for (const [index, view] of CAMERA_VIEWS.entries()) {
    const copy = cameraCopy(raster, totalModules, view, index + 1);
    if (!verifyDecoded(input.content, await input.decode(copy)).ok) return false;
  }
  return true;
}

export async function checkWithCamera(input: CameraCheckInput): Promise<CameraReport> {
  const { raster, moduleCount, margin, foreground, background, errorLevel } = input;
  const totalModules = moduleCount + 2 * margin;
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
  if (!(await readsInEveryView(input, raster))) {
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
    if (problems.length === before) {
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
