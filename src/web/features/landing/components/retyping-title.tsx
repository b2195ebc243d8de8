import { useRetypingText } from "../hooks/use-retyping-text";

/**
 * The landing title, retyped every 20 s. Screen readers get the full text once; the typed copy
 * sits on top of an invisible full copy, so the layout never shifts.
 */
export function RetypingTitle({ text }: { text: string }) {
  const typed = useRetypingText(text);
  return (
    <h1 className="text-4xl font-bold tracking-tight text-balance text-zinc-900 sm:text-5xl lg:text-6xl">
      <span className="sr-only">{text}</span>
      <span aria-hidden className="grid">
        <span className="invisible col-start-1 row-start-1">{text}</span>
        <span className="col-start-1 row-start-1">
          {typed.text}
          {typed.typing && (
            <span className="ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] animate-pulse bg-brand" />
          )}
        </span>
      </span>
    </h1>
  );
}
