import { adjust, darken, lighten, mix, toHsl } from './scene-color';
import type { SceneKind } from './scene-kinds';
import type { Rng } from './scene-rng';

export type TimeOfDay = 'day' | 'morning' | 'golden' | 'sunset' | 'dusk' | 'night';

export interface ScenePalette {
  sky: string;
  land: string;
  accent: string;
}

/** Resolved colours for one scene: every renderer draws only from these so variants stay harmonious. */
export interface Theme {
  tod: TimeOfDay;
  /** Top, middle and horizon colours of the sky gradient. */
  sky: readonly [string, string, string];
  sun: string;
  glow: string;
  /** Colour of the far distance: layers fade toward it (aerial perspective). */
  haze: string;
  /** Foreground land, already shaded for the time of day. */
  land: string;
  water: string;
  waterDeep: string;
  accent: string;
  accent2: string;
  cloud: string;
  /** Colour that shadows and silhouettes lean toward at this time of day. */
  shade: string;
  /** 0 at noon, close to 1 at night: how much foreground objects become silhouettes. */
  dark: number;
}

interface TodPreset {
  sky: [string, string, string];
  sun: string;
  glow: string;
  shade: string;
  dark: number;
  cloud: string;
}

const TOD: Record<TimeOfDay, TodPreset> = {
  day: {
    sky: ['#2a78cf', '#66b1ea', '#d3f0fb'],
    sun: '#fffbea',
    glow: '#fff1b8',
    shade: '#173552',
    dark: 0,
    cloud: '#ffffff',
  },
  morning: {
    sky: ['#4f86cc', '#a6c6ea', '#fde4c8'],
    sun: '#fff6dc',
    glow: '#ffdcae',
    shade: '#2a3550',
    dark: 0.1,
    cloud: '#fff7f0',
  },
  golden: {
    sky: ['#3d73bb', '#e7b47c', '#ffd692'],
    sun: '#fff2b8',
    glow: '#ffc36a',
    shade: '#3b2417',
    dark: 0.2,
    cloud: '#ffe7c6',
  },
  sunset: {
    sky: ['#2a2b62', '#b94f7b', '#ff9d5c'],
    sun: '#ffe28e',
    glow: '#ff8a4c',
    shade: '#26163a',
    dark: 0.5,
    cloud: '#f6a7a0',
  },
  dusk: {
    sky: ['#161d40', '#4d4180', '#dc826e'],
    sun: '#ffc9a2',
    glow: '#e77b6a',
    shade: '#150f2c',
    dark: 0.64,
    cloud: '#8d6c9c',
  },
  night: {
    sky: ['#0a1230', '#1b2d5e', '#3d5b96'],
    sun: '#f6f2de',
    glow: '#a8bce4',
    shade: '#060917',
    dark: 0.74,
    cloud: '#3b4b79',
  },
};

interface KindBase {
  sky: string;
  land: string;
  water: string;
  accents: readonly string[];
  /** Times of day cycled through by variant number; the first is what variant 0 looks like. */
  tods: readonly TimeOfDay[];
}

const WARM = ['#ff7b54', '#ffb84c', '#e94f64', '#f9d14c'] as const;
const KINDS: Record<SceneKind, KindBase> = {
  beach: {
    sky: '#49b4ea',
    land: '#f1d39a',
    water: '#19b4c2',
    accents: WARM,
    tods: ['day', 'golden', 'sunset', 'morning', 'day', 'dusk', 'golden', 'day'],
  },
  island: {
    sky: '#4fb6ee',
    land: '#3f9a4f',
    water: '#16a8c0',
    accents: WARM,
    tods: ['day', 'sunset', 'morning', 'golden', 'day', 'dusk', 'day', 'golden'],
  },
  reef: {
    sky: '#2fc0d6',
    land: '#e8d6a4',
    water: '#0b6fa4',
    accents: ['#ff7f66', '#ffc247', '#c86bd6', '#ff5d8f', '#f4f06b'],
    tods: ['day', 'morning', 'golden', 'day'],
  },
  jungle: {
    sky: '#8fc9d9',
    land: '#2f7d3a',
    water: '#3b8f86',
    accents: ['#e8452f', '#ffb627', '#ff6f91'],
    tods: ['morning', 'day', 'golden', 'day', 'morning', 'sunset', 'golden', 'day'],
  },
  mountain: {
    sky: '#5aa6e0',
    land: '#3e6b4b',
    water: '#4b8fb4',
    accents: ['#f2c14e', '#e07a5f'],
    tods: ['day', 'sunset', 'morning', 'golden', 'dusk', 'day', 'golden', 'morning'],
  },
  volcano: {
    sky: '#62a8dc',
    land: '#4d7a3c',
    water: '#3a86a8',
    accents: ['#ff6a2b', '#ffb13b'],
    tods: ['day', 'dusk', 'golden', 'sunset', 'morning', 'night', 'day', 'golden'],
  },
  waterfall: {
    sky: '#8ccbe0',
    land: '#2e7a44',
    water: '#3fb7c9',
    accents: ['#ff8a5b', '#ffd166'],
    tods: ['day', 'morning', 'golden', 'day'],
  },
  city: {
    sky: '#5ea9e2',
    land: '#3b4a63',
    water: '#2f7fa6',
    accents: ['#ffcf5c', '#ff8c61'],
    tods: ['day', 'dusk', 'golden', 'night', 'sunset', 'morning', 'day', 'dusk'],
  },
  colonial: {
    sky: '#5fb0e6',
    land: '#c7a27a',
    water: '#5aa0c8',
    accents: ['#f2c14e', '#e9724c', '#5fb49c', '#4d9de0', '#f497b6', '#c5e063'],
    tods: ['day', 'golden', 'morning', 'day', 'sunset', 'golden'],
  },
  lake: {
    sky: '#68b3e6',
    land: '#3f7a57',
    water: '#3f8fb8',
    accents: ['#ffb84c', '#e56b6f'],
    tods: ['morning', 'day', 'sunset', 'golden', 'dusk', 'day', 'morning', 'golden'],
  },
  coffee: {
    sky: '#78bde8',
    land: '#4f8a3a',
    water: '#4b90b0',
    accents: ['#d7263d', '#f46036', '#fefefe'],
    tods: ['morning', 'day', 'golden', 'day', 'sunset', 'morning'],
  },
  river: {
    sky: '#74bde6',
    land: '#3a8042',
    water: '#5b9a86',
    accents: ['#ff7f50', '#ffd166'],
    tods: ['day', 'golden', 'morning', 'sunset', 'day', 'dusk'],
  },
  desert: {
    sky: '#7cc3ea',
    land: '#e2a760',
    water: '#4aa3c0',
    accents: ['#2f8f5b', '#e4572e'],
    tods: ['day', 'golden', 'sunset', 'day', 'dusk', 'morning'],
  },
  night: {
    sky: '#0e1a3c',
    land: '#1d2a44',
    water: '#18305c',
    accents: ['#ffcf70', '#ff9f5a'],
    tods: ['night'],
  },
  food: {
    sky: '#f5efe4',
    land: '#b07a4f',
    water: '#eef3f2',
    accents: ['#e63946', '#2a9d8f', '#f4a261', '#264653', '#e9c46a'],
    tods: ['day'],
  },
};

