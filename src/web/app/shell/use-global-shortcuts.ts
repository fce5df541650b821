import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/web/config/paths';
import { useSignOutAction } from '@/web/features/auth/api/sign-out';
import { isApplePlatform } from './platform';
import { resolveShortcut } from './shortcuts';
import { useOpenAgent } from './use-open-agent';
import { useAgentAccess } from './use-agent-access';

/**
 * Ctrl/⌘+H, Ctrl/⌘+, , Ctrl/⌘+Shift+Q and Ctrl/⌘+1..9 anywhere in the signed-in app,
 * including while typing (they are modifier combinations, never text). Ctrl/⌘+K belongs
 * to the command palette, which toggles itself.
 */
export function useGlobalShortcuts() {
  const navigate = useNavigate();
  const signOut = useSignOutAction();
  const openAgent = useOpenAgent();
  const { agents } = useAgentAccess();
  // The listener is attached once; it reads the latest values through this ref.
  const latest = useRef({ navigate, signOut, openAgent, agents });
  useEffect(() => {
    latest.current = { navigate, signOut, openAgent, agents };
  });

  useEffect(() => {
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      const action = resolveShortcut(event, apple);
      if (!action || action.type === 'palette') return;
      event.preventDefault();
      const current = latest.current;
      if (action.type === 'navigate') {
        void current.navigate(action.to);
        return;
      }
      if (action.type === 'sign-out') {
        current.signOut(paths.legacySignin);
        return;
      }
      const access = current.agents[action.index];
      if (!access) return;
      if (!access.unlocked) {
        // sonner loads with its first toast; the lazily mounted Toaster shows it.
        void import('sonner').then(({ toast }) =>
          toast(`${access.agent.shortName} is locked`, { description: access.requirement }),
        );
        return;
      }
      current.openAgent(access.agent);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
