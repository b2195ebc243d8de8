import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** The frame of every authentication screen: a centred card with a heading, then the form. */
export function AuthCard({
  title,
  description,
  badge,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md sm:py-4">
      <Card className="space-y-6">
        <header className="space-y-2 text-center">
          {badge}
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </header>
        {children}
      </Card>
      {footer && (
        <div className="mt-4 space-y-1 text-center text-sm text-muted-foreground">{footer}</div>
      )}
    </section>
  );
}

/** "Don't have an account? Sign up" under the card. */
export function AuthFooterLink({ text, children }: { text: string; children: ReactNode }) {
  return (
    <p>
      {text} <span className="font-medium text-brand">{children}</span>
    </p>
  );
}