export function timeOfDayFor(kind: SceneKind, variant: number, hasPalette: boolean): TimeOfDay {
  // An explicit palette is a brand decision (country banners): keep it in daylight so the colours stay true.
  const cycle: readonly TimeOfDay[] =
    hasPalette && kind !== 'night' ? ['day', 'golden', 'morning'] : KINDS[kind].tods;
  return cycle[Math.abs(Math.trunc(variant)) % cycle.length] ?? 'day';
}

export function makeTheme(kind: SceneKind, variant: number, rng: Rng, palette?: ScenePalette): Theme {
  const base = KINDS[kind];
  const tod = timeOfDayFor(kind, variant, palette !== undefined);
  const preset = TOD[tod];
  const hueJitter = palette ? 0 : rng.range(-10, 10);
  const skyBase = palette?.sky ?? adjust(base.sky, hueJitter);
  // Blend the time-of-day sky with the kind/brand sky; lit skies take more of the brand colour.
  const pull = palette ? (tod === 'night' ? 0.2 : 0.75) : tod === 'day' || tod === 'morning' ? 0.35 : 0.12;
  const [skyHue, skySat] = toHsl(skyBase);
  // A warm brand sky (yellow, orange, pink) painted over the zenith turns muddy olive; keep the zenith
  // blue and let the brand colour own the horizon instead, which reads as a golden-hour sky.
  const warmSky = palette !== undefined && skySat > 0.25 && (skyHue < 75 || skyHue > 300);
  const sky: [string, string, string] = warmSky
    ? [
        mix(preset.sky[0], darken(skyBase, 0.25), 0.12),
        mix(preset.sky[1], skyBase, 0.45),
        mix(preset.sky[2], lighten(skyBase, 0.3), 0.85),
      ]
    : [
        mix(preset.sky[0], darken(skyBase, 0.25), pull),
        mix(preset.sky[1], skyBase, pull),
        mix(preset.sky[2], lighten(skyBase, 0.7), pull * 0.6),
      ];
  const haze = mix(sky[2], sky[1], 0.35);
  // A brand palette only tints the land: a teal "land" must not turn beach sand or coffee hills teal.
  const sandy =
    kind === 'beach' || kind === 'reef' || kind === 'desert' || kind === 'food' || kind === 'colonial';
  const landBase = palette
    ? mix(base.land, palette.land, sandy ? 0.12 : 0.35)
    : adjust(base.land, rng.range(-12, 12), rng.range(0.9, 1.1));
  const warmed = tod === 'golden' || tod === 'morning' ? mix(landBase, '#d08a3c', 0.12) : landBase;
  const land = mix(warmed, preset.shade, preset.dark);
  const accent = palette?.accent ?? rng.pick(base.accents);
  const others = base.accents.filter((a) => a !== accent);
  const accent2 = others.length > 0 ? rng.pick(others) : adjust(accent, 40);
  const waterLit = mix(adjust(base.water, rng.range(-8, 8)), sky[1], 0.25);
  const water = mix(waterLit, preset.shade, preset.dark * 0.7);
  return {
    tod,
    sky,
    sun: preset.sun,
    glow: preset.glow,
    haze,
    land,
    water,
    waterDeep: darken(mix(water, preset.shade, 0.3), 0.2),
    accent: mix(accent, preset.shade, preset.dark * 0.5),
    accent2: mix(accent2, preset.shade, preset.dark * 0.5),
    cloud: preset.cloud,
    shade: preset.shade,
    dark: preset.dark,
  };
}
