import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

/** An agent's tool (or mode) as a card: its icon, what it does, and the way to open it. */
export function ToolCard({
  icon: Icon,
  title,
  description,
  corner,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  description: ReactNode;
  /** Beside the icon, e.g. how long it takes. */
  corner?: ReactNode;
  /** At the card's foot: what it needs, the link that opens it. */
  children: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        {(Icon || corner) && (
          <div className="flex items-center justify-between gap-2">
            {Icon && (
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            )}
            {corner}
          </div>
        )}
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-3">{children}</CardContent>
    </Card>
  );
}
