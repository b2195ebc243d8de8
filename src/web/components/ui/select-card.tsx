import { Check } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/cn";

type SingleProps = {
  type: "single";
  value: string;
  onValueChange: (value: string) => void;
};
type MultipleProps = {
  type: "multiple";
  value: string[];
  onValueChange: (value: string[]) => void;
};

const GroupType = createContext<"single" | "multiple">("single");

/**
 * A grid of selectable cards with roving focus (arrow keys move, Space/Enter choose).
 * `single` is a radiogroup whose cards are `radio` + `aria-checked` and cannot be unselected;
 * `multiple` is a group of toggle buttons with `aria-pressed`.
 */
export function SelectCardGroup({
  className,
  children,
  label,
  ...props
}: (SingleProps | MultipleProps) & { className?: string; children: ReactNode; label: string }) {
  const common = { "aria-label": label, className: cn("grid gap-3", className) };
  return (
    <GroupType.Provider value={props.type}>
      {props.type === "single" ? (
        <ToggleGroup.Root
          type="single"
          value={props.value}
          // A radio group always keeps one choice: a click on the chosen card does nothing.
          onValueChange={(next) => next && props.onValueChange(next)}
          {...common}
        >
          {children}
        </ToggleGroup.Root>
      ) : (
        <ToggleGroup.Root
          type="multiple"
          value={props.value}
          onValueChange={props.onValueChange}
          {...common}
        >
          {children}
        </ToggleGroup.Root>
      )}
    </GroupType.Provider>
  );
}

/** One card: an optional icon and the title on top, the description and any extra below. */
export function SelectCard({
  className,
  title,
  description,
  icon,
  children,
  ...props
}: Omit<ComponentProps<typeof ToggleGroup.Item>, "title" | "children"> & {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const type = useContext(GroupType);
  return (
    <ToggleGroup.Item
      className={cn(
        "group flex h-full cursor-pointer flex-col rounded-lg border border-border bg-surface p-4 text-left transition-colors",
        "hover:border-indigo-300 hover:bg-indigo-50/40",
        "data-[state=on]:border-brand data-[state=on]:bg-indigo-50 data-[state=on]:ring-1 data-[state=on]:ring-brand",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="flex items-center gap-2.5">
        {icon && (
          <span
            aria-hidden
            className="flex size-7 shrink-0 items-center justify-center rounded-md bg-muted text-zinc-600 group-data-[state=on]:bg-brand group-data-[state=on]:text-white"
          >
            {icon}
          </span>
        )}
        <span className="min-w-0 flex-1 font-medium text-zinc-900">{title}</span>
        <span
          aria-hidden
          className={cn(
            "flex size-5 shrink-0 items-center justify-center border border-zinc-300 bg-surface text-transparent group-data-[state=on]:border-brand group-data-[state=on]:bg-brand group-data-[state=on]:text-white",
            type === "single" ? "rounded-full" : "rounded",
          )}
        >
          <Check className="size-3.5" strokeWidth={3} />
        </span>
      </span>
      {description && (
        <span className="mt-1.5 block text-sm text-muted-foreground">{description}</span>
      )}
      {children}
    </ToggleGroup.Item>
  );
}
