import { useCallback, useMemo, useState } from 'react';

export const MAX_LOGO_FILE_BYTES = 2 * 1024 * 1024;

export interface LogoImage {
  /** Changes with every upload, so outputs know their logo is current. */
  id: number;
  name: string;
  /** data: URL: CSP allows data: images, and the SVG file embeds it as is. */
  href: string;
  image: HTMLImageElement;
}

export type LogoLoadError = { kind: 'tooLarge'; size: number } | { kind: 'notImage' };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function loadImage(href: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => (image.naturalWidth > 0 ? resolve(image) : reject(new Error('empty')));
    image.onerror = () => reject(new Error('not an image'));
    image.src = href;
  });
}

/** Draws the logo centred in a square of `side` px (aspect kept), as RGBA for the worker. */
export function fitLogo(image: HTMLImageElement, side: number): Uint8ClampedArray {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d')!;
  const width = image.naturalWidth || side;
  const height = image.naturalHeight || side;
  const scale = Math.min(side / width, side / height);
  const drawWidth = width * scale;
  const drawHeight = height * scale;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, (side - drawWidth) / 2, (side - drawHeight) / 2, drawWidth, drawHeight);
  return context.getImageData(0, 0, side, side).data;
}

/** The uploaded logo (kept in memory only: images are too big for localStorage). */
let nextLogoId = 1;

export function useLogo() {
  const [logo, setLogo] = useState<LogoImage>();

  const load = useCallback(async (file: File): Promise<LogoLoadError | undefined> => {
    if (file.size > MAX_LOGO_FILE_BYTES) return { kind: 'tooLarge', size: file.size };
    try {
      const href = await readAsDataUrl(file);
      if (!href.startsWith('data:image/')) return { kind: 'notImage' };
      const image = await loadImage(href);
      setLogo({ id: nextLogoId++, name: file.name, href, image });
      return undefined;
    } catch {
      return { kind: 'notImage' };
    }
  }, []);

  const remove = useCallback(() => setLogo(undefined), []);
  return useMemo(() => ({ logo, load, remove }), [logo, load, remove]);
}
