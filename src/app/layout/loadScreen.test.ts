import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  loadScreen,
  loadedScreen,
  withTimeout,
} from './loadScreen';

const Page = () => null;

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('times out after 120 seconds', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, CHUNK_TIMEOUT_MS);
    const settled = expect(result).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('reports a failed import as a network load error', async () => {
    await expect(
      withTimeout(Promise.reject(new TypeError('Failed to fetch')), 1000),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('asks the network again after a failure, and keeps a success', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    await expect(loadScreen(load)).rejects.toMatchObject({ reason: 'network' });
    expect(loadedScreen(load)).toBeUndefined();
    await expect(loadScreen(load)).resolves.toBe(Page);
    await expect(loadScreen(load)).resolves.toBe(Page);
    expect(loadedScreen(load)).toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
