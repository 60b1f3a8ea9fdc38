import { SnippetsOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { TextArea } from '../../../app/ui/inputs';
import { useMemo, useState } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { isBlankOffer, MAX_OFFERS, readListingLines, type ComparisonDoc } from '../core';
import { offerOfListing } from '../listingOffer';
import { compareMessages } from '../messages';

interface Props {
  /** How many more offers the comparison holds (MAX_OFFERS minus the offers it has). */
  room: number;
  onChange: (update: (doc: ComparisonDoc) => ComparisonDoc) => void;
}

/** 粘贴多个商品: titles copied from shop apps, one per line, become offers in one go. */
export function PasteListings({ room, onChange }: Props) {
  const t = useMessages(compareMessages);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const listings = useMemo(() => readListingLines(text), [text]);
  const unsure = listings.filter((listing) => listing.amounts.length !== 1).length;
  // Nothing is cut off silently: a paste that does not fit is refused with the numbers.
  const tooMany = listings.length > room;

  const add = () => {
    onChange((doc) => {
      // Blank rows (the two a new comparison starts with) make way for the pasted offers.
      const kept = doc.offers.filter((offer) => !isBlankOffer(offer));
      return { ...doc, offers: [...kept, ...listings.map(offerOfListing)] };
    });
    setText('');
    setOpen(false);
  };

  if (!open) {
    return (
      <Button icon={<SnippetsOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('paste.open')}
      </Button>
    );
  }
  return (
    <div className="cmp-paste">
      <TextArea
        aria-label={t('paste.label')}
        placeholder={t('paste.placeholder')}
        autoSize={{ minRows: 3, maxRows: 10 }}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <Space wrap>
        <Button type="primary" disabled={listings.length === 0 || tooMany} onClick={add}>
          {t('paste.add', { count: listings.length })}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('paste.close')}</Button>
        {tooMany && (
          <Typography.Text type="danger" role="alert">
            {t('paste.tooMany', { count: listings.length, room, max: MAX_OFFERS })}
          </Typography.Text>
        )}
        {listings.length > 0 && !tooMany && (
          <Typography.Text type={unsure ? 'warning' : 'secondary'} role="status">
            {unsure
              ? t('paste.unsure', { count: unsure })
              : t('paste.ready', { count: listings.length })}
          </Typography.Text>
        )}
      </Space>
    </div>
  );
}
