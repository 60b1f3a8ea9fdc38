// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QrWorkerClient } from '../worker/client';
import { useCameraScan } from './useCameraScan';

/** A camera whose video starts playing only when the test says so. */
function fakeCamera() {
  const track = { stop: vi.fn(), readyState: 'live' };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => stream),
      enumerateDevices: vi.fn(async () => [{ kind: 'videoinput', deviceId: 'back' }]),
    },
  });
  let playing: () => void = () => undefined;
  const video = document.createElement('video');
  const play = vi.fn(() => new Promise<void>((resolve) => (playing = resolve)));
  Object.defineProperty(video, 'play', { value: play });
  // happy-dom takes only its own MediaStream here.
  Object.defineProperty(video, 'srcObject', { writable: true, value: null });
  return { track, video, play, startPlaying: () => playing() };
}

const client = { run: vi.fn() } as unknown as QrWorkerClient;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('useCameraScan', () => {
  it('停止扫描 while the camera is starting leaves it stopped and released', async () => {
    const camera = fakeCamera();
    const { result } = renderHook(() => useCameraScan(client, true, () => undefined));
    result.current.videoRef.current = camera.video;
    let started: Promise<void> = Promise.resolve();
    act(() => {
      started = result.current.start();
    });
    expect(result.current.state.status).toBe('starting');
    await vi.waitFor(() => expect(camera.play).toHaveBeenCalled());
    act(() => result.current.stop());
    await act(async () => {
      camera.startPlaying();
      await started;
    });
    expect(result.current.state.status).toBe('off');
    expect(camera.track.stop).toHaveBeenCalled();
    expect(client.run).not.toHaveBeenCalled();
  });
});
