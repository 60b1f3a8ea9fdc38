import type { encodeShare, decodeShare } from './core/shareLink';

interface ShareCodec {
  encodeShare: typeof encodeShare;
  decodeShare: typeof decodeShare;
}

/**
 * The share link's compressor (fflate, about 5 KB gzip) is used only by 分享链接 and by an
 * opened link, so it is not part of the screen's first load (issue 19): it loads when the
 * screen is idle, or at once when a link is opened first. Once in, it is used synchronously,
 * so 分享链接 copies within the click (Safari allows clipboard writes only there).
 */
let codec: ShareCodec | undefined;
let loading: Promise<ShareCodec> | undefined;

export function loadShareCodec(): Promise<ShareCodec> {
  loading ??= import('./core/shareLink').then(
    (module) => (codec = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The codec if it has loaded. */
export function loadedShareCodec(): ShareCodec | undefined {
  return codec;
}
