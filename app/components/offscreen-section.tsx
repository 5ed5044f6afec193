import { type ComponentProps, useEffect, useState } from 'react';
import { useServerRendered } from '../browser/use-server-rendered';
import { whenIdle } from '../browser/when-idle';

/**
 * A `<section>` below the first screen of a long page (home's carousels and grid). In the page the server
 * sends it carries `skip-offscreen` (app.css): the browser skips its style and layout while the page
 * loads, so a phone draws and hydrates the first screen without laying out the ten carousels under it
 * (decision 0018). It is laid out for real once the browser is idle, one section at a time, or earlier if
 * the visitor scrolls to it: scroll positions (the back button's) are then measured on the real layout,
 * not on the estimated heights. A page the app renders itself is laid out at once.
 *
 * `className` sets `--offscreen-height`, the usual height of the section's content (without its padding)
 * at each width: its size until it is laid out.
 */
export function OffscreenSection({ className, ...props }: ComponentProps<'section'>) {
  const serverRendered = useServerRendered();
  // The first value only: the section keeps the class after hydration until the browser is idle.
  const [skip, setSkip] = useState(serverRendered);
  useEffect(() => (skip ? whenIdle(() => setSkip(false)) : undefined), [skip]);
  // The children are the same elements on that second render: React lays out the section, not them.
  return <section className={skip ? `${className} skip-offscreen` : className} {...props} />;
}
