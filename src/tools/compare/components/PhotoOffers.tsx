import { CameraOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import type { ComparisonDoc } from '../core';
import { compareMessages } from '../messages';

// The reader, its OCR worker and models load only when the user opens it (issue 20).
const PhotoReader = lazy(async () => {
  await import('./photo/photo.css');
  return import('./photo/PhotoReader');
});

interface Props {
  room: number;
  onChange: (update: (doc: ComparisonDoc) => ComparisonDoc) => void;
}

/** 拍价签 / 识别截图: offers from a photo of shelf tags or a shop screenshot. */
export function PhotoOffers({ room, onChange }: Props) {
  const t = useMessages(compareMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* On a phone only the camera shows, so the toolbar stays one row (its name stays). */}
      <Button
        className="cmp-photo-open"
        aria-label={t('photo.open')}
        title={t('photo.open')}
        icon={<CameraOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        <span className="cmp-photo-open-label">{t('photo.open')}</span>
      </Button>
      <Modal
        open={open}
        title={t('photo.title')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        width={640}
      >
        <Suspense fallback={<Spin />}>
          <PhotoReader room={room} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
