/** The button that opens 查找替换 (its bar has its own catalogue, loaded with it). */
export const searchZhCN = {
  'search.open': '查找替换',
  'search.openHelp': '在键和值中查找、替换（Ctrl+H）；Ctrl+F 是编辑器的纯文本查找',
} as const;
