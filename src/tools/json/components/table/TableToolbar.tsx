import { DownloadOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Checkbox, Select, Space, Typography } from 'antd';
import { parsePath, type TableCandidate } from '../../core/table/tableModel';
import type { TableTranslate } from './tableMessages';

interface TableToolbarProps {
  candidates: TableCandidate[];
  path: string;
  shown: number;
  total: number;
  bom: boolean;
  onBom: (bom: boolean) => void;
  onPath: (path: string) => void;
  onExport: (format: 'csv' | 'xlsx') => void;
  t: TableTranslate;
}

/** The prefixes of a path as nodePath writes it: `$`, `$.a`, `$.a[3]`… with their labels. */
function crumbsOf(path: string): { path: string; label: string }[] {
  const steps = parsePath(path) ?? [];
  const crumbs = [{ path: '$', label: '$' }];
  let at = '$';
  const identifier = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;
  for (const step of steps) {
    if (typeof step === 'number') at += `[${step}]`;
    else if (identifier.test(step)) at += `.${step}`;
    else at += `['${step.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
    crumbs.push({ path: at, label: String(step) });
  }
  return crumbs;
}

/** Which table (picker and breadcrumb back up the path), how many rows show, and export. */
export function TableToolbar(props: TableToolbarProps) {
  const { candidates, path, shown, total, bom, onBom, onPath, onExport, t } = props;
  const crumbs = crumbsOf(path);
  return (
    <div className="json-table-toolbar">
      <Select
        className="json-table-picker"
        showSearch
        value={path}
        aria-label={t('table.pick')}
        onChange={onPath}
        options={[
          ...(candidates.some((candidate) => candidate.path === path)
            ? []
            : [{ value: path, label: path }]),
          ...candidates.map((candidate) => ({
            value: candidate.path,
            label: t('table.candidate', {
              path: candidate.path,
              rows: candidate.rows.toLocaleString(),
            }),
          })),
        ]}
      />
      <nav aria-label={t('table.breadcrumb')}>
        <Breadcrumb
          items={crumbs.map((crumb, at) => ({
            key: crumb.path,
            title:
              at < crumbs.length - 1 ? (
                <a
                  href="#"
                  onClick={(event) => {
                    event.preventDefault();
                    onPath(crumb.path);
                  }}
                >
                  {crumb.label}
                </a>
              ) : (
                crumb.label
              ),
          }))}
        />
      </nav>
      <Typography.Text className="json-table-count" aria-live="polite">
        {t('table.count', { shown: shown.toLocaleString(), total: total.toLocaleString() })}
      </Typography.Text>
      <Space size={4} wrap className="json-table-export">
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => onExport('csv')}
          title={t('table.exportScope', { count: shown.toLocaleString() })}
        >
          {t('table.exportCsv')}
        </Button>
        <Checkbox checked={bom} onChange={(event) => onBom(event.target.checked)}>
          {t('table.bom')}
        </Checkbox>
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => onExport('xlsx')}
          title={t('table.exportScope', { count: shown.toLocaleString() })}
        >
          {t('table.exportXlsx')}
        </Button>
      </Space>
    </div>
  );
}
