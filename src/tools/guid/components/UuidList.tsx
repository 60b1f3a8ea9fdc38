import { Grid } from 'antd';
import { lazyPanel } from '../../../app/ui/lazyPanel';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { guidMessages } from '../guidMessages';
import { UuidRow, listBoxHeight, uuidRowHeight, type UuidRowsProps } from './UuidRow';

/**
 * Up to this many rows are simply drawn; a longer list is virtualised, with a virtualiser
 * (about 10 KB gzip) that loads only then, so the screen's first load does not carry it.
 */
const PLAIN_ROWS = 200;

const VirtualUuidList = lazyPanel(async () => ({
  default: (await import('./VirtualUuidList')).VirtualUuidList,
}));

/**
 * The generated UUIDs, in the same rows and box whether drawn in full or virtualised.
 * `request`: the request the options make now, written on the list for the check script
 * (build/prerender-check.js), which fills a saved list into the prerendered one only when it
 * was made for that request.
 */
export function UuidList({ request, ...props }: UuidRowsProps & { request: string }) {
  const { uuids, names } = props;
  const t = useMessages(guidMessages);
  const phone = Grid.useBreakpoint().md === false;
  if (uuids.length > PLAIN_ROWS) return <VirtualUuidList {...props} />;
  const rowHeight = uuidRowHeight(phone, names !== undefined);
  return (
    <div
      className="guid-list"
      role="list"
      aria-label={t('result.listLabel')}
      data-prefill-request={request}
      tabIndex={-1}
      style={{ height: listBoxHeight(uuids.length, rowHeight, phone) }}
    >
      <div style={{ height: uuids.length * rowHeight, position: 'relative' }}>
        {uuids.map((_, index) => (
          <UuidRow
            key={index}
            {...props}
            index={index}
            place={{ top: index * rowHeight, height: rowHeight }}
          />
        ))}
      </div>
    </div>
  );
}
