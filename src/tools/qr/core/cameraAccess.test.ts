import { describe, expect, it } from 'vitest';
import { cameraProblemOf, frameSize } from './cameraAccess';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('cameraProblemOf', () => {
  it('names each getUserMedia failure a user can act on', () => {
    expect(cameraProblemOf(domError('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(domError('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(domError('NotFoundError'))).toBe('none');
    expect(cameraProblemOf(domError('OverconstrainedError'))).toBe('none');
    expect(cameraProblemOf(domError('NotReadableError'))).toBe('busy');
    expect(cameraProblemOf({ name: 'AbortError' })).toBe('busy');
    expect(cameraProblemOf(new TypeError('x'))).toBe('failed');
    expect(cameraProblemOf('nonsense')).toBe('failed');
  });
});

describe('frameSize', () => {
  it('scales the longer side down to the limit, keeping the aspect ratio', () => {
    expect(frameSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(frameSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
  });
  it('never enlarges a small frame', () => {
    expect(frameSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
