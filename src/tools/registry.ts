import type { ToolManifest } from '../app/runtime/toolManifest';
import { compareTool } from './compare/tool';
import { guidTool } from './guid/tool';
import { jsonTool } from './json/tool';
import { qrTool } from './qr/tool';

export type { ScreenLoader, ToolManifest } from '../app/runtime/toolManifest';

/**
 * The list of tool manifests, nothing else. Menu, routes, home cards, palette, help dialog and
 * settings read these; adding a tool is one folder with its tool.ts and one line here
 * (`npm run new-tool`).
 */
export const tools: readonly ToolManifest[] = [qrTool, jsonTool, guidTool, compareTool];

export function toolByPath(pathname: string): ToolManifest | undefined {
  return tools.find((tool) => tool.path === pathname);
}
