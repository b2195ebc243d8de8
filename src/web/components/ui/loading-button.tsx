import { Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "./button";

/** A button that, while `loading`, is disabled and shows a spinner (and `loadingText` if given). */
export function LoadingButton({
  loading,
  loadingText,
  disabled,
  children,
  ...props
}: ButtonProps & { loading: boolean; loadingText?: string }) {
  return (
    <Button disabled={loading || disabled} aria-busy={loading || undefined} {...props}>
      {loading && <Loader2 aria-hidden className="size-4 animate-spin" />}
      {loading && loadingText ? loadingText : children}
    </Button>
  );
}
