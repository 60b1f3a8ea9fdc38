import { FormatPainterOutlined } from '@ant-design/icons';
import { defineTool } from '../../app/runtime/toolManifest';

/** JSON解析: what the shell knows of it (menu, home, palette, help, settings). */
export const jsonTool = defineTool({
  id: 'json',
  path: '/tool/jsonConvert',
  icon: FormatPainterOutlined,
  keywords: {
    zh: ['JSON解析', '格式化', '压缩', '校验', '转换', '修复', 'YAML', 'XML', 'CSV'],
    pinyin: ['json jie xi', 'ge shi hua', 'ya suo', 'jiao yan', 'zhuan huan', 'xiu fu'],
    en: ['json', 'format', 'prettify', 'minify', 'validate', 'yaml', 'xml', 'csv', 'toml'],
  },
  actions: [
    { id: 'format', pinyin: 'ge shi hua', keywords: ['format', 'prettify', 'beautify'] },
    { id: 'minify', pinyin: 'ya suo', keywords: ['minify', 'compact'] },
    { id: 'validate', pinyin: 'jiao yan', keywords: ['validate', 'lint'] },
    { id: 'repair', pinyin: 'xiu fu', keywords: ['repair', 'fix'] },
    { id: 'toYaml', pinyin: 'zhuan yaml', keywords: ['yaml', 'yml'] },
    { id: 'toXml', pinyin: 'zhuan xml', keywords: ['xml'] },
    { id: 'toCsv', pinyin: 'zhuan csv', keywords: ['csv', 'excel'] },
  ],
  shortcuts: [
    {
      keys: [
        ['Ctrl', 'Enter'],
        ['⌘', 'Enter'],
      ],
      action: 'format',
    },
  ],
  saved: [
    { id: 'draft', store: 'idb', key: 'toolbox:json.draft' },
    { id: 'draftFile', store: 'idb', key: 'toolbox:json.draftFile' },
    { id: 'draftRescue', store: 'local', key: 'toolbox:json.draft.rescue' },
    { id: 'draftUnsaved', store: 'idb', key: 'toolbox:json.draftUnsaved' },
    { id: 'draftUnsavedFile', store: 'idb', key: 'toolbox:json.draftUnsavedFile' },
    { id: 'options', store: 'local', key: 'toolbox:json.options' },
    { id: 'schemas', store: 'idb', key: 'toolbox:json.schemas' },
  ],
  text: {
    'zh-CN': {
      title: 'JSON解析',
      description: '格式化、校验、修复、树形查看与格式转换，数字精确不丢失',
      actions: {
        format: '格式化',
        minify: '压缩',
        validate: '校验',
        repair: '修复',
        toYaml: '转 YAML',
        toXml: '转 XML',
        toCsv: '转 CSV',
      },
      saved: {
        draft: '正在编辑的 JSON',
        draftFile: '正在编辑的大文件',
        draftRescue: '关闭页面时尚未存好的草稿',
        draftUnsaved: '因另一标签页保存了更新版本而未存入草稿的修改',
        draftUnsavedFile: '上述修改中的大文件',
        options: '选项',
        schemas: 'JSON Schema 文件',
      },
    },
    'en-US': {
      title: 'JSON Tools',
      description: 'Format, validate, repair, tree view and convert, numbers kept exact',
      actions: {
        format: 'Format',
        minify: 'Minify',
        validate: 'Validate',
        repair: 'Repair',
        toYaml: 'Convert to YAML',
        toXml: 'Convert to XML',
        toCsv: 'Convert to CSV',
      },
      saved: {
        draft: 'JSON being edited',
        draftFile: 'Large file being edited',
        draftRescue: 'Draft not yet stored when the page closed',
        draftUnsaved: 'Edit not stored as the draft because another tab saved a newer one',
        draftUnsavedFile: 'The large file of that edit',
        options: 'Options',
        schemas: 'JSON Schema files',
      },
    },
  },
  load: () => import('./JsonPage'),
});
