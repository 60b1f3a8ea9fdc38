import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  configureRequest,
  REQUEST_TIMEOUT_MS,
  request,
  RequestError,
  resetRequestConfiguration,
  serializeParams,
} from './request';

/** A real local HTTP server: each path is one behaviour the request layer must handle. */
let server: Server;
let base: string;
const seenUrls: string[] = [];

function route(req: IncomingMessage, res: ServerResponse) {
  seenUrls.push(req.url ?? '');
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  if (req.url?.startsWith('/ok')) return json(200, { success: true, data: { answer: 42 } });
  if (req.url?.startsWith('/business'))
    return json(200, { success: false, errorMessage: '余额不足' });
  if (req.url?.startsWith('/boom')) return json(500, { message: 'internal' });
  if (req.url?.startsWith('/slow'))
    return void setTimeout(() => json(200, { success: true }), 2000);
  if (req.url?.startsWith('/echo') && req.method === 'POST') {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => json(200, { success: true, received: JSON.parse(body) }));
    return;
  }
  json(404, { message: 'not found' });
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  resetRequestConfiguration();
  seenUrls.length = 0;
});

describe('serializeParams', () => {
  it('writes values as they are, without URL-encoding', () => {
    expect(serializeParams({ q: '中文 a&b', n: 5, on: true, skip: undefined, none: null })).toBe(
      'q=中文 a&b&n=5&on=true',
    );
  });

  it('repeats the key for array values', () => {
    expect(serializeParams({ ids: [1, 2, 3] })).toBe('ids=1&ids=2&ids=3');
  });
});

describe('request', () => {
  it('has a 30 second default time-out', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
  });

  it('returns the parsed body of a successful response', async () => {
    await expect(request(`${base}/ok`)).resolves.toEqual({ success: true, data: { answer: 42 } });
  });

  it('sends query parameters unencoded on the wire', async () => {
    await request(`${base}/ok`, { params: { name: 'a,b', path: '/x/y' } });
    expect(seenUrls.at(-1)).toBe('/ok?name=a,b&path=/x/y');
  });

  it('posts JSON data', async () => {
    await expect(request(`${base}/echo`, { data: { 名称: '测试' } })).resolves.toEqual({
      success: true,
      received: { 名称: '测试' },
    });
  });

  it('hands a success === false body to the error thrower, and what it throws to the handler', async () => {
    const errorHandler = vi.fn();
    const errorThrower = vi.fn((body: { errorMessage?: string }) => {
      throw new RequestError('business', body.errorMessage ?? '');
    });
    configureRequest({ errorThrower, errorHandler });
    await expect(request(`${base}/business`)).rejects.toMatchObject({
      kind: 'business',
      message: '余额不足',
    });
    expect(errorThrower).toHaveBeenCalledWith({ success: false, errorMessage: '余额不足' });
    expect(errorHandler).toHaveBeenCalledOnce();
  });

  it('returns a success === false body unchanged when no thrower is configured', async () => {
    await expect(request(`${base}/business`)).resolves.toEqual({
      success: false,
      errorMessage: '余额不足',
    });
  });

  it('reports HTTP errors to the error handler with the status', async () => {
    const errorHandler = vi.fn();
    configureRequest({ errorHandler });
    await expect(request(`${base}/boom`)).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(errorHandler.mock.calls[0][0]).toMatchObject({ kind: 'http', status: 500 });
  });

  it('times out after the configured time and tells the handler', async () => {
    const errorHandler = vi.fn();
    configureRequest({ errorHandler, timeout: 200 });
    await expect(request(`${base}/slow`)).rejects.toMatchObject({ kind: 'timeout' });
    expect(errorHandler.mock.calls[0][0]).toMatchObject({ kind: 'timeout' });
  });

  it('reports a network failure (nothing listening) to the handler', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const errorHandler = vi.fn();
    configureRequest({ errorHandler });
    await expect(request(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ kind: 'network' });
    expect(errorHandler).toHaveBeenCalledOnce();
  });

  it('skips the handler when the caller asks to handle errors itself', async () => {
    const errorHandler = vi.fn();
    configureRequest({ errorHandler });
    await expect(request(`${base}/boom`, { skipErrorHandler: true })).rejects.toBeInstanceOf(
      RequestError,
    );
    expect(errorHandler).not.toHaveBeenCalled();
  });
});
