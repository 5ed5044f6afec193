import iconSprite from 'virtual:icon-sprite';
import type { IconName } from './icon-names';

/**
 * A Lucide icon drawn from the icon sprite: two elements instead of an inline SVG with its paths, and the
 * shapes are fetched once, with a year's cache (decision 0012). Icons are decorative (aria-hidden): the
 * control or text next to one names it. Size and colour come from classes, as with Lucide's components
 * (`size-5`, `text-coral`, `fill-coral`); the `.icon` class in app.css sets Lucide's stroke defaults.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden className={className ? `icon ${className}` : 'icon'}>
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}
