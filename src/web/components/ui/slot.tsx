import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

function composeRefs(...refs: unknown[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
    }
  };
}

/**
 * Renders its one child with the slot's props merged in: handlers run the child's first, classes
 * join, styles and refs combine. The part of Radix's Slot that `Button asChild` uses; Radix's own
 * weighs 1.2 KB gzip in every page's first load (the landing's budget, decision 134).
 */
export function Slot({ children, ...props }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...props, ...own };
  for (const [key, value] of Object.entries(props)) {
    const childValue = own[key];
    if (childValue === undefined || value === undefined) continue;
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        value(...args);
      };
    } else if (key === "className") merged[key] = `${String(value)} ${String(childValue)}`;
    else if (key === "style") merged[key] = { ...(value as object), ...(childValue as object) };
    else if (key === "ref") merged[key] = composeRefs(value, childValue);
  }
  return cloneElement(children, merged);
}
