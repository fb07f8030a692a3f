#!/usr/bin/env node
// `npm test`: every suite in order — static checks, unit, emulator (rules + functions), end-to-end.
// Each stage prints its runner's own summary; a failed stage does not hide the others' results.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { CACHE_DIR, ROOT } from './lib/emulator-env.mjs';

const REPORTS = join(CACHE_DIR, 'reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORTS, `${name}.json`)}`,
];

const stages = [
  { name: 'Type-check', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'Lint', command: ['npm', 'run', '--silent', 'lint'] },
  {
    name: 'Unit and component tests',
    report: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'web',
      '--project',
      'common',
      '--project',
      'functions-unit',
      '--project',
      'scripts',
      ...vitestJson('unit'),
    ],
  },
  {
    // Before the emulator tests: the renderPublicPage function serves the build's server bundle
    // (functions/lib/ssr, written by this build).
    name: 'Build the app for the emulators',
    command: ['npm', 'run', '--silent', 'build', '-w', 'web', '--', '--mode', 'emulator'],
  },
  {
    name: 'Security rules and functions tests (emulators)',
    report: 'emulators',
    command: [
      'node',
      'scripts/with-emulators.mjs',
      '--only',
      'auth,firestore,functions',
      '--',
      'npx',
      'vitest',
      'run',
      '--project',
      'rules',
      '--project',
      'functions-emulator',
      ...vitestJson('emulators'),
    ],
  },
  {
    name: 'End-to-end tests (Playwright, Chromium)',
    report: 'e2e',
    command: [
      'node',
      'scripts/with-emulators.mjs',
      '--only',
      'auth,firestore,functions,hosting',
      '--seed',
      '--',
      'npx',
      'playwright',
      'test',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, 'e2e.json') },
  },
];

function counts(report) {
  const file = join(REPORTS, `${report}.json`);
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (json.stats) {
    // Playwright. Flaky tests passed on their retry; they are counted as passed but listed.
    return {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
      skipped: json.stats.skipped,
      flaky: json.stats.flaky,
    };
  }
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

/**
 * The failed and flaky tests of a stage's report, each with the first lines of its error: CI shows
 * only the end of the log, so the summary names them rather than leaving them thousands of lines up.
 */
function notableTests(report) {
  const file = join(REPORTS, `${report}.json`);
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const found = [];
  if (json.stats) {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
          const failedTry = test.results.find((r) => r.errors?.length) ?? test.results[0];
          found.push({
            flaky: test.status === 'flaky',
            name: `${spec.file} › ${spec.title}`,
            message: failedTry?.errors?.[0]?.message ?? '',
          });
        }
      }
      (suite.suites ?? []).forEach(walk);
    };
    json.suites.forEach(walk);
    return found;
  }
  for (const suite of json.testResults) {
    const path = suite.name.startsWith(ROOT) ? suite.name.slice(ROOT.length + 1) : suite.name;
    const failed = suite.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) {
      found.push({ name: `${path} › ${a.fullName}`, message: a.failureMessages[0] ?? '' });
    }
    // A file that failed as a whole (an import error, a failing hook) has no failed test in it.
    if (suite.status === 'failed' && failed.length === 0) {
      found.push({ name: path, message: suite.message ?? '' });
    }
  }
  return found;
}

function firstLines(message) {
  const plain = stripVTControlCharacters(message).trim();
  const lines = plain
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 3);
  return lines.map((line) => line.slice(0, 200));
}

const results = [];
for (const stage of stages) {
  console.log(`\n━━━ ${stage.name} ━━━`);
  const started = Date.now();
  const [command, ...args] = stage.command;
  const { status } = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...stage.env },
  });
  results.push({
    stage,
    ok: status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    counts: stage.report ? counts(stage.report) : undefined,
  });
}

console.log('\n━━━ Summary ━━━');
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { stage, ok, seconds, counts: c } of results) {
  const detail = c
    ? ` — ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}${c.flaky ? ` (${c.flaky} flaky)` : ''}`
    : '';
  console.log(`${ok ? '✔' : '✘'} ${stage.name} (${seconds} s)${detail}`);
  for (const test of stage.report ? notableTests(stage.report) : []) {
    console.log(`    ${test.flaky ? 'flaky (passed on retry)' : 'failed'}: ${test.name}`);
    for (const line of firstLines(test.message)) console.log(`      ${line}`);
  }
  if (c) {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  }
  // A stage that failed without a failing test (a type error, a crash) still counts as a failure.
  if (!ok && !(c && c.failed > 0)) total.failed += 1;
}
const failedStages = results.filter((r) => !r.ok).length;
if (failedStages > 0) console.log(`${failedStages} stage(s) failed.`);
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedStages > 0 ? 1 : 0);
