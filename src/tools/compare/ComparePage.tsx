import { App as AntdApp, Skeleton, Tabs, type InputRef } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { v4 as uuid } from 'uuid';
import { useMessages } from '../../app/i18n/LanguageContext';
import { LinkOptionsNotice } from '../../app/runtime/LinkOptionsNotice';
import { useToolAction } from '../../app/runtime/useToolAction';
import { useToolOptions } from '../../app/runtime/useToolOptions';
import { downloadBlob } from '../../app/ui/download';
import { lazyPanel } from '../../app/ui/lazyPanel';
import { useCopy } from '../../app/ui/useCopy';
import { useMainActionShortcut } from '../../app/ui/useMainActionShortcut';
import { ComparisonToolbar } from './components/ComparisonToolbar';
import { PriceTab } from './components/PriceTab';
import { emptyGood, emptyOffer, exportFile, SHARE_KEY } from './core';
import { compareMessages } from './messages';
import './compare.css';
import { CART_OVER_FIELD } from './components/focusIds';
import { loadedShareCodec, loadShareCodec } from './shareCodec';
import { compareTool } from './tool';
import { useComparisonLibrary } from './useComparisonLibrary';
import { useOpenOffer } from './useOpenOffer';
import { useRowRemoval } from './useRowRemoval';

// The 买够 and 凑单 tabs load when first opened: the screen opens on 比单价.
const BuyEnoughTab = lazyPanel(async () => ({
  default: (await import('./components/BuyEnoughTab')).BuyEnoughTab,
}));
const CartTab = lazyPanel(async () => ({
  default: (await import('./components/CartTab')).CartTab,
}));
// The saved comparisons drawer (antd Drawer, a virtualised list) loads when first opened.
const SavedComparisons = lazyPanel(async () => ({
  default: (await import('./components/SavedComparisons')).SavedComparisons,
}));

const TABS = ['price', 'need', 'cart'] as const;
type TabKey = (typeof TABS)[number];
const OPTION_DEFAULTS = { tab: 'price' as string };

/** 比价器: unit prices, 买够 and 凑单, saved in the browser and shareable by link. */
export default function ComparePage() {
  const t = useMessages(compareMessages);
  const { message } = AntdApp.useApp();
  const { copyText } = useCopy();
  const toolOptions = useToolOptions({
    storageKey: 'compare.options',
    version: 1,
    defaults: OPTION_DEFAULTS,
    normalize: (value) => ({
      tab: (TABS as readonly string[]).includes(value.tab) ? value.tab : 'price',
    }),
    label: t('options.label'),
  });
  const { options, setOptions } = toolOptions;
  const tab = options.tab as TabKey;
  const {
    library,
    current,
    updateCurrent,
    updateComparison,
    open,
    rename,
    remove,
    createNew,
    duplicate,
    importComparisons,
  } = useComparisonLibrary();
  const [savedOpen, setSavedOpen] = useState(false);
  const [savedShown, setSavedShown] = useState(false);
  if (savedOpen && !savedShown) setSavedShown(true);
  const [openOfferId, setOpenOfferId] = useOpenOffer(current);
  const { removeOffer, removeGood } = useRowRemoval(current, updateComparison);
  const inputs = useRef(new Map<string, InputRef>());
  /**
   * A field to focus once it is on screen: a new row, or the 满 field of a tab about to open
   * (a tab's content can mount a render after the switch, so the field takes focus when it
   * registers).
   */
  const pendingFocus = useRef<string | null>(null);
  const setFocusId = useCallback((id: string) => {
    const element = inputs.current.get(id);
    if (element) element.focus();
    else pendingFocus.current = id;
  }, []);

  const registerInput = useCallback(
    (id: string) => (element: InputRef | null) => {
      if (!element) {
        inputs.current.delete(id);
        return;
      }
      inputs.current.set(id, element);
      if (pendingFocus.current === id) {
        pendingFocus.current = null;
        element.focus();
      }
    },
    [],
  );

  const addOffer = useCallback(() => {
    const offer = emptyOffer(uuid());
    updateCurrent((doc) => ({ ...doc, offers: [...doc.offers, offer] }));
    setOpenOfferId(offer.id);
    setFocusId(offer.id);
  }, [updateCurrent, setOpenOfferId, setFocusId]);

  const addGood = useCallback(() => {
    const good = emptyGood(uuid());
    updateCurrent((doc) => ({ ...doc, cart: { ...doc.cart, goods: [...doc.cart.goods, good] } }));
    setFocusId(good.id);
  }, [updateCurrent, setFocusId]);

  useToolAction(
    compareTool,
    {
      addOffer: () => {
        setOptions({ tab: 'price' });
        addOffer();
      },
      unitPrice: () => {
        setOptions({ tab: 'price' });
        setRevealRanking(true);
      },
      coudan: () => {
        setOptions({ tab: 'cart' });
        setFocusId(CART_OVER_FIELD);
      },
    },
    library !== null,
  );

  // 算单价 shows the ranking: scrolled into view once the price tab has rendered it.
  const [revealRanking, setRevealRanking] = useState(false);
  useEffect(() => {
    if (!revealRanking || options.tab !== 'price') return;
    const frame = requestAnimationFrame(() => {
      document
        .querySelector('.cmp-summary, .cmp-page [role="tablist"]')
        ?.scrollIntoView({ block: 'center' });
      setRevealRanking(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [revealRanking, options.tab]);

  // 分享链接's compressor arrives while the screen is idle, so the click copies at once.
  useEffect(() => {
    const prefetch = () => void loadShareCodec().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return void setTimeout(prefetch, 2000);
    const idle = requestIdleCallback(prefetch, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);

  // Ctrl+Enter / ⌘+Enter adds a row to the list of the open tab, wherever the focus is.
  useMainActionShortcut(
    !current || tab === 'need' ? undefined : tab === 'cart' ? addGood : addOffer,
  );

  if (!library || !current) {
    return <Skeleton active aria-label={t('load.loading')} />;
  }

  const share = async () => {
    let codec = loadedShareCodec();
    try {
      codec ??= await loadShareCodec();
    } catch {
      message.error(t('notice.shareUnavailable'));
      return;
    }
    const url = `${window.location.origin}${window.location.pathname}#${SHARE_KEY}=${codec.encodeShare(current)}`;
    void copyText(url, t('notice.shareCopied'));
  };

  const exportAll = () => {
    const name = t('export.fileName', { stamp: dayjs().format('YYYYMMDD-HHmmss') });
    downloadBlob(name, exportFile(library.comparisons), 'application/json;charset=utf-8');
    message.success(t('notice.exported', { count: library.comparisons.length }));
  };

  return (
    <div className="cmp-page">
      <LinkOptionsNotice state={toolOptions} />
      <ComparisonToolbar
        name={current.name}
        onRename={(name) => updateCurrent((doc) => ({ ...doc, name }))}
        onNew={createNew}
        onShowSaved={() => setSavedOpen(true)}
        onShare={() => void share()}
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
                openOfferId={openOfferId}
                onOpenOffer={setOpenOfferId}
                onRemoveOffer={removeOffer}
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
                onRemoveGood={removeGood}
                registerNameInput={registerInput}
              />
            ),
          },
        ]}
        destroyOnHidden
      />
      {savedShown && (
        <SavedComparisons
          open={savedOpen}
          comparisons={library.comparisons}
          currentId={library.currentId}
          onClose={() => setSavedOpen(false)}
          onOpen={open}
          onRename={rename}
          onDuplicate={duplicate}
          onDelete={(doc) => remove(doc.id)}
        />
      )}
    </div>
  );
}
