import { logoBox, modulesPath, type EncodedQr } from '../core';

interface QrSvgProps {
  qr: EncodedQr;
  margin: number;
  foreground: string;
  background: string;
  logo?: { href: string; scalePercent: number };
  label: string;
}

/** The preview: the same geometry as the files, drawn from the modules (no user text inside). */
export function QrSvg({ qr, margin, foreground, background, logo, label }: QrSvgProps) {
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
