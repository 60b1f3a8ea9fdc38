import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { JsonTranslate } from '../../messages';
import { SearchBar } from './SearchBar';
import type { JsonSearch } from './useJsonSearch';

/** What InputPane shows of 查找替换: the button that opens it, the bar, the editor's marks. */
export function searchPaneProps(search: JsonSearch, t: JsonTranslate) {
  return {
    button: (
      <Tooltip title={t('search.openHelp')}>
        <Button
          size="small"
          icon={<SearchOutlined aria-hidden />}
          onClick={search.show}
          aria-expanded={search.open}
          aria-keyshortcuts="Control+H"
        >
          {t('search.open')}
        </Button>
      </Tooltip>
    ),
    bar: search.open ? <SearchBar search={search} t={t} /> : null,
    highlights: search.highlights,
  };
}
