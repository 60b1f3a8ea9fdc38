import { Empty, Input, Modal, Tag, type InputRef } from 'antd';
import {
  createElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { tools as registry } from '../../../tools/registry';
import { useLanguage, useT } from '../../i18n/LanguageContext';
import { ACTION_PARAM } from '../../runtime/toolManifest';
import { useGlobalModel } from '../../state/globalModel';
import { recentTools } from '../../state/usageLog';
import { useUserData } from '../../state/userData';
import { buildSearchEntries, searchEntries, type SearchEntry } from './searchTools';
import './palette.css';
import { takeTypeAhead } from './typeAhead';

// Titles in both languages are searchable whatever the interface language.
const ENTRIES = buildSearchEntries(registry);

/** With nothing typed: recently used tools first, then the rest in menu order. */
function defaultEntries(toolIds: readonly string[], recent: readonly string[]): SearchEntry[] {
  const order = [
    ...recent.filter((id) => toolIds.includes(id)),
    ...toolIds.filter((id) => !recent.includes(id)),
  ];
  return order.map((id) => ENTRIES.find((entry) => entry.kind === 'tool' && entry.toolId === id)!);
}

/** The search palette (Ctrl/⌘+K or /): tools and their main actions, by name or pinyin. */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { routes } = useGlobalModel();
  const { usage } = useUserData();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState(false);
  const inputRef = useRef<InputRef>(null);
  const listId = useId();

  // Focus at once, not after the opening animation: people type right after Ctrl+K. What they
  // typed before the input had focus was held for it (typeAhead).
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => {
      const early = takeTypeAhead();
      if (early) setQuery((current) => current + early);
      inputRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const results = useMemo(() => {
    if (query.trim()) return searchEntries(ENTRIES, query).map((result) => result.entry);
    return defaultEntries(
      routes.map((tool) => tool.id),
      recentTools(usage, 5).map((entry) => entry.tool),
    );
  }, [query, routes, usage]);
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));

  const describe = (entry: SearchEntry) => {
    const tool = routes.find((item) => item.id === entry.toolId)!;
    const action = tool.actions?.find((item) => item.id === entry.actionId);
    return {
      tool,
      title: action ? tool.text[language].actions[action.id] : tool.text[language].title,
      toolTitle: tool.text[language].title,
    };
  };

  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    const { tool } = describe(entry);
    // The chosen tool or action decides where focus goes (an action may focus a field); the
    // palette gives it back to where it was opened from only when left without a choice.
    setChosen(true);
    onClose();
    navigate(entry.actionId ? `${tool.path}?${ACTION_PARAM}=${entry.actionId}` : tool.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % Math.max(1, results.length));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(results[activeIndex]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('palette.title')}
      width={560}
      className="command-palette"
      destroyOnHidden
      afterOpenChange={(visible) => visible && inputRef.current?.focus()}
      focusTriggerAfterClose={!chosen}
      afterClose={() => {
        setQuery('');
        setActive(0);
        setChosen(false);
      }}
    >
      <Input
        ref={inputRef}
        size="large"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.label')}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="visually-hidden" role="status" aria-live="polite">
        {query.trim() ? t('palette.results', { count: results.length }) : ''}
      </div>
      {results.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('palette.empty', { query: query.trim() })}
        />
      ) : (
        <ul className="palette-results" id={listId} role="listbox" aria-label={t('palette.label')}>
          {results.map((entry, index) => {
            const { tool, title, toolTitle } = describe(entry);
            return (
              <li
                key={`${entry.toolId}.${entry.actionId ?? ''}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className="palette-option"
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => choose(entry)}
              >
                <span className="palette-option-icon" aria-hidden>
                  {createElement(tool.icon, { 'aria-hidden': true })}
                </span>
                <span className="palette-option-title">
                  {entry.kind === 'action' && (
                    <span className="palette-option-tool">{toolTitle} › </span>
                  )}
                  {title}
                </span>
                <Tag className="palette-option-kind" bordered={false}>
                  {entry.kind === 'tool' ? t('palette.kind.tool') : t('palette.kind.action')}
                </Tag>
              </li>
            );
          })}
        </ul>
      )}
      <p className="palette-hint">{t('palette.hint')}</p>
    </Modal>
  );
}
