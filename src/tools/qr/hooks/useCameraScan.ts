import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraProblemOf, frameSize, type CameraProblem } from '../core/cameraAccess';
import { isCancelled, workerErrorOf, type QrWorkerClient } from '../worker/client';
import type { WorkerError } from '../../../app/runtime/workerClient';

export type ScanState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'scanning'; cameras: number }
  | { status: 'failed'; problem: CameraProblem; detail: string }
  | { status: 'decoderFailed'; error: WorkerError };

interface Session {
  running: boolean;
  stream?: MediaStream;
}

/** Pause between two decodes: enough for a phone's CPU, quick enough to feel immediate. */
const MIN_INTERVAL_MS = 120;

function nextFrame(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => {
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => resolve());
    else setTimeout(resolve, MIN_INTERVAL_MS);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The back camera (on phones) read frame by frame in the QR worker until a frame holds codes;
 * then the camera is released and `onFound` gets every text and the frame that held them.
 * The camera is also released when the tab is left, the page is hidden or the screen unmounts,
 * so the camera light never stays on behind the user's back. Frames never leave the page.
 */
export function useCameraScan(
  client: QrWorkerClient,
  active: boolean,
  onFound: (texts: string[], frame: Blob) => void,
) {
  const [state, setState] = useState<ScanState>({ status: 'off' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const session = useRef<Session>({ running: false });
  const cameraIndex = useRef(0);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  const stop = useCallback(() => {
    const current = session.current;
    current.running = false;
    current.stream?.getTracks().forEach((track) => track.stop());
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((previous) => (previous.status === 'failed' ? previous : { status: 'off' }));
  }, []);

  const scanLoop = useCallback(
    async (current: Session, video: HTMLVideoElement) => {
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: false })!;
      while (current.running) {
        await nextFrame(video);
        if (!current.running || video.videoWidth === 0) continue;
        const size = frameSize(video.videoWidth, video.videoHeight);
        canvas.width = size.width;
        canvas.height = size.height;
        context.drawImage(video, 0, 0, size.width, size.height);
        const bitmap = await createImageBitmap(canvas);
        try {
          const response = await client.run(
            { type: 'decode', image: bitmap },
            { transfer: [bitmap] },
          );
          if (current.running && response.type === 'decoded' && response.texts.length > 0) {
            const frame = await new Promise<Blob | null>((resolve) =>
              canvas.toBlob(resolve, 'image/jpeg', 0.85),
            );
            stop();
            onFoundRef.current(response.texts, frame ?? new Blob());
            return;
          }
        } catch (error) {
          if (isCancelled(error)) continue;
          if (!current.running) return;
          stop();
          setState({ status: 'decoderFailed', error: workerErrorOf(error) });
          return;
        }
        await wait(MIN_INTERVAL_MS);
      }
    },
    [client, stop],
  );

  const start = useCallback(async () => {
    stop();
    const current: Session = { running: true };
    session.current = current;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'failed', problem: 'insecure', detail: '' });
      return;
    }
    setState({ status: 'starting' });
    try {
      const devices = await listCameras();
      const chosen = devices.length > 1 ? devices[cameraIndex.current % devices.length] : undefined;
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: chosen?.deviceId
          ? { deviceId: { exact: chosen.deviceId } }
          : { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
      });
      if (!current.running) return stream.getTracks().forEach((track) => track.stop());
      current.stream = stream;
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play();
      const cameras = (await listCameras()).length;
      // 停止扫描 (or leaving the tab) while the camera was starting: it stays stopped.
      if (!current.running) return;
      setState({ status: 'scanning', cameras });
      void scanLoop(current, video);
    } catch (error) {
      // Stopped meanwhile: play() is interrupted when the stream goes; that is no failure.
      if (!current.running) return;
      current.running = false;
      current.stream?.getTracks().forEach((track) => track.stop());
      setState({
        status: 'failed',
        problem: cameraProblemOf(error),
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  }, [scanLoop, stop]);

  /** The next camera (front / back / external), where the device has more than one. */
  const switchCamera = useCallback(() => {
    cameraIndex.current += 1;
    void start();
  }, [start]);

  useEffect(() => {
    if (!active) stop();
  }, [active, stop]);

  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && stop();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', stop);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', stop);
      stop();
    };
  }, [stop]);

  return { state, videoRef, start, stop, switchCamera };
}

async function listCameras(): Promise<MediaDeviceInfo[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === 'videoinput');
}
