import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Checkbox, Drawer, Flex, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n/LanguageContext';
import { useGlobalModel } from '../../state/globalModel';
import { downloadBlob } from '../../ui/download';
import { HeaderControls } from '../HeaderControls';
import { MAX_IMPORT_MB, itemCount, parseDataFile, type ImportError } from './dataFile';
import { groupSavedData, type SavedGroup } from './savedDataInventory';
import { deleteSaved, exportSavedData, listSaved, replaceSavedData } from './savedDataStore';
import './settings.css';

/** Saved data changes under every store's feet: reloading is how all screens re-read it. */
function reloadSoon() {
  setTimeout(() => window.location.reload(), 600);
}

/** Settings from the header: theme, language, saved data (delete with counts, export, import). */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { message, modal } = AntdApp.useApp();
  const { routes } = useGlobalModel();
  const [groups, setGroups] = useState<SavedGroup[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);

  const refreshGroups = useCallback(async () => {
    setGroups(groupSavedData(await listSaved(), routes));
  }, [routes]);

  useEffect(() => {
    if (!open) return;
    setSelected([]);
    void refreshGroups();
  }, [open, refreshGroups]);

  const groupLabel = (group: SavedGroup) => {
    switch (group.kind) {
      case 'preferences':
        return t('settings.data.preferences');
      case 'favorites':
        return t('settings.data.favorites');
      case 'usage':
        return t('settings.data.usage');
      case 'tool': {
        const tool = routes.find((item) => item.id === group.toolId);
        if (!tool) return t('settings.data.other');
        return t('settings.data.toolItem', {
          tool: tool.text[language].title,
          name: tool.text[language].saved[group.savedId ?? ''] ?? group.savedId ?? '',
        });
      }
      default:
        return t('settings.data.other');
    }
  };
  const groupCount = (group: SavedGroup) => {
    if (group.kind === 'favorites') return t('settings.data.favoriteCount', { count: group.count });
    if (group.kind === 'usage') return t('settings.data.useCount', { count: group.count });
    return t('settings.data.items', { count: group.count });
  };

  const clearSelected = () => {
    const chosen = (groups ?? []).filter((group) => selected.includes(group.id));
    if (!chosen.length) return;
    const list = chosen
      .map((group) => `${groupLabel(group)}（${groupCount(group)}）`)
      .join(t('settings.data.listSeparator'));
    modal.confirm({
      title: t('settings.data.clear'),
      content: t('settings.data.clearConfirm', { list }),
      okText: t('settings.data.clear'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteSaved(chosen.flatMap((group) => group.keys));
        message.success(t('settings.data.cleared'));
        reloadSoon();
      },
    });
  };

  const exportAll = async () => {
    const now = new Date();
    const { file, skipped } = await exportSavedData(now);
    downloadBlob(
      `toolbox-data-${dayjs(now).format('YYYYMMDD-HHmmss')}.json`,
      JSON.stringify(file, null, 2),
      'application/json',
    );
    message.success(t('settings.exported', { count: itemCount(file) }));
    if (skipped) message.warning(t('settings.exportSkipped', { count: skipped }));
  };

  const importErrorText = (error: ImportError) => {
    switch (error.code) {
      case 'notJson':
        return t('settings.import.notJson', { detail: error.detail });
      case 'notExport':
        return t('settings.import.notExport');
      case 'version':
        return t('settings.import.version', { version: error.version });
      case 'badEntry':
        return t('settings.import.badEntry', { index: error.index, key: error.key });
    }
  };

  const importFile = async (file: File) => {
    if (file.size > MAX_IMPORT_MB * 1024 * 1024) {
      const reason = t('settings.import.tooBig', {
        size: (file.size / 1024 / 1024).toFixed(1),
        max: MAX_IMPORT_MB,
      });
      message.error(t('settings.import.failed', { reason }));
      return;
    }
    const parsed = parseDataFile(await file.text());
    if (!parsed.ok) {
      message.error(t('settings.import.failed', { reason: importErrorText(parsed.error) }));
      return;
    }
    const data = parsed.file;
    const date = data.exportedAt ? dayjs(data.exportedAt).format('YYYY-MM-DD HH:mm') : '—';
    modal.confirm({
      title: t('settings.import.title'),
      content: t('settings.import.detail', { count: itemCount(data), date }),
      okText: t('settings.import.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const complete = await replaceSavedData(data);
        if (!complete) message.warning(t('settings.import.writeFailed'));
        reloadSoon();
      },
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      placement="right"
      size={400}
      className="settings-drawer"
    >
      <section aria-labelledby="settings-appearance">
        <Typography.Title level={3} id="settings-appearance" className="settings-title">
          {t('settings.appearance')}
        </Typography.Title>
        <HeaderControls compact={false} />
      </section>

      <section aria-labelledby="settings-data">
        <Typography.Title level={3} id="settings-data" className="settings-title">
          {t('settings.data')}
        </Typography.Title>
        {groups === null ? (
          <Spin size="small">
            <p>{t('settings.data.loading')}</p>
          </Spin>
        ) : groups.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('settings.data.empty')}</Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('settings.data.intro')}</Typography.Paragraph>
            <Checkbox.Group
              className="settings-data-list"
              value={selected}
              onChange={(values) => setSelected(values as string[])}
              options={groups.map((group) => ({
                value: group.id,
                label: (
                  <span className="settings-data-item">
                    <span>{groupLabel(group)}</span>
                    <span className="settings-data-count">{groupCount(group)}</span>
                  </span>
                ),
              }))}
            />
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={selected.length === 0}
              onClick={clearSelected}
            >
              {t('settings.data.clear')}
            </Button>
          </>
        )}
      </section>

      <section aria-labelledby="settings-transfer">
        <Typography.Title level={3} id="settings-transfer" className="settings-title">
          {t('settings.transfer')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('settings.transfer.intro')}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportAll()}>
            {t('settings.export')}
          </Button>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
            {t('settings.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t('settings.import')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </Flex>
      </section>
    </Drawer>
  );
}
