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

export interface ToolDefinition {
  id: string;
  path: `/tool/${string}`;
  titleKey: AppMessageKey;
  descriptionKey: AppMessageKey;
  icon: ComponentType;
  keywords: ToolKeywords;
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
      pinyin: ['er wei ma sheng cheng', 'er wei ma', 'sao ma', 'shi bie er wei ma', 'pi liang'],
      en: ['qr code', 'qrcode', 'barcode', 'scan', 'wifi', 'vcard'],
    },
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
    load: () => import('./compare/ComparePage'),
  },
];

export function toolByPath(pathname: string): ToolDefinition | undefined {
  return tools.find((tool) => tool.path === pathname);
}
