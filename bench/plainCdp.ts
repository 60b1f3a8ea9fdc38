/**
 * A Chromium driven over its DevTools pipe with only the domains a visit needs (Target, Page,
 * Network, Emulation), never `Runtime.enable`. Playwright enables the Runtime domain on every
 * page; with it on, a renderer that has not parsed the app's shell chunk before re-parses all
 * of it for source positions while evaluating it (about 130 ms at a phone's CPU). Our reading
 * of the trace: V8 then captures a detailed stack for each Error created, and React creates a
 * few at the chunk's top level. A visitor without DevTools open never pays that, so repeat
 * visits are timed here (bench/first-load.ts, BENCHMARKS.md "Session 11").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { emulate, type Profile } from './profiles.ts';

type Message = {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
};

export class PlainChromium {
  private nextId = 1;
  private pending = new Map<number, [(value: unknown) => void, (error: Error) => void]>();
  private buffer = '';

  private constructor(
    private readonly process: ChildProcess,
    private readonly profileDir: string,
  ) {
    const output = process.stdio[4] as Readable;
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const message = JSON.parse(this.buffer.slice(0, end)) as Message;
        this.buffer = this.buffer.slice(end + 1);
        const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
        if (!waiting) continue;
        this.pending.delete(message.id!);
        if (message.error) waiting[1](new Error(message.error.message));
        else waiting[0](message.result);
      }
    });
  }

  /** A headless Chromium with a profile of its own (its caches and service workers). */
  static launch(): PlainChromium {
    const profileDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
    const child = spawn(
      CHROMIUM_PATH,
      [
        ...CHROMIUM_ARGS,
        '--headless',
        '--remote-debugging-pipe',
        `--user-data-dir=${profileDir}`,
        '--no-first-run',
        '--lang=zh-CN',
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    return new PlainChromium(child, profileDir);
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string) {
    const id = this.nextId++;
    const input = this.process.stdio[3] as Writable;
    input.write(JSON.stringify({ id, method, params, sessionId }) + '\0');
    return new Promise<T>((resolve, reject) =>
      this.pending.set(id, [resolve as (value: unknown) => void, reject]),
    );
  }

  /**
   * A new tab as `profile` (viewport, touch, network, CPU), `script` run in each document
   * before the page's own. Returns its session and a way to close it.
   */
  async tab(profile: Profile, script: string) {
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
    });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const on = (method: string, params: object = {}) => this.send(method, params, sessionId);
    await on('Page.enable');
    await on('Page.addScriptToEvaluateOnNewDocument', { source: script });
    await on('Emulation.setDeviceMetricsOverride', {
      width: profile.viewport.width,
      height: profile.viewport.height,
      deviceScaleFactor: profile.name === 'phone' ? 3 : 1,
      mobile: profile.name === 'phone',
    });
    if (profile.name === 'phone') await on('Emulation.setTouchEmulationEnabled', { enabled: true });
    await emulate(on, profile);
    return {
      navigate: (url: string) => on('Page.navigate', { url }),
      /** `expression`'s value, awaited; Runtime.evaluate needs no Runtime.enable. */
      evaluate: async <T>(expression: string): Promise<T> => {
        const { result, exceptionDetails } = (await on('Runtime.evaluate', {
          expression,
          awaitPromise: true,
          returnByValue: true,
        })) as { result: { value: T }; exceptionDetails?: { text: string } };
        if (exceptionDetails) throw new Error(exceptionDetails.text);
        return result.value;
      },
      close: () => this.send('Target.closeTarget', { targetId }),
    };
  }

  async close() {
    await this.send('Browser.close').catch(() => undefined);
    await new Promise((resolve) => this.process.once('exit', resolve));
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}
