/**
 * Why the camera could not be opened, from getUserMedia's DOMException name, so the page can
 * say what to do instead of silently showing nothing.
 */
export type CameraProblem = 'insecure' | 'denied' | 'none' | 'busy' | 'failed';

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || isNamed(error) ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

function isNamed(value: unknown): value is { name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

/** The longer side a frame is scaled to before decoding: codes in frame stay ≥ 2 px/module. */
export const FRAME_LONG_SIDE = 1280;

/** The size a video frame is decoded at: never enlarged, the longer side at most `limit`. */
export function frameSize(
  width: number,
  height: number,
  limit = FRAME_LONG_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, limit / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
