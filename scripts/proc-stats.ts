/**
 * Figures about the stack's processes from /proc (Linux), found by their listening port: used by
 * `npm run soak` and `npm run bench` to report memory and CPU per request, which tell what each
 * process costs even when other work shares the machine.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Pid of the process listening on a TCP port, from /proc/net/tcp{,6} and each process's open sockets. */
export function pidListeningOn(port: number): number | null {
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN; column 9 is the socket inode.
      if (cols.length > 9 && cols[3] === '0A' && parseInt(cols[1]!.split(':')[1]!, 16) === port) inodes.add(`socket:[${cols[9]}]`);
    }
  }
  if (inodes.size === 0) return null;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // fd closed meanwhile
      }
    }
  }
  return null;
}

export function rssMb(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (clock ticks of 1/100 s). */
export function cpuSeconds(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The machine's load averages over 1, 5 and 15 minutes. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}
