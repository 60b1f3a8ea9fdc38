// The state of the machine a bench ran on, measured before and after the suites, so that two
// runs can be told apart by the machine and not only by the code. Two figures decide a page
// load here: plain CPU speed, and what a fresh page of memory costs. A browser starting a
// renderer, parsing a page and laying it out touches tens of megabytes it has never touched;
// on 2026-11-29, when static pages loaded 3 × slower than a week before, the CPU loop ran at
// its usual speed (about 100 ms) while each fresh 4 KiB page cost 12–15 µs on the idle
// virtual machine, where Linux on bare metal takes about 1 µs or less.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

export interface MachineState {
  /** 1-minute load average when measured. */
  load1: number;
  /** A fixed integer loop of 50 million steps, in ms (median of 3): CPU speed. */
  cpuLoopMs: number;
  /** Touching 256 MiB of fresh memory, in µs per 4 KiB page (median of 3). */
  pageFaultUs: number;
}

// Each measure runs in a child process, so that the memory is fresh, never reused from this
// process's heap, and the bench's own state does not disturb it.
const PROBE = `
const median = (xs) => xs.sort((a, b) => a - b)[1];
const loops = [], faults = [];
for (let run = 0; run < 3; run++) {
  let t = performance.now(), x = 0;
  for (let i = 0; i < 5e7; i++) x += i % 7;
  loops.push(performance.now() - t + (x === -1 ? 1 : 0));
  t = performance.now();
  const bytes = new Uint8Array(256 * 1024 * 1024);
  for (let i = 0; i < bytes.length; i += 4096) bytes[i] = 1;
  faults.push(((performance.now() - t) * 1000) / (bytes.length / 4096));
}
console.log(JSON.stringify({ cpuLoopMs: median(loops), pageFaultUs: median(faults) }));
`;

export function machineState(): MachineState {
  const out = execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' });
  const { cpuLoopMs, pageFaultUs } = JSON.parse(out) as Omit<MachineState, 'load1'>;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    load1: round(loadavg()[0]),
    cpuLoopMs: round(cpuLoopMs),
    pageFaultUs: round(pageFaultUs),
  };
}

export function describeState(state: MachineState): string {
  return `load ${state.load1}, CPU loop ${state.cpuLoopMs} ms, fresh memory ${state.pageFaultUs} µs per 4 KiB page`;
}
