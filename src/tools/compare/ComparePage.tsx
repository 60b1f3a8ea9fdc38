import { App as AntdApp, Skeleton, Tabs, type InputRef } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { v4 as uuid } from 'uuid';
import { useMessages } from '../../app/i18n/LanguageContext';
import { useToolOptions } from '../../app/state/useToolOptions';
import { downloadBlob } from '../../app/ui/download';
import { useCopy } from '../../app/ui/useCopy';
import { useMainActionShortcut } from '../../app/ui/useMainActionShortcut';
import { BuyEnoughTab } from './components/BuyEnoughTab';
import { CartTab } from './components/CartTab';
import { ComparisonToolbar } from './components/ComparisonToolbar';
import { PriceTab } from './components/PriceTab';
import { SavedComparisons } from './components/SavedComparisons';
import {
  emptyGood,
  emptyOffer,
  encodeShare,
  exportFile,
  importFile,
  SHARE_KEY,
  type ComparisonDoc,
} from './core';
import { compareMessages } from './messages';
import './compare.css';
import { useComparisonLibrary, withNewIds } from './useComparisonLibrary';

const TABS = ['price', 'need', 'cart'] as const;
type TabKey = (typeof TABS)[number];
const OPTION_DEFAULTS = { tab: 'price' as string };

/** 比价器: unit prices, 买够 and 凑单, saved in the browser and shareable by link. */
export default function ComparePage() {
  const t = useMessages(compareMessages);
  const { message } = AntdApp.useApp();
  const { copyText } = useCopy();
  const { options, setOptions } = useToolOptions({
    storageKey: 'compare.options',
    version: 1,
    defaults: OPTION_DEFAULTS,
    normalize: (value) => ({
      tab: (TABS as readonly string[]).includes(value.tab) ? value.tab : 'price',
    }),
    label: '比价器选项',
  });
  const tab = options.tab as TabKey;
  const { library, current, updateCurrent, add, open, rename, remove, createNew, duplicate } =
    useComparisonLibrary();
  const [savedOpen, setSavedOpen] = useState(false);
  const inputs = useRef(new Map<string, InputRef>());
  const [focusId, setFocusId] = useState<string | null>(null);

  const registerInput = useCallback(
    (id: string) => (element: InputRef | null) => {
      if (element) inputs.current.set(id, element);
      else inputs.current.delete(id);
    },
    [],
  );

  useEffect(() => {
    if (focusId && inputs.current.has(focusId)) {
      inputs.current.get(focusId)?.focus();
      setFocusId(null);
    }
  }, [focusId, current]);

  const addOffer = useCallback(() => {
    const offer = emptyOffer(uuid());
    updateCurrent((doc) => ({ ...doc, offers: [...doc.offers, offer] }));
    setFocusId(offer.id);
  }, [updateCurrent]);

  const addGood = useCallback(() => {
    const good = emptyGood(uuid());
    updateCurrent((doc) => ({ ...doc, cart: { ...doc.cart, goods: [...doc.cart.goods, good] } }));
    setFocusId(good.id);
  }, [updateCurrent]);

  // Ctrl+Enter / ⌘+Enter adds a row to the list of the open tab, wherever the focus is.
  useMainActionShortcut(
    !current || tab === 'need' ? undefined : tab === 'cart' ? addGood : addOffer,
  );

  if (!library || !current) {
    return <Skeleton active aria-label={t('load.loading')} />;
  }

  const share = () => {
    const url = `${window.location.origin}${window.location.pathname}#${SHARE_KEY}=${encodeShare(current)}`;
    void copyText(url, t('notice.shareCopied'));
  };

  const exportAll = () => {
    const name = `比价器-${dayjs().format('YYYYMMDD-HHmmss')}.json`;
    downloadBlob(name, exportFile(library.comparisons), 'application/json;charset=utf-8');
    message.success(t('notice.exported', { count: library.comparisons.length }));
  };

  const importComparisons = async (file: File) => {
    const result = importFile(await file.text());
    if (!result.ok) {
      message.error(t('notice.importFailed', { error: result.error }));
      return;
    }
    const now = Date.now();
    add(result.comparisons.map((doc) => withNewIds(doc, now, doc.name)));
    message.success(t('notice.imported', { count: result.comparisons.length }));
  };

  const deleteComparison = (doc: ComparisonDoc) => {
    remove(doc.id);
    message.success(t('notice.deleted', { name: doc.name }));
  };

  return (
    <div className="cmp-page">
      <ComparisonToolbar
        name={current.name}
        onRename={(name) => updateCurrent((doc) => ({ ...doc, name }))}
        onNew={createNew}
        onShowSaved={() => setSavedOpen(true)}
        onShare={share}
        onDuplicate={() => duplicate(current)}
        onExport={exportAll}
        onImport={(file) => void importComparisons(file)}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setOptions({ tab: key })}
        items={[
          {
            key: 'price',
            label: t('tab.price'),
            children: (
              <PriceTab
                doc={current}
                onChange={updateCurrent}
                onAddOffer={addOffer}
                registerSpecInput={registerInput}
              />
            ),
          },
          {
            key: 'need',
            label: t('tab.need'),
            children: <BuyEnoughTab doc={current} onChange={updateCurrent} />,
          },
          {
            key: 'cart',
            label: t('tab.cart'),
            children: (
              <CartTab
                doc={current}
                onChange={updateCurrent}
                onAddGood={addGood}
                registerNameInput={registerInput}
              />
            ),
          },
        ]}
        destroyOnHidden
      />
      <SavedComparisons
        open={savedOpen}
        comparisons={library.comparisons}
        currentId={library.currentId}
        onClose={() => setSavedOpen(false)}
        onOpen={open}
        onRename={rename}
        onDuplicate={duplicate}
        onDelete={deleteComparison}
      />
    </div>
  );
}
