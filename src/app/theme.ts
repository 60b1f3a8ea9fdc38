import { theme, type ThemeConfig } from 'antd';

/** Every antd token override of the product lives here (spec.md: look and feel). */
export const PRIMARY_COLOR = '#1DA57A';
export const BASE_MARGIN = 8;
export const TABS_CARD_HEIGHT = 30;
export const SMALL_TABLE_CELL_PADDING = { horizontal: 6, vertical: 6 } as const;
export const EMPTY_MARGIN = 8;
/**
 * Accessible shades of the primary (WCAG AA, 4.5:1). #1DA57A itself gives white text only
 * 3.1:1 and is 3.1:1 as text on white, so it stays the brand colour (colorPrimary, icons,
 * borders, focus rings, active bars: non-text needs 3:1) while text and white-on-colour
 * surfaces use darker shades of the same green:
 * - PRIMARY_TEXT #127A5A: 5.3:1 on white, 4.8:1 on the selected-item tint; links, selected
 *   tab and menu labels in the light theme, and the fill behind white text in both themes.
 * - PRIMARY_TEXT_HOVER #0F6B4F / PRIMARY_TEXT_ACTIVE #0B5740: darker still (6.5:1, 8.6:1).
 * - PRIMARY_FILL_HOVER_DARK #138062: a hover that lightens in the dark theme, 4.9:1 with white.
 * In the dark theme #1DA57A as text is 5.9:1 on #141414, so text keeps the brand colour there.
 */
export const PRIMARY_TEXT = '#127A5A';
export const PRIMARY_TEXT_HOVER = '#0F6B4F';
export const PRIMARY_TEXT_ACTIVE = '#0B5740';
const PRIMARY_FILL_HOVER_DARK = '#138062';

/** Components that paint white text on a primary fill (buttons, solid radios, switches, pickers). */
function primaryFill(dark: boolean) {
  return {
    colorPrimary: PRIMARY_TEXT,
    colorPrimaryHover: dark ? PRIMARY_FILL_HOVER_DARK : PRIMARY_TEXT_HOVER,
    colorPrimaryActive: dark ? PRIMARY_TEXT_HOVER : PRIMARY_TEXT_ACTIVE,
  };
}

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
      ...(dark
        ? {}
        : {
            colorLink: PRIMARY_TEXT,
            colorLinkHover: PRIMARY_TEXT_HOVER,
            colorLinkActive: PRIMARY_TEXT_ACTIVE,
          }),
      borderRadius: 6,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    },
    components: {
      Button: primaryFill(dark),
      Radio: primaryFill(dark),
      Switch: primaryFill(dark),
      DatePicker: primaryFill(dark),
      Steps: primaryFill(dark),
      Tabs: {
        cardHeight: TABS_CARD_HEIGHT,
        ...(dark
          ? {}
          : {
              itemSelectedColor: PRIMARY_TEXT,
              itemHoverColor: PRIMARY_TEXT_HOVER,
              itemActiveColor: PRIMARY_TEXT_ACTIVE,
              inkBarColor: PRIMARY_COLOR,
            }),
      },
      Pagination: dark
        ? {}
        : { itemActiveColor: PRIMARY_TEXT, itemActiveColorHover: PRIMARY_TEXT_HOVER },
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
