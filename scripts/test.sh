#!/usr/bin/env bash
# `npm test`: everything the README promises (type check, lint, dead-code check, unit, data, system and browser tests), and
# with TEST_PG_URL=postgres://… also the data-layer and system tests on that PostgreSQL and the stress
# tests on both databases (what .ci/run asks for). Two lanes once the server is built (decision 025).
set -euo pipefail
cd "$(dirname "$0")/.."

stage_names=()
stage_starts=()
stage_cpus=()
log() {
  cpu_now
  stage_names+=("$*")
  stage_starts+=("$SECONDS")
  stage_cpus+=("$CPU_NOW")
  printf '\n=== [test %dm%02ds] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"
}
stage_times() {
  local i end cpu_end
  cpu_now
  # A stage's CPU-seconds count what finished in it: the lanes' own show under "beside the browser tests".
  printf '\n=== npm test stage times\n'
  for i in "${!stage_names[@]}"; do
    end=${stage_starts[$((i + 1))]:-$SECONDS}
    cpu_end=${stage_cpus[$((i + 1))]:-$CPU_NOW}
    printf '%5ds %5d CPU-s  %s\n' $((end - stage_starts[i])) $((cpu_end - stage_cpus[i])) "${stage_names[i]}"
  done
  printf '%5ds  total\n' "$SECONDS"
}

# CPU_NOW: the user and system CPU-seconds of this shell's finished children so far, from the second
# line of bash's `times`, which must run in this shell itself (a $(...) subshell would count its own).
cpu_file=$(mktemp)
cpu_now() {
  times >"$cpu_file"
  CPU_NOW=$(awk 'NR == 2 { total = 0; for (i = 1; i <= 2; i++) { split($i, part, /[ms]/); total += part[1] * 60 + part[2] } printf "%d", total }' "$cpu_file")
}

# The same commands as `npm run typecheck`, `lint`, `knip`, `test:unit`, `test:e2e` (and with TEST_PG_URL,
# `test:pg` and `test:stress` on each database): the browser tests (two Playwright workers, each with a
# server of its own) in the foreground once the server is built, and beside them one lane of steps per
# database, one step after another. The browser tests mostly wait; the lanes run at a lower CPU
# priority (nice; LANE_NICE, 10 by default), so they take the time the browser tests leave idle and
# cannot starve them. Two lanes, because one held everything else and finished long after the browser
# tests. The SQLite lane starts with the lint, beside the build, which leaves most of a core idle.

lane_times=$(mktemp)
build_done=$(mktemp -u)
# One step of a lane: its output goes to the lane's log, its time to the stage table. Each step also
# says how many CPU-seconds it used: on two cores the lanes and the browser tests share the CPU, so a
# step's wall time says more about what ran beside it than about itself. A failed step does not stop
# its lane (the steps after it still report), but the lane ends failed.
lane_failed=0
step() {
  local name=$1 start=$SECONDS cpu_start status=0
  shift
  cpu_now
  cpu_start=$CPU_NOW
  printf '\n=== [lane %dm%02ds] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$name"
  nice -n "${LANE_NICE:-10}" "$@" || status=$?
  cpu_now
  printf '%5ds %5d CPU-s  %s%s\n' $((SECONDS - start)) $((CPU_NOW - cpu_start)) "$name" "$([ "$status" = 0 ] || echo " (failed)")" >>"$lane_times"
  if [ "$status" != 0 ]; then lane_failed=1; fi
}
# Until the build is done (the type check's route types are written by it too, and the tests run it).
wait_for_build() {
  while [ ! -e "$build_done" ]; do sleep 1; done
}
# Test files at a time in each lane (LANE_WORKERS, Vitest's default on two cores: one). Two were tried
# (decision 025's update): inconclusive under other load, and browser tests timed out beside them.
LANE_WORKERS=${LANE_WORKERS:-1}
sqlite_lane() {
  step "Lint" npm run lint
  wait_for_build
  # One thread: beside the browser tests no core is idle, and its threads only add their overhead
  # (10–18 CPU-seconds against 6–8, and no sooner done on two cores).
  step "Type check" npm run typecheck -- --singleThreaded
  # Files, exports and dependencies nobody uses, and imports of undeclared packages (knip.config.ts).
  step "Dead-code check" npm run knip
  step "Unit, data and system tests on SQLite" npx vitest run --maxWorkers="$LANE_WORKERS" --project unit --project data --project system
  return "$lane_failed"
}
postgres_lane() {
  step "Data-layer and system tests on PostgreSQL" env DATABASE_URL="$TEST_PG_URL" npx vitest run --maxWorkers="$LANE_WORKERS" --project data --project system
  return "$lane_failed"
}
# The long load and crash runs (tests/stress) on both databases, on the build above: a third lane from
# the moment the browser tests end. Until then the browser tests and two lanes fill both cores; after
# it, the two lanes' tests mostly wait (servers starting, timing tests) and left most of the machine
# idle while the stress runs waited at their ends (decision 025's update of 27 November, evening).
stress_lane() {
  step "Stress tests on SQLite" npx vitest run --project stress
  step "Stress tests on PostgreSQL" env DATABASE_URL="$TEST_PG_URL" npx vitest run --project stress
  return "$lane_failed"
}
# Each lane in a process group of its own (set -m), so an interrupted run can stop it whole.
lane_pids=()
lane_logs=()
start_lane() {
  local log
  log=$(mktemp)
  set -m
  (set -e; "$1") >"$log" 2>&1 &
  lane_pids+=("$!")
  lane_logs+=("$log")
  set +m
}
# The lanes' steps join the stage table under the stage that ran them.
stage_times_with_lanes() {
  local pid
  for pid in "${lane_pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  rm -f "$build_done"
  stage_times
  printf '  beside the browser tests:\n'
  cat "$lane_times"
}
trap stage_times_with_lanes EXIT

start_lane sqlite_lane
log "Build (beside it: lint)"
npm run build
touch "$build_done"
if [ -n "${TEST_PG_URL:-}" ]; then start_lane postgres_lane; fi

log "Browser tests (Playwright); beside them: type check, lint, dead-code check, unit/data/system tests$([ -n "${TEST_PG_URL:-}" ] && echo ", the same on PostgreSQL")"
browser_status=0
# Without traces: recording one for every test (to keep it on failure) cost about 15% of the browser
# tests' CPU. A failure still prints its error and page snapshot; run the file again locally for its trace.
npx playwright test --trace off || browser_status=$?
if [ -n "${TEST_PG_URL:-}" ]; then start_lane stress_lane; fi
log "Waiting for the lanes$([ -n "${TEST_PG_URL:-}" ] && echo " (and the stress tests on both databases, started as the browser tests ended)")"
lane_status=0
for i in "${!lane_pids[@]}"; do
  wait "${lane_pids[i]}" || lane_status=$?
  cat "${lane_logs[i]}"
done
if [ "$browser_status" != 0 ] || [ "$lane_status" != 0 ]; then
  printf '\nFailed: browser tests exit %s, the tests beside them exit %s\n' "$browser_status" "$lane_status"
  exit 1
fi
