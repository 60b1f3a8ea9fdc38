import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { JsonTranslate } from '../../messages';
import type { SearchSource } from './useJsonSearch';
import type { SearchPanel } from './useSearchPanel';

// The bar, its state, texts and search code load when it is first opened, not with the screen.
const SearchBar = lazy(() =>
  import('./SearchBar').then(({ SearchBar }) => ({ default: SearchBar })),
);

/** 查找替换's button (for InputPane's buttons) and its bar, mounted from its first opening on. */
export function useSearchPane(panel: SearchPanel, source: SearchSource, t: JsonTranslate) {
  const [opened, setOpened] = useState(false);
  if (panel.open && !opened) setOpened(true);
  return {
    button: (
      <Tooltip title={t('search.openHelp')}>
        <Button
          size="small"
          icon={<SearchOutlined aria-hidden />}
          onClick={panel.show}
          aria-expanded={panel.open}
          aria-keyshortcuts="Control+H"
        >
          {t('search.open')}
        </Button>
      </Tooltip>
    ),
    bar: opened ? (
      <Suspense fallback={null}>
        <SearchBar panel={panel} source={source} t={t} />
      </Suspense>
    ) : null,
    highlights: panel.highlights,
  };
}
