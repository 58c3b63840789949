// CPU and memory of a server process from /proc (Linux): user + system CPU seconds and the
// peak resident set (VmHWM), so the burst reports what each instance used, its image process
// (ADR 056: the photo checks' pixels are worked on in a child) counted with it and shown apart.
import { readFileSync } from 'node:fs';

export interface ProcessFigures {
  pid: number | undefined;
  /** CPU seconds (user + system) since the process started, or since `since` when given; its children's included. */
  cpuSeconds: number;
  /** Peak resident memory, MB. */
  maxRssMb: number;
  /** Of cpuSeconds, what its child processes (the image process) used, live or already exited. */
  childCpuSeconds: number;
  /** Peak resident memory of its live child processes, MB (0 when none runs). */
  childMaxRssMb: number;
}

/** Clock ticks per second of /proc/<pid>/stat: 100 on every Linux this runs on. */
const CLK_TCK = 100;

/** utime, stime, cutime, cstime (children waited for) in seconds: the 12th to 15th fields after the command. */
function cpuOf(pid: number): { own: number; waited: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  return { own: (fields[11]! + fields[12]!) / CLK_TCK, waited: (fields[13]! + fields[14]!) / CLK_TCK };
}

const hwmMbOf = (pid: number) => {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return hwm ? Number(hwm[1]) / 1024 : Number.NaN;
};

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export function processFigures(pid: number | undefined, since?: ProcessFigures): ProcessFigures {
  const none = { pid, cpuSeconds: Number.NaN, maxRssMb: Number.NaN, childCpuSeconds: Number.NaN, childMaxRssMb: Number.NaN };
  if (pid === undefined) return none;
  try {
    const { own, waited } = cpuOf(pid);
    let childCpu = waited;
    let childRss = 0;
    for (const child of childrenOf(pid)) {
      try {
        childCpu += cpuOf(child).own;
        childRss = Math.max(childRss, hwmMbOf(child));
      } catch {
        // exited between the two reads: its time is in `waited` next time
      }
    }
    const childCpuSeconds = childCpu - (since?.childCpuSeconds ?? 0);
    return { pid, cpuSeconds: own + childCpu - (since?.cpuSeconds ?? 0), maxRssMb: hwmMbOf(pid), childCpuSeconds, childMaxRssMb: childRss };
  } catch {
    return none;
  }
}
