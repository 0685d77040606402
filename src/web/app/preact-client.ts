/**
 * `react-dom/client` on Preact, as the production build and the "unit-preact" tests resolve it
 * (scripts/build/preact-aliases.ts): Preact's, plus a repair of `useId` in portals (decision 028).
 *
 * Preact 10's compat portal renders its children as a root of their own and hands that root the page's
 * id counter on its first render only. When the portal renders again (its parent re-rendered), the new
 * root has no counter, and a component first mounted then — a dialog opened inside another dialog, a
 * field shown after loading — starts one at P0-0 and repeats the page's ids: the provider's "cancel
 * booking?" confirmation was announced with the bookings dialog's title. The hook hands the previous
 * root's counter on. It reads Preact's internal (mangled, stable within 10.x) names: the root hook
 * `options.__`, a vnode's children `__k` and id counter `__m`. Preact 11 renders portals inside the
 * tree and does not need it: delete this file and its alias when upgrading.
 */
import { options } from "preact";

export * from "preact/compat/client";

type VNode = { __k?: (VNode | null)[] | null; __m?: [number, number] };
type RootHook = (vnode: VNode | null, parentDom: { __k?: VNode | null }) => void;

const internals = options as typeof options & { __?: RootHook };
const previousRootHook = internals.__;
internals.__ = (vnode, parentDom) => {
  const previousRoot = parentDom.__k;
  const counter = previousRoot?.__k?.[0]?.__m;
  if (vnode && counter && !previousRoot.__m) vnode.__m = counter;
  previousRootHook?.(vnode, parentDom);
};
