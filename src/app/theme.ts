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
/** The selected menu label in the dark theme: 5.5:1 on its green-tinted background. */
const MENU_SELECTED_TEXT_DARK = '#4CC79E';
const SECONDARY_TEXT_LIGHT = 'rgba(0, 0, 0, 0.62)';
const STATUS_TEXT_LIGHT = {
  colorErrorText: '#CF1322',
  colorErrorTextHover: '#A8071A',
  colorErrorTextActive: '#820014',
  colorSuccessText: '#237804',
  colorWarningText: '#874D00',
};
const STATUS_TEXT_DARK = {
  colorErrorText: '#FF7875',
  colorErrorTextHover: '#FFA39E',
  colorErrorTextActive: '#FF4D4F',
};
/** Red as text on buttons (danger link/default) and under form fields: 5.6:1 light, 6.4:1 dark. */
const ERROR_AS_TEXT = (dark: boolean) => ({
  colorError: dark ? '#FF7875' : '#CF1322',
  colorErrorHover: dark ? '#FFA39E' : '#A8071A',
  colorErrorActive: dark ? '#FF4D4F' : '#820014',
});
const SECONDARY_TEXT_DARK = 'rgba(255, 255, 255, 0.6)';

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
      // antd's secondary-text greys (45 % alpha) are 3.4:1; these are the lightest that pass AA
      // on every surface of the app (white, #f5f7f9, #141414, #1f1f1f, black).
      colorTextDescription: dark ? SECONDARY_TEXT_DARK : SECONDARY_TEXT_LIGHT,
      colorTextTertiary: dark ? SECONDARY_TEXT_DARK : SECONDARY_TEXT_LIGHT,
      // Status colours as text (errors next to inputs, 有效/无效 results) at 4.5:1 or more.
      ...(dark ? STATUS_TEXT_DARK : STATUS_TEXT_LIGHT),
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
      // A solid danger button in the dark theme is light red, so its label is dark (7:1).
      Button: {
        ...primaryFill(dark),
        ...ERROR_AS_TEXT(dark),
        ...(dark ? { dangerColor: '#141414' } : {}),
      },
      Form: ERROR_AS_TEXT(dark),
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
      // Light: the label's accessible shade is set in layout.css so the item keeps #1DA57A.
      Menu: dark ? { itemSelectedColor: MENU_SELECTED_TEXT_DARK } : {},
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
