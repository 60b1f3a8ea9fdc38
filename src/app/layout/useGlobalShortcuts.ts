import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { LayoutCommands } from './layoutCommands';
import { useScreens } from './useScreens';
import { isTextField, shortcutFor } from './shortcuts';

/**
 * The app-wide keys (see HelpDialog). Listened to in the capture phase so Ctrl/⌘+K works
 * inside editors that would otherwise consume it.
 */
export function useGlobalShortcuts(commands: LayoutCommands): void {
  const navigate = useNavigate();
  const screens = useScreens();
  const latest = useRef({ commands, navigate, screens });
  latest.current = { commands, navigate, screens };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = shortcutFor({
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        inTextField: isTextField(event.target),
      });
      if (!command) return;
      const { commands: current, navigate: go, screens: list } = latest.current;
      if (command.type === 'screen') {
        const screen = list[command.index];
        if (!screen) return;
        event.preventDefault();
        go(screen.path);
        return;
      }
      event.preventDefault();
      if (command.type === 'palette') current.openPalette();
      else current.openHelp();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
