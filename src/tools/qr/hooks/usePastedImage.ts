import { useCallback, useEffect, useState } from 'react';

export interface PastedImage {
  file: File;
  name: string;
}

/**
 * An image pasted (Ctrl+V) while `active`, held until the reader takes it. The listener lives
 * with the screen, not with the reader: the reader's code loads with its tab, and an image
 * pasted before it arrives is read once it has, never dropped.
 */
export function usePastedImage(active: boolean, fallbackName: string) {
  const [pasted, setPasted] = useState<PastedImage>();
  useEffect(() => {
    if (!active) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = Array.from(event.clipboardData?.files ?? []).find((item) =>
        item.type.startsWith('image/'),
      );
      if (!file) return;
      event.preventDefault();
      setPasted({ file, name: file.name || fallbackName });
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [active, fallbackName]);
  /** The reader calls this as it starts on the image, so the same paste is read once. */
  const take = useCallback(() => setPasted(undefined), []);
  return { pasted, take };
}
