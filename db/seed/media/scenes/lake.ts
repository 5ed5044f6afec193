import { darken, lighten, mix } from '../scene-color';
import { hillPoints, landAt, linear, n, type SceneCtx, smoothArea } from '../scene-kit';
import { canoe } from '../scene-props';
import { clouds, sky, sun, sunPosition } from '../scene-sky';
import { sea } from './coast';

import { volcanoCone } from './highlands';

export function renderLake(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.5, 0.6);
  const sp = sunPosition(ctx, horizon);
  let far = '';
  const rock = mix(t.land, '#5a6a86', 0.45);
  // Far shore: two or three volcanic cones around the lake, then a wooded shoreline.
  const cones = rng.int(1, 3);
  far += `<path d="${smoothArea(hillPoints(ctx, horizon - 40 * u, 140 * u, 5), horizon + 2)}" fill="${landAt(ctx, 0.75, rock)}"/>`;
  for (let i = 0; i < cones; i++) {
    const cx = W * ((i + rng.range(0.25, 0.75)) / cones);
    far += volcanoCone(
      ctx,
      cx,
      horizon + 2,
      horizon - H * rng.range(0.16, 0.3),
      ctx.S * rng.range(0.16, 0.26),
      landAt(ctx, 0.6 - i * 0.1, rock),
      false,
    );
  }
  const shore = hillPoints(ctx, horizon, 30 * u, 8);
  far += `<path d="${smoothArea(shore, horizon + 2)}" fill="${landAt(ctx, 0.4)}"/>`;
  let s =
    sky(ctx, horizon) +
    sun(ctx, horizon, sp) +
    clouds(ctx, rng.int(2, 4), horizon * 0.1, horizon * 0.5) +
    far;
  const water = linear(
    ctx,
    [
      [0, mix(t.water, t.haze, 0.35)],
      [1, darken(t.water, 0.15)],
    ],
    0,
    horizon,
    0,
    H,
  );
  s += `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${water}"/>`;
  // Mirror image of the far shore: the calm-water reflection is what makes a lake read as a lake.
  s += `<g transform="matrix(1 0 0 -1 0 ${n(horizon * 2 + 4)})" opacity=".35">${far}</g>`;
  let ripples = '';
  for (let i = 0; i < 26; i++) {
    const y = horizon + (H - horizon) * rng.range(0.03, 1) ** 1.5;
    ripples += `M${n(W * rng.range(0, 1))} ${n(y)}h${n(rng.range(40, 200) * u)}`;
  }
  if (sp) s += sea(ctx, horizon, sp.x, 0, true);
  s += `<path d="${ripples}" stroke="${lighten(t.water, 0.5)}" stroke-width="${n(3 * u)}" stroke-linecap="round" opacity=".4"/>`;
  if (rng.chance(0.55)) {
    // Wooden dock running out from the bottom edge, in perspective.
    const dx = W * rng.range(0.25, 0.75);
    const wood = mix('#9b6b43', t.shade, t.dark);
    const topY = H * 0.72;
    s += `<path d="M${n(dx - 160 * u)} ${H}L${n(dx - 40 * u)} ${n(topY)}H${n(dx + 40 * u)}L${n(dx + 160 * u)} ${H}Z" fill="${wood}"/>`;
    let planks = '';
    for (let i = 1; i < 10; i++) {
      const k = (i / 10) ** 1.6;
      const y = topY + (H - topY) * k;
      const hw = 40 * u + 120 * u * k;
      planks += `M${n(dx - hw)} ${n(y)}H${n(dx + hw)}`;
    }
    s += `<path d="${planks}" stroke="${darken(wood, 0.3)}" stroke-width="${n(3 * u)}"/>`;
    s += `<path d="M${n(dx - 44 * u)} ${n(topY)}v${n(40 * u)}M${n(dx + 44 * u)} ${n(topY)}v${n(40 * u)}" stroke="${darken(wood, 0.4)}" stroke-width="${n(10 * u)}"/>`;
  } else {
    s += canoe(
      W * rng.range(0.3, 0.7),
      H * rng.range(0.72, 0.82),
      300 * u,
      mix('#8a5a3b', t.shade, t.dark),
      mix('#2b2b33', t.shade, 0.3),
    );
  }
  // Reeds framing a lower corner.
  let reeds = '';
  const rx = rng.chance(0.5) ? 0 : W * 0.8;
  for (let i = 0; i < 22; i++) {
    const x = rx + rng.range(0, W * 0.2);
    reeds += `M${n(x)} ${H}q${n(rng.range(-20, 20) * u)} ${n(-60 * u)} ${n(rng.range(-30, 30) * u)} ${n(-rng.range(90, 220) * u)}`;
  }
  s += `<path d="${reeds}" stroke="${landAt(ctx, 0, mix(t.land, '#5b7f32', 0.5))}" stroke-width="${n(7 * u)}" fill="none" stroke-linecap="round"/>`;
  return s;
}
