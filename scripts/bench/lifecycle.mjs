#!/usr/bin/env node
// Load generator of the application lifecycle (issue 5): N workers each run share transfers
// (flow 550004) through submit, first review and recheck against a running server for D
// seconds, then print completed applications per second and the latency percentiles of each
// call. Node 20, built-in fetch, no packages.
//
// usage: node scripts/bench/lifecycle.mjs [--url http://127.0.0.1:18391] [--workers 4]
//                                          [--seconds 20] [--warmup 3]
//
// Every transfer moves 1 share of product 100001, alternating direction between the personal
// investor's account 2000000001 (personal_demo) and the organisation's 1000000001
// (orgholder_demo), so the register stays balanced however long the run and transfers in
// opposite directions over the same two positions race each other (the fixed lock order).
// The server must run with PLATFORM_CAPTCHA=off and the demo data.

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1]] : null))
    .filter(Boolean),
);
const url = (args.url ?? process.env.BENCH_URL ?? 'http://127.0.0.1:18391').replace(/\/$/, '');
const workers = Number(args.workers ?? 4);
const seconds = Number(args.seconds ?? 20);
const warmup = Number(args.warmup ?? 3);
const password = process.env.BENCH_PASSWORD ?? 'Demo#2026';

const BASIC = 'Basic c2FiZXI6c2FiZXJfc2VjcmV0';
const SUBMIT = '/api/rem-registrationbizweb/application/submit';
const COMPLETE = '/api/rem-registrationbizweb/taskItem/complete';

/** The two directions: who applies, from which account to which. */
const DIRECTIONS = [
  { user: 'personal_demo', out: '2000000001', in: '1000000001' },
  { user: 'orgholder_demo', out: '1000000001', in: '2000000001' },
];

async function signIn(username) {
  const res = await fetch(`${url}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Content-Type': 'application/x-www-form-urlencoded', 'Tenant-Id': '000000' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  const body = await res.json();
  const token = body?.data?.access_token;
  if (!res.ok || !token) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  return token;
}

/** One call: its latency in ms and the envelope; a failure carries status and msg. */
async function call(token, path, body) {
  const started = process.hrtime.bigint();
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = await res.json().catch(() => null);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, status: res.status, ok: res.ok && envelope?.success === true, envelope };
}

const STEPS = ['submit', 'first review', 'recheck', 'whole application'];
const samples = Object.fromEntries(STEPS.map((s) => [s, []]));
const errors = new Map();
let completed = 0;
let measuring = false;

function fail(step, answer) {
  const key = `${step}: ${answer.status} ${answer.envelope?.msg ?? ''}`;
  errors.set(key, (errors.get(key) ?? 0) + 1);
}

/** One application through its three calls; false when a call failed. */
async function oneTransfer(tokens, direction, worker, n) {
  const started = process.hrtime.bigint();
  const formData = {
    transfersType: '2',
    productCode: '100001',
    accountNumberOut: direction.out,
    accountNumberIn: direction.in,
    transferVolume: 1,
  };
  const submit = await call(tokens[direction.user], SUBMIT, {
    appId: '550004',
    formData,
    idempotencyKey: `bench-${process.pid}-${worker}-${n}`,
  });
  if (!submit.ok) return fail('submit', submit), false;
  const uuid = submit.envelope.data.uuid;
  const first = await call(tokens.staff_first, COMPLETE, { uuid, action: 'approve', memo: '材料齐全，同意' });
  if (!first.ok) return fail('first review', first), false;
  const recheck = await call(tokens.staff_recheck, COMPLETE, { uuid, action: 'approve', memo: '同意' });
  if (!recheck.ok || recheck.envelope.data?.status !== 'approved') return fail('recheck', recheck), false;
  if (measuring) {
    samples.submit.push(submit.ms);
    samples['first review'].push(first.ms);
    samples.recheck.push(recheck.ms);
    samples['whole application'].push(Number(process.hrtime.bigint() - started) / 1e6);
    completed += 1;
  }
  return true;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const fmt = (ms) => (Number.isNaN(ms) ? '-' : ms < 10 ? `${ms.toFixed(2)} ms` : `${ms.toFixed(1)} ms`);

async function main() {
  const health = await fetch(`${url}/api/health`).then((r) => r.json());
  const tokens = {};
  for (const user of ['personal_demo', 'orgholder_demo', 'staff_first', 'staff_recheck']) tokens[user] = await signIn(user);

  let stop = false;
  const run = async (worker) => {
    for (let n = 0; !stop; n += 1) {
      // alternate the direction per application, starting at a different one per worker
      await oneTransfer(tokens, DIRECTIONS[(worker + n) % 2], worker, n);
    }
  };
  const running = Array.from({ length: workers }, (_, w) => run(w));
  await new Promise((r) => setTimeout(r, warmup * 1000));
  measuring = true;
  const started = process.hrtime.bigint();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  stop = true;
  await Promise.all(running);

  console.log(`server ${url}, database ${health?.data?.database ?? '?'}`);
  console.log(`${workers} workers, ${seconds} s measured after ${warmup} s warm-up`);
  console.log(`completed applications: ${completed} (${(completed / elapsed).toFixed(1)}/s)`);
  console.log('| step | n | p50 | p90 | p99 | max |');
  console.log('|---|---|---|---|---|---|');
  for (const step of STEPS) {
    const sorted = [...samples[step]].sort((a, b) => a - b);
    const row = [50, 90, 99].map((p) => fmt(percentile(sorted, p)));
    console.log(`| ${step} | ${sorted.length} | ${row.join(' | ')} | ${fmt(sorted.at(-1) ?? NaN)} |`);
  }
  if (errors.size > 0) {
    console.log('failures (whole run, warm-up included):');
    for (const [key, n] of errors) console.log(`  ${n} × ${key}`);
  }
  const submits = [...samples.submit].sort((a, b) => a - b);
  const one = (p) => percentile(submits, p).toFixed(2);
  console.log(`RESULT apps_per_s=${(completed / elapsed).toFixed(1)} submit_p50=${one(50)} submit_p90=${one(90)} submit_p99=${one(99)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
