/**
 * The QR tool's headless API (pure TypeScript, runs in Node, a worker or the page).
 * The decoder lives in ./decode (zxing-wasm) and is imported only where decoding happens.
 */
export {
  BYTE_CAPACITY,
  ERROR_LEVELS,
  MAX_BYTES,
  versionForBytes,
  atLeastLevel,
  isErrorLevel,
  utf8Bytes,
  utf8Length,
  type ErrorLevel,
} from './capacity';
export {
  QrCapacityError,
  QrEmptyContentError,
  isQrError,
  type QrError,
  type QrProblem,
} from './errors';
export { encodeQr, type EncodeOptions, type EncodedQr } from './encode';
export {
  MIN_SCAN_CONTRAST,
  colorProblems,
  contrastRatio,
  parseHexColor,
  relativeLuminance,
  toHexColor,
  type ColorProblem,
  type Rgb,
} from './color';
export {
  MAX_IMAGE_SIZE,
  MAX_LOGO_SCALE,
  MAX_MARGIN,
  MIN_IMAGE_SIZE,
  MIN_LOGO_SCALE,
  logoBox,
  qrLayout,
  type LogoBox,
  type QrLayout,
} from './layout';
export { rasterizeQr, type LogoPixels, type Raster, type RenderOptions } from './raster';
export { encodePng } from './png';
export {
  DEFAULT_STYLE,
  EYE_SHAPES,
  GRADIENT_KINDS,
  MAX_STYLE_TEXT,
  MODULE_SHAPES,
  isPlainStyle,
  parseStyle,
  type EyeShape,
  type GradientKind,
  type ModuleShape,
  type QrStyle,
} from './style';
export { STYLE_FONT, styledLayout, type StyledLayout, type TextSpec } from './styleLayout';
export { flattenOver, rasterizeStyledQr, type StyledRenderOptions } from './styledRaster';
export { renderStyledSvg, type StyledSvgOptions } from './styledSvg';
export { modulesPath, renderSvg, type SvgOptions } from './svg';
export {
  TEMPLATE_KINDS,
  WIFI_SECURITIES,
  EAP_METHODS,
  PHASE2_METHODS,
  WIFI_ENTERPRISE_DEFAULTS,
  emailPayload,
  geoPayload,
  geoProblems,
  smsPayload,
  urlPayload,
  vcardPayload,
  wifiPayload,
  type EmailFields,
  type GeoFields,
  type GeoProblem,
  type SmsFields,
  type TemplateKind,
  type VcardFields,
  type WifiFields,
  type WifiSecurity,
  type WifiEnterpriseFields,
} from './templates';
export {
  isPhoneProblem,
  parseDialNumber,
  telPayload,
  type DialNumber,
  type PhoneProblem,
} from './phone';
export { EVENT_TIME_ZONES, eventProblems, type EventFields, type EventProblem } from './calendar';
export {
  EMPTY_DRAFT,
  MAX_RECENT,
  addRecent,
  buildPayload,
  parseDraft,
  parseRecent,
  recentOf,
  type RecentContent,
  type TemplateDraft,
} from './draft';
export {
  MAX_BATCH_ROWS,
  batchFileNames,
  parseBatch,
  type BatchRow,
  type ParsedBatch,
} from './batch';
export {
  MAX_CHECKED_ROWS,
  checkBatch,
  checkedRow,
  type BatchCheck,
  type CheckedRow,
} from './batchCheck';
export {
  cellText,
  columnCount,
  dataRows,
  decodeTextFile,
  guessColumns,
  parseCsvTable,
  tableToBatchText,
  type ColumnChoice,
  type TextFileEncoding,
} from './batchFile';
export { singleFileName } from './fileName';
export { MAX_SHEET_CODES, sheetPageCount } from './sheet';
export { revealHidden, type RevealedPart, type RevealedText } from './reveal';
export { verifyDecoded, type DecodedSymbol, type VerifyResult } from './verify';
export {
  checkWithCamera,
  type CameraFix,
  type CameraProblem,
  type CameraReport,
  type StylePaint,
} from './cameraCheck';
