import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toolByPath } from '../../tools/registry';
import { useUserData } from '../state/userData';

/**
 * Logs one use each time a tool's screen is entered. Keyed on the path, not the location:
 * tools rewrite their query (shareable options) with replace, which must not count again.
 */
export function useUsageLogging(): void {
  const { pathname } = useLocation();
  const { recordUse } = useUserData();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    const tool = toolByPath(pathname);
    if (tool) recordUse(tool.id);
  }, [pathname, recordUse]);
}
