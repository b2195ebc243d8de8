import { useCallback, useEffect, useRef, useState } from "react";

export const COPIED_INDICATOR_MS = 2000;

/**
 * Copies text and reports `copied` for 2 s (docs/product/site.md); resolves false when the
 * clipboard refuses.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return true;
  }, []);

  return { copied, copy };
}
