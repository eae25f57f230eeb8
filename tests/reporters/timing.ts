/**
 * Where the suite's time goes (decision 0066): at the end of a run, each project's files, tests and span
 * (first file started to last file ended, as the clock on the wall saw it) and the 15 slowest files, printed and
 * kept in .tmp/test-timing.txt, so `.ci/run` can end with them and the next slowdown is seen the day it lands.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 15;

type Row = { project: string; file: string; ms: number; tests: number; started: number; ended: number };

export default class TimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly rows: Row[] = [];
  private runStarted = Date.now();

  onTestRunStart() {
    this.runStarted = Date.now();
  }

  onTestModuleStart(module: TestModule) {
    this.started.set(key(module), Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    const started = this.started.get(key(module)) ?? Date.now();
    this.rows.push({
      project: module.project.name,
      file: path.relative(process.cwd(), module.moduleId),
      // The file's own time: setting up, importing and running its tests and hooks.
      ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      tests: [...module.children.allTests()].length,
      started,
      ended: Date.now(),
    });
  }

  onTestRunEnd() {
    if (this.rows.length === 0) return;
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines: string[] = [
      '',
      "Time per project (files, tests, span on the clock, sum of the files' own times):",
    ];
    const projects = [...new Set(this.rows.map((r) => r.project))].sort();
    for (const project of projects) {
      const rows = this.rows.filter((r) => r.project === project);
      const span = Math.max(...rows.map((r) => r.ended)) - Math.min(...rows.map((r) => r.started));
      const tests = rows.reduce((n, r) => n + r.tests, 0);
      const own = rows.reduce((n, r) => n + r.ms, 0);
      lines.push(
        `  ${project.padEnd(8)} ${String(rows.length).padStart(4)} files ${String(tests).padStart(5)} tests  ${s(span).padStart(8)} span  ${s(own).padStart(8)} in files`,
      );
    }
    lines.push(`  run      ${s(Date.now() - this.runStarted).padStart(35)} in all`);
    lines.push('', `The ${SLOWEST} slowest files:`);
    for (const r of [...this.rows].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
      lines.push(`  ${s(r.ms).padStart(8)}  ${r.project.padEnd(7)} ${r.file} (${r.tests} tests)`);
    const text = lines.join('\n');
    console.log(text);
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(path.join('.tmp', 'test-timing.txt'), `${text}\n`);
  }
}

const key = (module: TestModule) => `${module.project.name} ${module.moduleId}`;
