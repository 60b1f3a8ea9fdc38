/**
 * How far the 二维码 camera check can be trusted (issue 16): over a grid of colours, image
 * sizes, payload lengths and logos, our verdict (checkWithCamera: zxing on the camera copies,
 * plus the module-size rule) against an independent decoder, jsQR, reading the same camera
 * copies. The figure that matters most is how often we would say 已校验 where jsQR cannot read
 * the copy; the other disagreements are codes we hold back that jsQR still reads.
 */
import jsQR from 'jsqr';
import { checkWithCamera } from '../src/tools/qr/core/cameraCheck.ts';
import { CAMERA_VIEWS, cameraCopy } from '../src/tools/qr/core/cameraView.ts';
import { parseHexColor } from '../src/tools/qr/core/color.ts';
import { decodeQrCodes } from '../src/tools/qr/core/decode.ts';
import { encodeQr } from '../src/tools/qr/core/encode.ts';
import { prepareNodeDecoder } from '../src/tools/qr/core/nodeDecoder.ts';
import { rasterizeQr, type LogoPixels } from '../src/tools/qr/core/raster.ts';
import type { BenchRow, BenchSuite } from './types.ts';

const COLOURS: [string, string][] = [
  ['#000000', '#ffffff'],
  ['#1DA57A', '#ffffff'],
  ['#1f3a93', '#ffffff'],
  ['#e53935', '#ffffff'],
  ['#ff9800', '#ffffff'],
  ['#ffcc00', '#ffffff'],
  ['#ffff00', '#ffffff'],
  ['#cccccc', '#ffffff'],
  ['#777777', '#888888'],
  ['#ffffff', '#000000'],
  ['#444444', '#bbbbbb'],
];
/** Pairs no phone reads (contrast 1.1 to 1.6): none may ever be called 已校验. */
const UNREADABLE = new Set(['#ffff00', '#cccccc', '#777777']);
const SIZES = [256, 512, 1024];
const PAYLOAD_BYTES = [20, 300, 1500];
const LOGO_SCALES = [0, 20, 35];

function solidLogo(side: number): LogoPixels {
  const data = new Uint8ClampedArray(side * side * 4);
  for (let i = 0; i < data.length; i += 4) data.set([200, 30, 30, 255], i);
  return { side, data };
}

const payload = (bytes: number) =>
  Array.from({ length: bytes }, (_, i) => String.fromCharCode(48 + ((i * 7) % 43))).join('');

const suite: BenchSuite = async () => {
  prepareNodeDecoder();
  let total = 0;
  let agree = 0;
  let falseChecked = 0;
  let heldBack = 0;
  let unreadable = 0;
  let unreadableChecked = 0;
  for (const [fg, bg] of COLOURS)
    for (const size of SIZES)
      for (const bytes of PAYLOAD_BYTES)
        for (const logoScale of LOGO_SCALES) {
          const content = payload(bytes);
          const errorLevel = logoScale ? 'Q' : 'M';
          const qr = encodeQr(content, { errorLevel });
          const foreground = parseHexColor(fg)!;
          const background = parseHexColor(bg)!;
          const draw = (withLogo: boolean) =>
            rasterizeQr(qr, {
              size,
              margin: 4,
              foreground,
              background,
              logo:
                withLogo && logoScale
                  ? { pixels: solidLogo(64), scalePercent: logoScale }
                  : undefined,
            });
          const raster = draw(true);
          const report = await checkWithCamera({
            content,
            raster,
            withoutLogo: logoScale ? () => draw(false) : undefined,
            moduleCount: qr.size,
            margin: 4,
            foreground,
            background,
            errorLevel,
            logoScale: logoScale || undefined,
            decode: decodeQrCodes,
          });
          const jsQrReads = CAMERA_VIEWS.every((view, index) => {
            const copy = cameraCopy(raster, qr.size + 8, view, index + 1);
            return jsQR(copy.data, copy.width, copy.height)?.data === content;
          });
          total += 1;
          if (UNREADABLE.has(fg)) {
            unreadable += 1;
            if (report.ok) unreadableChecked += 1;
          }
          if (report.ok === jsQrReads) agree += 1;
          else if (report.ok) falseChecked += 1;
          else heldBack += 1;
        }
  const grid = `${COLOURS.length} colour pairs × ${SIZES.length} sizes × ${PAYLOAD_BYTES.length} payloads × ${LOGO_SCALES.length} logos = ${total} codes`;
  const row = (name: string, value: number, note: string): BenchRow => ({
    area: 'QR camera',
    name,
    value,
    unit: '%',
    limitName: 'jsQR on the same camera copies',
    limitValue: 100,
    ratio: value / 100,
    note,
  });
  const percent = (count: number) => Math.round((count / total) * 1000) / 10;
  return [
    row('verdict agrees with jsQR', percent(agree), grid),
    row('已校验 where jsQR cannot read', percent(falseChecked), `${falseChecked} of ${total}`),
    row('held back where jsQR reads', percent(heldBack), `${heldBack} of ${total}`),
    row(
      'low-contrast codes called 已校验',
      Math.round((unreadableChecked / unreadable) * 1000) / 10,
      `${unreadableChecked} of ${unreadable} (yellow, light grey on white; #777 on #888)`,
    ),
  ];
};

export default suite;
