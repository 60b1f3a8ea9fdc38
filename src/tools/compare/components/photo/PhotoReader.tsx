import { CameraOutlined, PictureOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useMessages } from '../../../../app/i18n/LanguageContext';
import { isBlankOffer, type ComparisonDoc } from '../../core';
import { offerOfListing } from '../../listingOffer';
import { photoMessages } from '../../messages/photo';
import { OCR_DOWNLOAD_BYTES } from '../../ocr/ocrAssets';
import { useOcrReader } from '../../ocr/useOcrReader';
import { PhotoBoxes } from './PhotoBoxes';
import { TagReview } from './TagReview';
import { draftOf, listingOfDraft, type TagDraft } from './tagDraft';

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
  const [photoUrl, setPhotoUrl] = useState<string>();
  const [drafts, setDrafts] = useState<TagDraft[]>([]);
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (photoUrl && URL.revokeObjectURL(photoUrl)), [photoUrl]);
  useEffect(() => {
    if (state.step === 'review') setDrafts(state.tags.map(draftOf));
  }, [state]);

  const start = (photo: Blob) => {
    setPhotoUrl(URL.createObjectURL(photo));
    setDrafts([]);
    void read(photo);
  };

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const image = Array.from(event.clipboardData?.files ?? []).find((file) =>
        file.type.startsWith('image/'),
      );
      if (!image) return;
      event.preventDefault();
      start(image);
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
    onClose();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) start(file);
  };
  const busy = state.step === 'downloading' || state.step === 'reading';

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
      {(state.step === 'pick' || state.step === 'failed') && (
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
      {photoUrl && (busy || state.step === 'review') && (
        <PhotoBoxes
          url={photoUrl}
          alt={t('photo.imageAlt')}
          review={state.step === 'review' ? state : undefined}
        />
      )}
      {state.step === 'review' && (
        <>
          <Typography.Paragraph role="status" type={drafts.length ? undefined : 'warning'}>
            {drafts.length ? t('photo.found', { count: drafts.length }) : t('photo.none')}
          </Typography.Paragraph>
          {drafts.map((draft, index) => (
            <TagReview
              key={index}
              index={index}
              draft={draft}
              onChange={(patch) =>
                setDrafts((all) =>
                  all.map((one, at) => (at === index ? { ...one, ...patch } : one)),
                )
              }
            />
          ))}
          <Space wrap className="cmp-photo-actions">
            <Button type="primary" disabled={chosen.length === 0 || tooMany} onClick={add}>
              {t('photo.add', { count: chosen.length })}
            </Button>
            <Button onClick={restart}>{t('photo.again')}</Button>
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
