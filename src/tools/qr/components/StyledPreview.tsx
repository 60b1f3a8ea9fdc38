import { useMemo } from 'react';
// Straight from the modules, not the core barrel: this chunk then carries the SVG writer only.
import { parseHexColor } from '../core/color';
import type { EncodedQr } from '../core/encode';
import type { QrStyle } from '../core/style';
import { renderStyledSvg } from '../core/styledSvg';

/** The styled preview's drawing size; the image scales to the frame, any size would do. */
const PREVIEW_SIZE = 512;

interface StyledPreviewProps {
  qr: EncodedQr;
  margin: number;
  foreground: string;
  background: string;
  logo?: { href: string; scalePercent: number };
  style: QrStyle;
  label: string;
}

/**
 * A styled code's preview is the SVG file itself, shown as an image (so its caption text stays
 * inert) to look exactly like the download. Loaded only once a style is chosen.
 */
export default function StyledPreview(props: StyledPreviewProps) {
  const { qr, margin, foreground, background, logo, style, label } = props;
  const source = useMemo(() => {
    const svg = renderStyledSvg(qr, {
      size: PREVIEW_SIZE,
      margin,
      foreground: parseHexColor(foreground)!,
      background: parseHexColor(background)!,
      style,
      logo,
    });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [qr, margin, foreground, background, logo, style]);
  return <img className="qr-svg" src={source} alt={label} />;
}
