import { theme, type ThemeConfig } from 'antd';

/** Every antd token override of the product lives here (spec.md: look and feel). */
export const PRIMARY_COLOR = '#1DA57A';
export const BASE_MARGIN = 8;
export const TABS_CARD_HEIGHT = 30;
export const SMALL_TABLE_CELL_PADDING = { horizontal: 6, vertical: 6 } as const;
export const EMPTY_MARGIN = 8;
/** Below this width the side menu becomes a drawer (antd's `md` breakpoint). */
export const MOBILE_MAX_WIDTH = 767;

export function buildTheme(dark: boolean): ThemeConfig {
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    cssVar: { key: 'toolbox' },
    token: {
      colorPrimary: PRIMARY_COLOR,
      colorInfo: PRIMARY_COLOR,
      margin: BASE_MARGIN,
      borderRadius: 6,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    },
    components: {
      Tabs: { cardHeight: TABS_CARD_HEIGHT },
      Table: {
        cellPaddingInlineSM: SMALL_TABLE_CELL_PADDING.horizontal,
        cellPaddingBlockSM: SMALL_TABLE_CELL_PADDING.vertical,
      },
      // Empty has no component tokens of its own; it spaces itself with these global ones.
      Empty: { margin: EMPTY_MARGIN, marginXS: EMPTY_MARGIN, marginXL: EMPTY_MARGIN },
      Layout: dark
        ? { headerBg: '#141414', siderBg: '#141414', bodyBg: '#000000', footerBg: 'transparent' }
        : { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f7f9', footerBg: 'transparent' },
    },
  };
}
