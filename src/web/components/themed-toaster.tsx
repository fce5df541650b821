import { Toaster } from 'sonner';
import { useThemeChoice } from '@/web/lib/theme';

/**
 * Toasts in the visitor's theme ('system' is sonner's own reading of the system's setting).
 * Loaded after the first paint (app/provider.tsx), with the theme store it reads.
 */
export default function ThemedToaster() {
  const theme = useThemeChoice();
  return <Toaster position="top-right" richColors closeButton theme={theme} />;
}
