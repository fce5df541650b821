import { cva, type VariantProps } from 'class-variance-authority';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

const alertVariants = cva(
  'relative flex gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-primary/20 bg-accent text-accent-foreground',
        destructive: 'border-destructive/30 bg-destructive/5 text-destructive',
        success: 'border-success/30 bg-success/10 text-foreground [&>svg]:text-success',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants> & { title?: string };

export function Alert({ className, variant, title, children, ...props }: AlertProps) {
  const Icon =
    variant === 'destructive' ? AlertCircle : variant === 'success' ? CheckCircle2 : Info;
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        <div className="leading-relaxed">{children}</div>
      </div>
    </div>
  );
}
