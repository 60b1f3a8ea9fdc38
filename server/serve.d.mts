// Types for the TypeScript bench code that starts the production server.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const DEFAULT_PORT: number;
export function createHandler(
  directory?: string,
): (req: IncomingMessage, res: ServerResponse) => void;
export function startServer(options?: {
  port?: number;
  host?: string;
  directory?: string;
}): Promise<Server>;
