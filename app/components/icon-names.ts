/**
 * The Lucide icons the web app shows, by their Lucide names. The build turns exactly these into the icon
 * sprite (scripts/icon-sprite.ts); `<Icon name>` accepts only these, so a new icon starts here.
 */
export const ICON_NAMES = [
  'arrow-left',
  'arrow-up',
  'bus',
  'chevron-left',
  'chevron-right',
  'circle-alert',
  'circle-check',
  'circle-help',
  'circle-user-round',
  'clock',
  'globe',
  'heart',
  'house',
  'info',
  'languages',
  'log-in',
  'log-out',
  'map-pin',
  'menu',
  'message-circle',
  'minus',
  'party-popper',
  'plus',
  'search',
  'shield-check',
  'sliders-horizontal',
  'smartphone',
  'sparkles',
  'star',
  'triangle-alert',
  'user',
  'user-plus',
  'users',
  'wallet',
  'x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
