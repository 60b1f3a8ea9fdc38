// Resident memory of Chromium's renderers (page and workers), sampled while a step runs.
import type { CDPSession, Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';

const MB = 1024 * 1024;
/** How long the page is left alone before "after" is read (what a user would see). */
export const SETTLE_MS = 5_000;

/** Resident memory of a process in MB, from /proc (Linux only, like the rest of the bench). */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0; // the process ended
  }
}

/** Renderer processes among `root`'s descendants (the page and its workers are threads of one of them). */
function rendererPids(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('--type=renderer'))
          found.push(child);
      } catch {
        // gone meanwhile
      }
      visit(child);
    }
  };
  visit(root);
  return found;
}

/**
 * The page's own JS heap, through CDP. Worker heaps are not read: on worker targets reached by
 * auto-attaching, Runtime.getHeapUsage answered 0 MB while a worker held a 200 MB string, so
 * the renderer's resident memory (page and workers together) is the figure.
 */
export class HeapProbe {
  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<HeapProbe> {
    return new HeapProbe(await page.context().newCDPSession(page));
  }

  /**
   * A full collection on the page. An ended worker's memory goes back only when the page's
   * garbage collector has collected the Worker object: an idle page may not collect for a
   * long while, a page at work soon does.
   */
  async collectPageGarbage(): Promise<void> {
    await this.cdp.send('HeapProfiler.collectGarbage');
  }

  /** Used heap of the page and its typed arrays' backing stores, in MB. */
  async pageHeap(): Promise<number> {
    const usage = (await this.cdp.send('Runtime.getHeapUsage')) as {
      usedSize: number;
      backingStorageSize?: number;
    };
    return (usage.usedSize + (usage.backingStorageSize ?? 0)) / MB;
  }
}

export interface StepFigures {
  step: string;
  peak: number;
  after: number;
  /**
   * The same for the largest renderer alone: the tab's (page and workers). The sum also holds
   * Chromium's own renderers (its WebUI one, ~150 MB, and a ~75 MB one), which no page work moves.
   */
  tabPeak: number;
  tabAfter: number;
  settleMs: number;
  pageHeap: number;
}

/** Samples the renderers' and the browser's resident memory while `action` runs. */
export async function measureStep(
  probe: HeapProbe,
  step: string,
  action: () => Promise<void>,
  settleMs = SETTLE_MS,
): Promise<StepFigures> {
  // Chromium is a child of this process: its renderers are found among our descendants.
  const sample = () => {
    const each = rendererPids(process.pid).map(rssMb);
    return { sum: each.reduce((sum, mb) => sum + mb, 0), tab: Math.max(0, ...each) };
  };
  let peak = 0;
  let tabPeak = 0;
  const note = () => {
    const { sum, tab } = sample();
    peak = Math.max(peak, sum);
    tabPeak = Math.max(tabPeak, tab);
    return { sum, tab };
  };
  note();
  const timer = setInterval(note, 50);
  try {
    await action();
    await new Promise((done) => setTimeout(done, settleMs));
  } finally {
    clearInterval(timer);
  }
  const { sum: after, tab: tabAfter } = note();
  const pageHeap = await probe.pageHeap();
  console.log(
    `  ${step}: renderer peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB; tab's renderer ${tabPeak.toFixed(0)} / ${tabAfter.toFixed(0)} MB; page heap ${pageHeap.toFixed(0)} MB`,
  );
  return { step, peak, after, tabPeak, tabAfter, settleMs, pageHeap };
}
