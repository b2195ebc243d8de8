/**
 * The wizard, its result view and their libraries load only when the visitor starts (or is about
 * to): the landing route stays within its bundle budget (docs/decisions/003).
 */
export const loadGeneratorFlow = () => import("./components/generator-flow");

/** Starts loading the wizard once the browser is idle; returns a cancel function. */
export function prefetchGeneratorWhenIdle(): () => void {
  const load = () => void loadGeneratorFlow();
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(load, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(load, 2000);
  return () => clearTimeout(handle);
}
