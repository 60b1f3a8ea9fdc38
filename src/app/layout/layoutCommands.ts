import { createContext, useContext } from 'react';

/** What screens may ask of the layout (the home search box opens the palette). */
export interface LayoutCommands {
  openPalette: () => void;
  openSettings: () => void;
  openHelp: () => void;
}

export const LayoutCommandsContext = createContext<LayoutCommands | null>(null);

export function useLayoutCommands(): LayoutCommands {
  const commands = useContext(LayoutCommandsContext);
  if (!commands) throw new Error('useLayoutCommands must be used inside AppLayout');
  return commands;
}
