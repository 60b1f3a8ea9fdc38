import { useMemo } from 'react';
import {
  isPlainStyle,
  logoBox,
  modulesPath,
  parseHexColor,
  renderStyledSvg,
  type EncodedQr,
  type QrStyle,
} from '../core';

/** The styled preview's drawing size; the image scales to the frame, any size would do. */
const PREVIEW_SIZE = 512;

interface QrSvgProps {
  qr: EncodedQr;
  margin: number;
  foreground: string;
  background: string;
  logo?: { href: string; scalePercent: number };
  style?: QrStyle;
  label: string;
}

/**
 * The preview: the same geometry as the files, drawn from the modules. A styled code shows the
 * SVG file itself (as an image, so its caption text stays inert), to look exactly like it.
 */
export function QrSvg({ qr, margin, foreground, background, logo, style, label }: QrSvgProps) {
  const styledSource = useMemo(() => {
    if (!style || isPlainStyle(style)) return undefined;
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
  if (styledSource) return <img className="qr-svg" src={styledSource} alt={label} />;
  const total = qr.size + 2 * margin;
  // Logo placement is defined in pixels of the output; any size gives the same proportions.
  const box = logo && logoBox(1000, logo.scalePercent);
  const unit = (pixels: number) => (pixels * total) / 1000;
  return (
    <svg
      className="qr-svg"
      viewBox={`0 0 ${total} ${total}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
    >
      <rect width={total} height={total} fill={background} />
      <path fill={foreground} d={modulesPath(qr, margin)} />
      {logo && box && (
        <>
          <rect
            x={unit(box.plate.x)}
            y={unit(box.plate.y)}
            width={unit(box.plate.side)}
            height={unit(box.plate.side)}
            fill={background}
          />
          <image
            x={unit(box.x)}
            y={unit(box.y)}
            width={unit(box.side)}
            height={unit(box.side)}
            href={logo.href}
            preserveAspectRatio="xMidYMid meet"
          />
        </>
      )}
    </svg>
  );
}
