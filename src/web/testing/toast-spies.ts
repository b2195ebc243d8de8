import { afterEach, beforeEach, type MockInstance, vi } from "vitest";
import { toast } from "@/lib/toast";

type ToastKind = keyof typeof toast;
type ToastSpies = { readonly [K in ToastKind]: MockInstance<(typeof toast)[K]> };

const KINDS = Object.keys(toast) as ToastKind[];

/**
 * Silences every toast and records it, test by test: called at a file's top level, spies on each
 * of `toast`'s methods before each test and restores them after it. A spy rather than
 * mocking the module keeps the file in the web project's shared module graph (decision 109),
 * so the spies must not outlive a test. Read a spy from the returned object inside a test:
 * `expect(toasts.error).toHaveBeenCalledWith(...)`.
 */
export function spyOnToasts(): ToastSpies {
  const spies = new Map<ToastKind, MockInstance>();
  beforeEach(() => {
    for (const kind of KINDS) {
      spies.set(
        kind,
        vi.spyOn(toast, kind).mockImplementation(() => undefined),
      );
    }
  });
  afterEach(() => {
    for (const spy of spies.values()) spy.mockRestore();
    spies.clear();
  });
  const current = (kind: ToastKind) => {
    const spy = spies.get(kind);
    if (!spy) throw new Error(`toast.${kind} is spied on only while a test runs`);
    return spy;
  };
  return Object.defineProperties(
    {},
    Object.fromEntries(KINDS.map((kind) => [kind, { get: () => current(kind), enumerable: true }])),
  ) as ToastSpies;
}
