import type { ComponentType } from 'react';
import { cataloguesReady } from '../i18n/catalogues';
import { diagnoseLoadFailure, type LoadFailure } from './release';

/** A chunk that has not arrived after this long is reported as failed (spec.md). */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * Why a screen's chunk did not load: it timed out, or (diagnosed after the import failed)
 * a new release replaced the running build's files, the file is missing from this build, or
 * the network is down. Only the last one blames the network.
 */
export type ChunkFailure = 'timeout' | LoadFailure;

export class ChunkLoadError extends Error {
  readonly reason: ChunkFailure;
  constructor(reason: ChunkFailure, cause?: unknown) {
    super(reason === 'timeout' ? 'Chunk load timed out' : `Chunk failed to load (${reason})`, {
      cause,
    });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

/** Rejects with a timeout ChunkLoadError after `ms`; other failures pass through as they are. */
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
        reject(error);
      },
    );
  });
}

/** A lazily loaded component: a screen, or an overlay such as the settings drawer. */
export type ComponentLoader<P = object> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Loaded components are kept so that going back to a screen is instant; failures are not
 * kept, so a retry asks the network again.
 */
// Keyed by the loader function; each entry holds that loader's own component type.
const loaded = new Map<unknown, unknown>();
const pending = new Map<unknown, Promise<unknown>>();

/**
 * A loader for a component that is part of the entry (the home page): loaded from the start,
 * so it renders in the first render, the prerendered HTML and its hydration included.
 */
export function staticScreen<P = object>(Component: ComponentType<P>): ComponentLoader<P> {
  const load: ComponentLoader<P> = () => Promise.resolve({ default: Component });
  loaded.set(load, Component);
  inHtml.add(load);
  return load;
}

const inHtml = new Set<unknown>();

/**
 * A screen whose chunk has loaded and whose view the HTML prerendered at build time holds (a
 * tool's page, loaded before hydrating: src/main.tsx, and in the build's render): its first
 * render is the loaded screen, never the loading one, so hydration matches that HTML.
 */
export function markInHtml(load: () => unknown): void {
  if (loaded.has(load)) inHtml.add(load);
}

/** Whether `load` renders at once in the prerendered HTML (staticScreen, markInHtml). */
export function isInHtml(load: () => unknown): boolean {
  return inHtml.has(load);
}

export function loadedScreen<P = object>(load: ComponentLoader<P>): ComponentType<P> | undefined {
  return loaded.get(load) as ComponentType<P> | undefined;
}

export function loadScreen<P = object>(
  load: ComponentLoader<P>,
  timeoutMs = CHUNK_TIMEOUT_MS,
  diagnose: () => Promise<LoadFailure> = () => diagnoseLoadFailure(),
): Promise<ComponentType<P>> {
  const ready = loadedScreen(load);
  if (ready) return Promise.resolve(ready);
  const existing = pending.get(load) as Promise<ComponentType<P>> | undefined;
  if (existing) return existing;
  // A screen's text in the interface language arrives with its code (lazy catalogues).
  const loadWithText = () => load().then(async (module) => (await cataloguesReady(), module));
  const promise = withTimeout(loadWithText(), timeoutMs).then(
    (module) => {
      loaded.set(load, module.default);
      pending.delete(load);
      return module.default;
    },
    async (error: unknown) => {
      // The spinner stays while the server is asked which build it runs (one small request).
      const failure =
        error instanceof ChunkLoadError ? error : new ChunkLoadError(await diagnose(), error);
      pending.delete(load);
      throw failure;
    },
  );
  pending.set(load, promise);
  return promise;
}
