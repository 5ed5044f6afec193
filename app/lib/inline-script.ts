/** Pieces shared by the inline scripts the server writes into every page (hydration, web font). */

/**
 * Inline-script source of a function that calls `then` once the page has loaded and a frame has been
 * painted after that. On a fast connection `load` can come before the first paint; what is asked for
 * then would compete with the paint it was meant to follow.
 */
export const AFTER_LOAD_AND_PAINT =
  '(then)=>{const go=()=>requestAnimationFrame(()=>setTimeout(then,0));' +
  'if(document.readyState==="complete")go();else addEventListener("load",go,{once:true})}';

/** JSON that is safe inside an inline `<script>` (no `</script>`, no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
