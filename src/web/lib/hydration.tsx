import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
  type SuspenseProps,
} from "react";

/*
 * When a prerendered page has fully hydrated (decision 054). React hydrates the root first and
 * each Suspense boundary's content in later passes; until then that content is server markup, and
 * an update that reaches it — a language switch — makes React discard and re-render it (error
 * #418). Boundaries on a prerendered page are `HydratingSuspense`, which count until their content
 * has committed.
 */

let hydrating = false;
let rootCommitted = false;
let openBoundaries = 0;
let settled = false;
let markHydrated: () => void = () => {};
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

function settle() {
  if (!rootCommitted || openBoundaries > 0) return;
  settled = true;
  markHydrated();
}

/** Whether a prerendered page is still hydrating: some of it is server markup without handlers. */
export function isHydrating(): boolean {
  return hydrating && !settled;
}

/** Resolves once the page has hydrated; at once for a page rendered in the browser. */
export function whenHydrated(): Promise<void> {
  return hydrating ? hydrated : Promise.resolve();
}

/**
 * Where the visitor has scrolled the prerendered page to, followed until the app's first commit:
 * its code starts at the first use, often a scroll (decision 108), and the router's scroll
 * restoration would then put the page back at the top.
 */
function followScroll() {
  let y = window.scrollY;
  const onScroll = () => (y = window.scrollY);
  addEventListener("scroll", onScroll, { passive: true });
  return () => {
    removeEventListener("scroll", onScroll);
    return y;
  };
}

function HydrationRoot({ children, scrolled }: { children: ReactNode; scrolled: () => number }) {
  // Layout effects run parents last: after the router's reset to the top, before the paint.
  useLayoutEffect(() => {
    const y = scrolled();
    if (window.scrollY !== y) window.scrollTo(0, y);
  }, [scrolled]);
  useEffect(() => {
    rootCommitted = true;
    settle();
  }, []);
  return children;
}

/** The app as it hydrates a prerendered page: `whenHydrated` waits from now on. */
export function trackHydration(app: ReactNode): ReactNode {
  hydrating = true;
  return <HydrationRoot scrolled={followScroll()}>{app}</HydrationRoot>;
}

/** One boundary's part in the count: open from its mount until its content has committed. */
class BoundaryCount {
  #contentCommitted = false;
  #counted = false;

  mounted(): () => void {
    // Effects run children first: a boundary rendered in one go has committed its content already.
    if (!this.#contentCommitted) {
      this.#counted = true;
      openBoundaries += 1;
    }
    return () => this.#release();
  }

  contentCommitted(): void {
    this.#contentCommitted = true;
    this.#release();
  }

  #release() {
    if (!this.#counted) return;
    this.#counted = false;
    openBoundaries -= 1;
    settle();
  }
}

function ContentCommitted({ count }: { count: BoundaryCount }) {
  useEffect(() => count.contentCommitted(), [count]);
  return null;
}

/** Suspense that holds `whenHydrated` until its content has hydrated. */
export function HydratingSuspense({ children, ...props }: SuspenseProps) {
  const [count] = useState(() => new BoundaryCount());
  useEffect(() => count.mounted(), [count]);
  return (
    <Suspense {...props}>
      {children}
      <ContentCommitted count={count} />
    </Suspense>
  );
}

/**
 * Whether decoration may render: at once on a prerendered page (its markup is already there) and
 * on the server, otherwise only after the first paint, so its code loads after the page's own
 * (decision 056).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(() => hydrating || typeof window === "undefined");
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the next one: the first has been painted by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
