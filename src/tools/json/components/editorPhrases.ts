import { EditorState } from '@codemirror/state';
import type { Language } from '../../../app/i18n/translate';

/** CodeMirror's own texts (search panel, folding, lint) in Chinese; English is its default. */
const ZH: Record<string, string> = {
  Find: '查找',
  Replace: '替换',
  next: '下一个',
  previous: '上一个',
  all: '全部',
  'match case': '区分大小写',
  regexp: '正则表达式',
  'by word': '全词匹配',
  replace: '替换',
  'replace all': '全部替换',
  close: '关闭',
  'current match': '当前匹配',
  'replaced $ matches': '已替换 $ 处',
  'replaced match on line $': '已替换第 $ 行的匹配',
  'on line': '在第几行',
  'Go to line': '跳转到行',
  go: '跳转',
  'Folded lines': '已折叠的行',
  'Unfolded lines': '已展开的行',
  to: '至',
  'folded code': '已折叠的代码',
  unfold: '展开',
  'Fold line': '折叠',
  'Unfold line': '展开',
  Diagnostics: '问题',
  'No diagnostics': '没有问题',
};

export function editorPhrases(language: Language) {
  return language === 'zh-CN' ? EditorState.phrases.of(ZH) : [];
}
