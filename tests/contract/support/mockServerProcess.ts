import { spawn, type ChildProcess } from 'node:child_process';

/** A command's exit status and everything it printed. */
export interface Run {
  status: number;
  output: string;
}

/** Runs a command line through the shell, as a person would type it, collecting its output. */
export function run(commandLine: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(commandLine, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(output).toString('utf8') }));
  });
}

export interface MockServerProcess {
  url: string;
  /** What the server printed so far (the requests it refused, the answers it replaced). */
  log(): string;
  stop(): void;
}

/**
 * Starts `npm run mock:server` as a process of its own (its own process group, so npm, tsx
 * and node all stop together) on a free port, and resolves with its address once it
 * listens.
 */
export function startMockServer(env: NodeJS.ProcessEnv): Promise<MockServerProcess> {
  const child: ChildProcess = spawn('npm run -s mock:server', { shell: true, detached: true, env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  return new Promise((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`npm run mock:server did not start within 60 s:\n${printed}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      const listening = /listening on (http:\/\/\S+)/.exec(printed);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({ url: listening[1], log: () => printed, stop });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (status) => {
      clearTimeout(timer);
      reject(new Error(`npm run mock:server exited (${status}):\n${printed}`));
    });
  });
}
