import { lazy, Suspense } from 'react';
import { isPlainStyle, logoBox, modulesPath, type EncodedQr, type QrStyle } from '../core';

const StyledPreview = lazy(() => import('./StyledPreview'));

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
 * The preview: the same geometry as the files, drawn from the modules; a styled code shows
 * its SVG file (StyledPreview).
 */
export function QrSvg({ qr, margin, foreground, background, logo, style, label }: QrSvgProps) {
  if (style && !isPlainStyle(style))
    return (
      <Suspense fallback={null}>
        <StyledPreview
          qr={qr}
          margin={margin}
          foreground={foreground}
          background={background}
          logo={logo}
          style={style}
          label={label}
        />
      </Suspense>
    );
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
