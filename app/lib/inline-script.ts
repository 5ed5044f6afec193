/** Pieces of the inline scripts the server writes into every page (the web font). */

/**
 * Inline-script source of a function that calls `then` once the page has loaded and its first contentful
 * paint has been presented. On a fast connection `load` can come before the first paint, and what is asked
 * for then competes with the paint it was meant to follow. The paint is the browser's own report of it (a
 * `paint` performance entry, delivered after the frame is on screen); a browser without paint timing
 * waits for the frame after `load` instead.
 */
export const AFTER_LOAD_AND_PAINT =
  '(then)=>{const painted=(done)=>{' +
  'if(typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){' +
  'const observer=new PerformanceObserver((list)=>{' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}});' +
  'observer.observe({type:"paint",buffered:true})}' +
  'else requestAnimationFrame(()=>setTimeout(done,0))};' +
  'const go=()=>painted(()=>setTimeout(then,0));' +
  'if(document.readyState==="complete")go();else addEventListener("load",go,{once:true})}';

/** JSON that is safe inside an inline `<script>` (no `</script>`, no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
