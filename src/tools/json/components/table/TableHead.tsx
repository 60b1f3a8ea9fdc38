import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Input } from '../../../../app/ui/inputs';
import type { TableViewSpec } from '../../core/table/tableView';
import type { TableTranslate } from './tableMessages';

interface TableHeadProps {
  names: string[];
  spec: TableViewSpec;
  /** The filter texts as typed (applied after a pause). */
  filters: Record<number, string>;
  invalid: Set<number>;
  onSort: (column: number) => void;
  onFilter: (column: number, expression: string) => void;
  t: TableTranslate;
}

/** Column names (click to sort: ascending, descending, off) over one filter box each. */
export function TableHead({ names, spec, filters, invalid, onSort, onFilter, t }: TableHeadProps) {
  return (
    <div className="json-table-head" role="row">
      <div className="json-table-rownum" role="columnheader">
        {t('table.rowNumber')}
      </div>
      {names.map((name, column) => {
        const sorted = spec.sort?.column === column ? spec.sort : null;
        return (
          <div
            key={column}
            className="json-table-headcell"
            role="columnheader"
            aria-sort={sorted ? (sorted.descending ? 'descending' : 'ascending') : 'none'}
          >
            <button
              type="button"
              className="json-table-sort"
              onClick={() => onSort(column)}
              title={t('table.sortBy', { name })}
            >
              <span className="json-table-colname">{name}</span>
              {sorted &&
                (sorted.descending ? (
                  <ArrowDownOutlined aria-hidden />
                ) : (
                  <ArrowUpOutlined aria-hidden />
                ))}
            </button>
            <Input
              size="small"
              allowClear
              value={filters[column] ?? ''}
              status={invalid.has(column) ? 'warning' : undefined}
              placeholder={t('table.filterPlaceholder')}
              aria-label={t('table.filter', { name })}
              title={t('table.filterHelp')}
              onChange={(event) => onFilter(column, event.target.value)}
            />
          </div>
        );
      })}
    </div>
  );
}
