import { options, type VNode } from 'preact';
import { hydrating } from './staged-hydration';

/**
 * Props that hold an element id or point at one. `useId` gives other values on the server (React,
 * `_R_…_`) than in the browser (Preact, `P0-1`), and Preact's hydration keeps the server's attributes.
 * The DOM would then keep React's id where an element was hydrated and get Preact's where one is created
 * later (a menu panel that opens, an error message under a field), pointing at nothing.
 */
const ID_PROPS = new Map([
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-controls', 'aria-controls'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-details', 'aria-details'],
  ['aria-errormessage', 'aria-errormessage'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-owns', 'aria-owns'],
  ['clip-path', 'clip-path'],
  ['list', 'list'],
]);

/** The element a vnode rendered: Preact keeps it in `_dom`, mangled to `__e` in its published build. */
const elementOf = (vnode: VNode) => (vnode as VNode & { __e?: Element | null }).__e;

/**
 * While the server's DOM is hydrated (the first pass and the parts that wait for their turn, see
 * staged-hydration.ts), each element takes the client's value of each id prop, so later renders agree.
 */
const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  previousDiffed?.(vnode);
  if (!hydrating() || typeof vnode.type !== 'string') return;
  const element = elementOf(vnode);
  if (!element) return;
  const props = vnode.props as Record<string, unknown>;
  for (const prop in props) {
    const attribute = ID_PROPS.get(prop);
    const value = props[prop];
    if (attribute && typeof value === 'string' && element.getAttribute(attribute) !== value) {
      element.setAttribute(attribute, value);
    }
  }
};
