import type { ThemeConfig } from 'antd';

/**
 * antd's defaults put several texts under WCAG 2.2 AA's 4.5:1 on white: secondary and description
 * text (#8c8c8c, 3.4:1), links (antd takes them from colorLink/colorInfo, not colorPrimary: #1677ff,
 * 4.1:1), and the success, warning and error colours that tags, badges and messages write text in.
 * Each token below is the root those texts are derived from; the ratios are against white.
 */
const primary = '#1d4ed8'; // 6.7:1

export const theme: ThemeConfig = {
  token: {
    colorPrimary: primary,
    colorLink: primary,
    colorInfo: primary,
    colorSuccess: '#15803d', // 5.0:1
    colorWarning: '#b45309', // 5.0:1
    colorError: '#c81e1e', // 5.9:1
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)', // #595959, 7.0:1
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)', // #616161, 6.2:1
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)', // #737373, 4.7:1
    // Tags write their text in the palette's 7th shade on its 1st: green and gold are 3.5:1 and
    // 2.6:1 by default. The next darker shades reach 4.5:1 on those backgrounds.
    // antd keeps each shade under two names ("green7" and the legacy "green-7"), both writing the
    // same CSS variable, so both are set.
    green7: '#237804',
    'green-7': '#237804',
    gold7: '#874d00',
    'gold-7': '#874d00',
    // antd derives an alert's fill and border from the darker roots above with its palette
    // generator, which turns this green into a dull grey (#b4bfb6) and this amber into a beige:
    // the success banner after linking an ORCID iD looked disabled. These are antd's own defaults
    // for those fills, on which the text and the roots above keep their contrast.
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
