import { useEffect, useState } from "react";
import { prefersReducedMotion } from "@/lib/live-decoration";

/** The landing title retypes every 20 s (docs/product/generator.md "The landing"). */
export const RETYPE_INTERVAL_MS = 20_000;
export const RETYPE_CHAR_MS = 45;

/**
 * Shows `text` in full, and every 20 s types it again from the first character. Returns the
 * visible part and whether it is typing. Without motion (reduced-motion setting) it stays still.
 */
export function useRetypingText(text: string) {
  const [visibleChars, setVisibleChars] = useState<number | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let typing: ReturnType<typeof setTimeout> | undefined;
    const typeFrom = (chars: number) => {
      if (chars >= text.length) {
        setVisibleChars(null);
        return;
      }
      setVisibleChars(chars);
      typing = setTimeout(() => typeFrom(chars + 1), RETYPE_CHAR_MS);
    };
    const interval = setInterval(() => {
      clearTimeout(typing);
      typeFrom(0);
    }, RETYPE_INTERVAL_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(typing);
      setVisibleChars(null);
    };
  }, [text]);

  return {
    text: visibleChars === null ? text : text.slice(0, visibleChars),
    typing: visibleChars !== null,
  };
}
