import type { ComponentType } from 'react';
import type { ScreenLoader } from '../runtime/toolManifest';

/** A chunk that has not arrived after this long is reported as failed (spec.md). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  readonly reason: 'timeout' | 'network';
  constructor(reason: 'timeout' | 'network', cause?: unknown) {
    super(reason === 'timeout' ? 'Chunk load timed out' : 'Chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('network', error));
      },
    );
  });
}

/**
 * Loaded screens are kept so that going back to a screen is instant; failures are not kept,
 * so a retry asks the network again.
 */
const loaded = new Map<ScreenLoader, ComponentType>();
const pending = new Map<ScreenLoader, Promise<ComponentType>>();

export function loadedScreen(load: ScreenLoader): ComponentType | undefined {
  return loaded.get(load);
}

export function loadScreen(
  load: ScreenLoader,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<ComponentType> {
  const ready = loaded.get(load);
  if (ready) return Promise.resolve(ready);
  const existing = pending.get(load);
  if (existing) return existing;
  const promise = withTimeout(load(), timeoutMs).then(
    (module) => {
      loaded.set(load, module.default);
      pending.delete(load);
      return module.default;
    },
    (error: unknown) => {
      pending.delete(load);
      throw error;
    },
  );
  pending.set(load, promise);
  return promise;
}
