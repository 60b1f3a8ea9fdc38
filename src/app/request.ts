/**
 * The one HTTP layer (spec.md): 30 s time-out, query parameters serialised without
 * URL-encoding, `success === false` bodies handed to the error thrower, and every failure
 * handed to the error handler. Nothing in the app may call `fetch` directly.
 */
export const REQUEST_TIMEOUT_MS = 30000;

export type RequestErrorKind = 'timeout' | 'network' | 'http' | 'business';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly status?: number;
  readonly body?: unknown;
  constructor(
    kind: RequestErrorKind,
    message: string,
    details: { status?: number; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.status = details.status;
    this.body = details.body;
  }
}

export interface BusinessBody {
  success: false;
  errorMessage?: string;
  errorCode?: string | number;
  [key: string]: unknown;
}

export interface RequestConfiguration {
  timeout: number;
  /** Receives a `success === false` body; throws the error the caller should see. */
  errorThrower?: (body: BusinessBody) => never | void;
  /** Receives every failure (network, time-out, HTTP, thrown business errors). */
  errorHandler?: (error: unknown) => void;
}

let configuration: RequestConfiguration = { timeout: REQUEST_TIMEOUT_MS };

export function configureRequest(patch: Partial<RequestConfiguration>): void {
  configuration = { ...configuration, ...patch };
}

export function resetRequestConfiguration(): void {
  configuration = { timeout: REQUEST_TIMEOUT_MS };
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** `{ q: '中文 a&b', ids: [1, 2] }` -> `q=中文 a&b&ids=1&ids=2`: values as written, never encoded. */
export function serializeParams(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      parts.push(`${key}=${String(item)}`);
    }
  }
  return parts.join('&');
}

export interface RequestOptions {
  method?: string;
  params?: QueryParams;
  data?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
  /** The caller handles errors itself: the error handler is not called. */
  skipErrorHandler?: boolean;
}

function isBusinessFailure(body: unknown): body is BusinessBody {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
  );
}

async function perform(url: string, options: RequestOptions): Promise<unknown> {
  const query = options.params ? serializeParams(options.params) : '';
  const target = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  const timeout = options.timeout ?? configuration.timeout;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.data !== undefined) {
    body = JSON.stringify(options.data);
    headers['Content-Type'] ??= 'application/json';
  }
  try {
    let response: Response;
    try {
      response = await fetch(target, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (timedOut) throw new RequestError('timeout', `Request timed out after ${timeout} ms`);
      throw new RequestError('network', cause instanceof Error ? cause.message : String(cause));
    }
    const text = await response.text().catch((cause: unknown) => {
      if (timedOut) throw new RequestError('timeout', `Request timed out after ${timeout} ms`);
      throw cause;
    });
    let parsed: unknown = text;
    if (text && (response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok) {
      throw new RequestError('http', `HTTP ${response.status}`, {
        status: response.status,
        body: parsed,
      });
    }
    if (isBusinessFailure(parsed) && configuration.errorThrower) {
      configuration.errorThrower(parsed);
    }
    return parsed;
  } finally {
    clearTimeout(timer);
  }
}

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await perform(url, options)) as T;
  } catch (error) {
    if (!options.skipErrorHandler) configuration.errorHandler?.(error);
    throw error;
  }
}
