import type { Range } from '../../../domain/catalog/filter-draft';

/**
 * A two-thumb slider made of two native range inputs laid over one track: each thumb is a real
 * `<input type="range">`, so arrows, Page Up/Down, Home/End and screen readers work without extra code.
 * The top value means "or more" (docs/product.md § Search and filter input), which `format` shows and
 * `aria-valuetext` reads out.
 */
export function RangeSlider({
  legend,
  minLabel,
  maxLabel,
  bounds,
  step,
  value,
  onChange,
  format,
}: {
  legend: string;
  minLabel: string;
  maxLabel: string;
  bounds: Range;
  step: number;
  value: Range;
  onChange: (value: Range) => void;
  format: (value: number) => string;
}) {
  const [low, high] = value;
  const [min, max] = bounds;
  const percent = (v: number) => ((v - min) / (max - min)) * 100;
  const thumbClass =
    'range-thumb pointer-events-none absolute inset-x-0 top-1/2 h-6 w-full -translate-y-1/2 appearance-none bg-transparent';
  return (
    <fieldset>
      <legend className="flex w-full items-baseline justify-between gap-4 font-semibold">
        {legend}
        <output className="tabular text-sm font-medium text-muted">
          {format(low)} – {format(high)}
        </output>
      </legend>
      <div className="relative mx-3 mt-4 h-6">
        <div aria-hidden className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-pill bg-line" />
        <div
          aria-hidden
          className="absolute top-1/2 h-1 -translate-y-1/2 rounded-pill bg-accent"
          style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
        />
        {([0, 1] as const).map((thumb) => (
          <input
            key={thumb}
            type="range"
            aria-label={thumb === 0 ? minLabel : maxLabel}
            aria-valuetext={format(value[thumb])}
            min={min}
            max={max}
            step={step}
            value={value[thumb]}
            onChange={(event) => {
              // A thumb stops at the other one: the range never turns inside out.
              const next = Number(event.target.value);
              onChange(thumb === 0 ? [Math.min(next, high), high] : [low, Math.max(next, low)]);
            }}
            className={thumbClass}
          />
        ))}
      </div>
    </fieldset>
  );
}
