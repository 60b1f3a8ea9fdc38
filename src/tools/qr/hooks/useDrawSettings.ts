import { useMemo } from 'react';
import { atLeastLevel, isPlainStyle, logoBox, type ErrorLevel, type QrStyle } from '../core';
import type { DrawSettings } from '../worker/protocol';
import { fitLogo, type LogoImage } from './useLogo';
import type { QrOptions } from './useQrOptions';

/**
 * The drawing settings shared by the single code and the batch. A logo covers modules, so
 * the error-correction level is raised to at least Q while one is set.
 */
export function useDrawSettings(
  options: QrOptions,
  logo: LogoImage | undefined,
  style: QrStyle | undefined,
) {
  const { size, margin, fg, bg, logoScale } = options;
  const level = options.level as ErrorLevel;
  const effectiveLevel = logo ? atLeastLevel(level, 'Q') : level;
  const logoData = useMemo(
    () => (logo ? fitLogo(logo.image, logoBox(size, logoScale).side) : undefined),
    [logo, size, logoScale],
  );
  const settings = useMemo<DrawSettings>(
    () => ({
      errorLevel: effectiveLevel,
      size,
      margin,
      foreground: fg,
      background: bg,
      logo:
        logo && logoData
          ? {
              side: logoBox(size, logoScale).side,
              data: logoData,
              href: logo.href,
              scalePercent: logoScale,
            }
          : undefined,
      // A plain style draws the same pixels as none: keep the fast two-colour path.
      style: style && !isPlainStyle(style) ? style : undefined,
    }),
    [effectiveLevel, size, margin, fg, bg, logo, logoData, logoScale, style],
  );
  /** Changes whenever anything that affects the pixels changes. */
  const styleKey = settings.style ? JSON.stringify(settings.style) : '';
  const settingsKey = [
    effectiveLevel,
    size,
    margin,
    fg,
    bg,
    logo?.id ?? 0,
    logoScale,
    styleKey,
  ].join('|');
  return { effectiveLevel, settings, settingsKey };
}
