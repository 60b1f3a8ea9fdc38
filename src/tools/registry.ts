import {
  FieldStringOutlined,
  FormatPainterOutlined,
  QrcodeOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { AppMessageKey } from '../app/i18n/appMessages';

/** A lazily loaded screen: its module's default export is the page component. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export interface ToolKeywords {
  /** Chinese words a user may type. */
  zh: readonly string[];
  /** Full pinyin without tones, one entry per word (initials are derived from these). */
  pinyin: readonly string[];
  en: readonly string[];
}

/**
 * A main action of a tool that the search palette finds (e.g. JSON: 格式化). Choosing it
 * opens the tool with `?action=<id>`; a tool may act on that parameter or ignore it.
 */
export interface ToolAction {
  id: string;
  titleKey: AppMessageKey;
  /** Full pinyin of the Chinese title without tones, one syllable per word. */
  pinyin: string;
  /** Further words that find this action (English, abbreviations). */
  keywords?: readonly string[];
}

export interface ToolDefinition {
  id: string;
  path: `/tool/${string}`;
  titleKey: AppMessageKey;
  descriptionKey: AppMessageKey;
  icon: ComponentType;
  keywords: ToolKeywords;
  actions?: readonly ToolAction[];
  load: ScreenLoader;
}

/**
 * The single list of tools. Menu, routes, dashboard cards and search are built from it;
 * adding a tool is one folder under src/tools and one entry here (`npm run new-tool`).
 */
export const tools: readonly ToolDefinition[] = [
  {
    id: 'qr',
    path: '/tool/qrGenerate',
    titleKey: 'tool.qr.title',
    descriptionKey: 'tool.qr.description',
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
      {
        id: 'download',
        titleKey: 'tool.qr.action.download',
        pinyin: 'xia zai png',
        keywords: ['png', 'download'],
      },
      { id: 'wifi', titleKey: 'tool.qr.action.wifi', pinyin: 'wifi er wei ma', keywords: ['wifi'] },
      {
        id: 'batch',
        titleKey: 'tool.qr.action.batch',
        pinyin: 'pi liang sheng cheng',
        keywords: ['batch', 'zip'],
      },
      {
        id: 'decode',
        titleKey: 'tool.qr.action.decode',
        pinyin: 'shi bie er wei ma',
        keywords: ['scan', 'decode'],
      },
    ],
    load: () => import('./qr/QrPage'),
  },
  {
    id: 'json',
    path: '/tool/jsonConvert',
    titleKey: 'tool.json.title',
    descriptionKey: 'tool.json.description',
    icon: FormatPainterOutlined,
    keywords: {
      zh: ['JSON解析', '格式化', '压缩', '校验', '转换', '修复', 'YAML', 'XML', 'CSV'],
      pinyin: ['json jie xi', 'ge shi hua', 'ya suo', 'jiao yan', 'zhuan huan', 'xiu fu'],
      en: ['json', 'format', 'prettify', 'minify', 'validate', 'yaml', 'xml', 'csv', 'toml'],
    },
    actions: [
      {
        id: 'format',
        titleKey: 'tool.json.action.format',
        pinyin: 'ge shi hua',
        keywords: ['format', 'prettify', 'beautify'],
      },
      {
        id: 'minify',
        titleKey: 'tool.json.action.minify',
        pinyin: 'ya suo',
        keywords: ['minify', 'compact'],
      },
      {
        id: 'validate',
        titleKey: 'tool.json.action.validate',
        pinyin: 'jiao yan',
        keywords: ['validate', 'lint'],
      },
      {
        id: 'repair',
        titleKey: 'tool.json.action.repair',
        pinyin: 'xiu fu',
        keywords: ['repair', 'fix'],
      },
      {
        id: 'toYaml',
        titleKey: 'tool.json.action.toYaml',
        pinyin: 'zhuan yaml',
        keywords: ['yaml', 'yml'],
      },
      { id: 'toXml', titleKey: 'tool.json.action.toXml', pinyin: 'zhuan xml', keywords: ['xml'] },
      {
        id: 'toCsv',
        titleKey: 'tool.json.action.toCsv',
        pinyin: 'zhuan csv',
        keywords: ['csv', 'excel'],
      },
    ],
    load: () => import('./json/JsonPage'),
  },
  {
    id: 'guid',
    path: '/tool/guidGenerate',
    titleKey: 'tool.guid.title',
    descriptionKey: 'tool.guid.description',
    icon: FieldStringOutlined,
    keywords: {
      zh: ['Guid生成', '唯一标识', 'UUID', '随机'],
      pinyin: ['guid sheng cheng', 'wei yi biao shi', 'sui ji'],
      en: ['guid', 'uuid', 'v4', 'v7', 'unique id'],
    },
    actions: [
      {
        id: 'generate',
        titleKey: 'tool.guid.action.generate',
        pinyin: 'sheng cheng guid',
        keywords: ['generate', 'new'],
      },
      {
        id: 'v7',
        titleKey: 'tool.guid.action.v7',
        pinyin: 'sheng cheng uuid v7',
        keywords: ['v7', 'uuidv7'],
      },
      {
        id: 'parse',
        titleKey: 'tool.guid.action.parse',
        pinyin: 'jie xi guid',
        keywords: ['parse', 'decode', 'timestamp'],
      },
    ],
    load: () => import('./guid/GuidPage'),
  },
  {
    id: 'compare',
    path: '/tool/compare',
    titleKey: 'tool.compare.title',
    descriptionKey: 'tool.compare.description',
    icon: TransactionOutlined,
    keywords: {
      zh: ['比价器', '比价', '单价', '促销', '凑单', '满减'],
      pinyin: ['bi jia qi', 'bi jia', 'dan jia', 'cu xiao', 'cou dan', 'man jian'],
      en: ['price compare', 'unit price', 'discount', 'shopping'],
    },
    actions: [
      {
        id: 'addOffer',
        titleKey: 'tool.compare.action.addOffer',
        pinyin: 'tian jia shang pin',
        keywords: ['add', 'offer'],
      },
      {
        id: 'unitPrice',
        titleKey: 'tool.compare.action.unitPrice',
        pinyin: 'suan dan jia',
        keywords: ['unit price'],
      },
      {
        id: 'coudan',
        titleKey: 'tool.compare.action.coudan',
        pinyin: 'cou dan man jian',
        keywords: ['bundle', 'threshold'],
      },
    ],
    load: () => import('./compare/ComparePage'),
  },
];

export function toolByPath(pathname: string): ToolDefinition | undefined {
  return tools.find((tool) => tool.path === pathname);
}
