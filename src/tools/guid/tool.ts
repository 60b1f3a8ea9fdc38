import { FieldStringOutlined } from '@ant-design/icons';
import { defineTool } from '../../app/runtime/toolManifest';

/** Guid生成: what the shell knows of it (menu, home, palette, help, settings). */
export const guidTool = defineTool({
  id: 'guid',
  path: '/tool/guidGenerate',
  icon: FieldStringOutlined,
  keywords: {
    zh: ['Guid生成', '唯一标识', 'UUID', '随机'],
    pinyin: ['guid sheng cheng', 'wei yi biao shi', 'sui ji'],
    en: ['guid', 'uuid', 'v4', 'v7', 'unique id', 'ulid', 'nanoid', 'snowflake'],
  },
  actions: [
    { id: 'generate', pinyin: 'sheng cheng guid', keywords: ['generate', 'new'] },
    { id: 'v7', pinyin: 'sheng cheng uuid v7', keywords: ['v7', 'uuidv7'] },
    { id: 'parse', pinyin: 'jie xi guid', keywords: ['parse', 'decode', 'timestamp'] },
  ],
  shortcuts: [
    {
      keys: [
        ['Ctrl', 'Enter'],
        ['⌘', 'Enter'],
      ],
      action: 'generate',
    },
  ],
  saved: [
    { id: 'options', store: 'local', key: 'toolbox:guid.options' },
    { id: 'drafts', store: 'local', key: 'toolbox:guid.drafts' },
    { id: 'lastList', store: 'local', key: 'toolbox:guid.lastList', prefill: 'uuids' },
    { id: 'batch', store: 'idb', key: 'toolbox:guid.batch' },
    { id: 'batchRescue', store: 'local', key: 'toolbox:guid.batch.rescue' },
  ],
  text: {
    'zh-CN': {
      title: 'Guid生成',
      description: '批量生成 UUID v1–v7、ULID、NanoID，多种格式输出，解析时间戳与雪花 ID',
      actions: { generate: '生成 GUID', v7: '生成 UUID v7', parse: '解析 GUID' },
      saved: {
        options: '生成与格式选项',
        drafts: '名称、解析与转换的输入',
        lastList: '上次生成的列表',
        batch: '批量校验的列表',
        batchRescue: '关闭页面时尚未存好的批量列表',
      },
    },
    'en-US': {
      title: 'GUID Generator',
      description:
        'Bulk UUID v1–v7, ULID and NanoID in every format; timestamps and Snowflake IDs read',
      actions: { generate: 'Generate GUIDs', v7: 'Generate UUID v7', parse: 'Parse a GUID' },
      saved: {
        options: 'Generator and format options',
        drafts: 'Names and what is being read or converted',
        lastList: 'Last generated list',
        batch: 'The list being validated',
        batchRescue: 'Batch list not yet saved when the page closed',
      },
    },
  },
  load: () => import('./GuidPage'),
});
