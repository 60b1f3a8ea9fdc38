import { useMemo } from 'react';
import { useToolOptions } from '../../../app/runtime/useToolOptions';
import {
  MAX_IMAGE_SIZE,
  MAX_LOGO_SCALE,
  MAX_MARGIN,
  MIN_IMAGE_SIZE,
  MIN_LOGO_SCALE,
  isErrorLevel,
  parseHexColor,
  toHexColor,
} from '../core';
import { useQrMessages } from './useQrMessages';

export const QR_TABS = ['single', 'batch', 'decode'] as const;
export type QrTab = (typeof QR_TABS)[number];

/** Flat options: remembered across reloads and carried in a shared link's query. */
export const QR_OPTION_DEFAULTS = {
  tab: 'single' as string,
  level: 'M' as string,
  size: 512,
  margin: 4,
  fg: '#000000',
  bg: '#ffffff',
  logoScale: 20,
  batchFormat: 'png' as string,
};
export type QrOptions = typeof QR_OPTION_DEFAULTS;

function clampInteger(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

function normalizeColor(value: string, fallback: string): string {
  const parsed = parseHexColor(value);
  return parsed ? toHexColor(parsed) : fallback;
}

/** Range and enum checks for options from storage or a hand-edited link. */
export function normalizeQrOptions(options: QrOptions): QrOptions {
  const d = QR_OPTION_DEFAULTS;
  return {
    tab: (QR_TABS as readonly string[]).includes(options.tab) ? options.tab : d.tab,
    level: isErrorLevel(options.level) ? options.level : d.level,
    size: clampInteger(options.size, MIN_IMAGE_SIZE, MAX_IMAGE_SIZE, d.size),
    margin: clampInteger(options.margin, 0, MAX_MARGIN, d.margin),
    fg: normalizeColor(options.fg, d.fg),
    bg: normalizeColor(options.bg, d.bg),
    logoScale: clampInteger(options.logoScale, MIN_LOGO_SCALE, MAX_LOGO_SCALE, d.logoScale),
    batchFormat: options.batchFormat === 'svg' ? 'svg' : 'png',
  };
}

/** The style options that 恢复默认样式 resets (not the open tab or the batch format). */
export const QR_STYLE_KEYS = ['level', 'size', 'margin', 'fg', 'bg', 'logoScale'] as const;

/**
 * Options saved in the browser and mirrored into the URL; a shared link's options win for
 * that visit without touching the saved ones (runtime useToolOptions).
 */
export function useQrOptions() {
  const t = useQrMessages();
  const label = useMemo(() => t('storage.options'), [t]);
  return useToolOptions({
    storageKey: 'qr.options',
    version: 1,
    defaults: QR_OPTION_DEFAULTS,
    normalize: normalizeQrOptions,
    label,
  });
}
