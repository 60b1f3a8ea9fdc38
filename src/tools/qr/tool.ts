import { QrcodeOutlined } from '@ant-design/icons';
import { defineTool } from '../../app/runtime/toolManifest';

/** 二维码生成: what the shell knows of it (menu, home, palette, help, settings). */
export const qrTool = defineTool({
  id: 'qr',
  path: '/tool/qrGenerate',
  icon: QrcodeOutlined,
  keywords: {
    zh: ['二维码生成', '二维码', '扫码', '识别二维码', '批量二维码', 'WiFi', '名片'],
    pinyin: [
      'er wei ma sheng cheng',
      'er wei ma',
      'sao ma',
      'shi bie er wei ma',
      'pi liang',
      'ming pian',
    ],
    en: ['qr code', 'qrcode', 'barcode', 'scan', 'wifi', 'vcard'],
  },
  actions: [
    { id: 'download', pinyin: 'xia zai png', keywords: ['png', 'download'] },
    { id: 'wifi', pinyin: 'wifi er wei ma', keywords: ['wifi'] },
    { id: 'batch', pinyin: 'pi liang sheng cheng', keywords: ['batch', 'zip'] },
    { id: 'decode', pinyin: 'shi bie er wei ma', keywords: ['scan', 'decode'] },
  ],
  shortcuts: [
    {
      keys: [
        ['Ctrl', 'Enter'],
        ['⌘', 'Enter'],
      ],
      action: 'download',
    },
  ],
  saved: [
    { id: 'draft', store: 'local', key: 'toolbox:qr.draft' },
    {
      id: 'recent',
      store: 'local',
      key: 'toolbox:qr.recent',
      count: (stored) => envelopeLength(stored),
    },
    { id: 'options', store: 'local', key: 'toolbox:qr.options' },
    { id: 'batch', store: 'idb', key: 'toolbox:qr.batch' },
  ],
  text: {
    'zh-CN': {
      title: '二维码生成',
      description: '生成可扫描校验的二维码，支持 WiFi、名片、批量与识别',
      actions: {
        download: '下载 PNG',
        wifi: 'WiFi 二维码',
        batch: '批量生成',
        decode: '识别二维码',
      },
      saved: {
        draft: '正在编辑的内容',
        recent: '最近生成',
        options: '样式选项',
        batch: '批量列表',
      },
    },
    'en-US': {
      title: 'QR Code',
      description: 'Verified, scannable QR codes: WiFi, vCard, batch and decoding',
      actions: {
        download: 'Download PNG',
        wifi: 'WiFi QR code',
        batch: 'Batch generate',
        decode: 'Decode a QR code',
      },
      saved: {
        draft: 'Content being edited',
        recent: 'Recent codes',
        options: 'Style options',
        batch: 'Batch list',
      },
    },
  },
  load: () => import('./QrPage'),
  snapshot: true,
});

/** Items in a `{ version, data: [...] }` envelope. */
function envelopeLength(stored: unknown): number {
  const data = (stored as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.length : 1;
}
