import { CameraOutlined, PictureOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useMessages } from '../../../../app/i18n/LanguageContext';
import { isBlankOffer, type ComparisonDoc } from '../../core';
import { offerOfListing } from '../../listingOffer';
import { photoMessages } from '../../messages/photo';
import { OCR_DOWNLOAD_BYTES } from '../../ocr/ocrAssets';
import { useOcrReader } from '../../ocr/useOcrReader';
import { PhotoBoxes } from './PhotoBoxes';
import { TagReview } from './TagReview';
import { listingOfDraft } from './tagDraft';
import { useSavedReview } from './useSavedReview';

/** An object URL for `blob`, revoked when the blob changes or the reader closes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => blob && URL.createObjectURL(blob), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

interface Props {
  room: number;
  onChange: (update: (doc: ComparisonDoc) => ComparisonDoc) => void;
  onClose: () => void;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 拍价签 / 识别截图: pick or paste a photo, read it on this device, confirm the offers. */
export default function PhotoReader({ room, onChange, onClose }: Props) {
  const t = useMessages(photoMessages);
  const { state, read, restart, cached } = useOcrReader();
  const saved = useSavedReview();
  const { review, tags, drafts } = saved;
  const [reading, setReading] = useState<Blob>();
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const busy = state.step === 'downloading' || state.step === 'reading';
  const photoUrl = useObjectUrl(busy ? reading : review?.photo);

  /** Reads a photo; what it gives replaces the review only once it has been read. */
  const start = async (photo: Blob) => {
    setReading(photo);
    const result = await read(photo);
    setReading(undefined);
    if (result) saved.reviewRead(photo, result);
  };

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const image = Array.from(event.clipboardData?.files ?? []).find((file) =>
        file.type.startsWith('image/'),
      );
      if (!image) return;
      event.preventDefault();
      void start(image);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
    // start only sets state and reads: a fresh closure per render is fine to keep listening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chosen = drafts.filter((draft) => draft.include);
  const tooMany = chosen.length > room;
  const add = () => {
    const offers = chosen.map((draft) => offerOfListing(listingOfDraft(draft)));
    onChange((doc) => ({
      ...doc,
      offers: [...doc.offers.filter((o) => !isBlankOffer(o)), ...offers],
    }));
    saved.clear();
    onClose();
  };
  const again = () => {
    saved.clear();
    restart();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void start(file);
  };
  const reviewing = review !== null && state.step === 'pick';

  return (
    <div className="cmp-photo">
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={onFile}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={onFile}
        data-testid="photo-file"
      />
      {!saved.loaded && <Spin />}
      {saved.loaded && !reviewing && (state.step === 'pick' || state.step === 'failed') && (
        <>
          <Typography.Paragraph>{t('photo.hint')}</Typography.Paragraph>
          <Space wrap>
            <Button
              type="primary"
              icon={<CameraOutlined aria-hidden />}
              onClick={() => cameraInput.current?.click()}
            >
              {t('photo.take')}
            </Button>
            <Button
              icon={<PictureOutlined aria-hidden />}
              onClick={() => fileInput.current?.click()}
            >
              {t('photo.choose')}
            </Button>
          </Space>
          <Typography.Paragraph type="secondary" className="cmp-photo-note">
            {t('photo.private')}{' '}
            {cached === false && t('photo.download', { size: megabytes(OCR_DOWNLOAD_BYTES) })}
          </Typography.Paragraph>
        </>
      )}
      {state.step === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(
            `photo.error.${state.error.code as 'download' | 'modelStart' | 'badImage' | 'crashed'}`,
            {
              detail: String(state.error.params?.detail ?? state.error.code),
            },
          )}
        />
      )}
      {state.step === 'downloading' && (
        <div role="status">
          <Typography.Text>
            {t('photo.downloading', { done: megabytes(state.done), total: megabytes(state.total) })}
          </Typography.Text>
          <Progress percent={Math.floor((100 * state.done) / Math.max(1, state.total))} />
        </div>
      )}
      {state.step === 'reading' && (
        <div role="status">
          <Typography.Text>
            {state.total > 0 ? t('photo.readingLines', state) : t('photo.reading')}
          </Typography.Text>
          <Progress percent={state.total ? Math.floor((100 * state.done) / state.total) : 0} />
        </div>
      )}
      {photoUrl && (busy || reviewing) && (
        <PhotoBoxes
          url={photoUrl}
          alt={t('photo.imageAlt')}
          review={reviewing ? { ...review, tags } : undefined}
        />
      )}
      {reviewing && (
        <>
          <Typography.Paragraph role="status" type={drafts.length ? undefined : 'warning'}>
            {drafts.length ? t('photo.found', { count: drafts.length }) : t('photo.none')}
          </Typography.Paragraph>
          {drafts.map((draft, index) => (
            <TagReview
              key={index}
              index={index}
              draft={draft}
              onChange={(patch) => saved.edit(index, patch)}
            />
          ))}
          <Space wrap className="cmp-photo-actions">
            <Button type="primary" disabled={chosen.length === 0 || tooMany} onClick={add}>
              {t('photo.add', { count: chosen.length })}
            </Button>
            <Button onClick={again}>{t('photo.again')}</Button>
            {tooMany && (
              <Typography.Text type="danger" role="alert">
                {t('photo.tooMany', { room })}
              </Typography.Text>
            )}
          </Space>
        </>
      )}
    </div>
  );
}
