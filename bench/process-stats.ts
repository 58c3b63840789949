// CPU and memory of a server process from /proc (Linux): user + system CPU seconds and the
// peak resident set (VmHWM), so the burst reports what each instance used.
import { readFileSync } from 'node:fs';

export interface ProcessFigures {
  pid: number | undefined;
  /** CPU seconds (user + system) since the process started, or since `since` when given. */
  cpuSeconds: number;
  /** Peak resident memory, MB. */
  maxRssMb: number;
}

/** Clock ticks per second of /proc/<pid>/stat: 100 on every Linux this runs on. */
const CLK_TCK = 100;

export function processFigures(pid: number | undefined, since?: ProcessFigures): ProcessFigures {
  if (pid === undefined) return { pid, cpuSeconds: Number.NaN, maxRssMb: Number.NaN };
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / CLK_TCK - (since?.cpuSeconds ?? 0);
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { pid, cpuSeconds, maxRssMb: hwm ? Number(hwm[1]) / 1024 : Number.NaN };
  } catch {
    return { pid, cpuSeconds: Number.NaN, maxRssMb: Number.NaN };
  }
}
