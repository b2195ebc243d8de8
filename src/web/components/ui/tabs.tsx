import { Tabs as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List
      className={cn("flex flex-wrap gap-1 rounded-lg bg-muted p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-surface data-[state=active]:text-zinc-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = ({ className, ...props }: ComponentProps<typeof Primitive.Content>) => (
  <Primitive.Content className={cn("mt-6", className)} {...props} />
);
