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

  it('reports a failed import with the diagnosed reason', async () => {
    for (const reason of ['updated', 'missing', 'offline'] as const) {
      const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      const error = await loadScreen(load, 1000, async () => reason).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect(error).toMatchObject({ reason });
    }
  });

  it('does not ask the server after a time-out', async () => {
    vi.useFakeTimers();
    const diagnose = vi.fn(async () => 'updated' as const);
    const result = loadScreen(() => new Promise<never>(() => {}), 1000, diagnose);
    const settled = expect(result).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(diagnose).not.toHaveBeenCalled();
  });

  it('asks the network again after a failure, and keeps a success', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    await expect(loadScreen(load, 1000, async () => 'missing')).rejects.toMatchObject({
      reason: 'missing',
    });
    expect(loadedScreen(load)).toBeUndefined();
    await expect(loadScreen(load)).resolves.toBe(Page);
    await expect(loadScreen(load)).resolves.toBe(Page);
    expect(loadedScreen(load)).toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
