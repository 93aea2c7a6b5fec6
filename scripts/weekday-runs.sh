#!/usr/bin/env bash
# Runs the tests that read the real clock (the browser tests, and the server and script tests that
# start real servers) under a clock shifted by each offset given, with libfaketime (Debian's faketime):
# the tests, the servers they start and Chromium all see the same shifted time.
# Usage: scripts/weekday-runs.sh [OFFSET_HOURS...]   (default: each day of the coming week, now's hour)
# E2E_FILES="e2e/a.test.ts ..." runs only those browser tests; E2E_FILES=none runs none.
set -uo pipefail
cd "$(dirname "$0")/.."
library=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
[ -e "$library" ] || { echo "needs Debian's faketime: apt-get install -y faketime" >&2; exit 2; }
offsets=("$@")
[ ${#offsets[@]} -gt 0 ] || offsets=(0 24 48 72 96 120 144)
real_clock_files=(
  server/routes/admin/admin-backup.test.ts server/routes/admin/admin-setup-cli.test.ts
  server/routes/admin/booking-actions-cli.test.ts server/production-start.test.ts
  scripts/start.test.ts site/app/pages.test.tsx
)
npm run build >/dev/null || exit 1
failed=0
for hours in "${offsets[@]}"; do
  # NO_FAKE_STAT: file stamps stay real, so builds compare them as they would without the shift.
  shifted() { LD_PRELOAD=$library FAKETIME="+${hours}h" NO_FAKE_STAT=1 "$@"; }
  label=$(shifted env TZ=Asia/Shanghai date '+%a %Y-%m-%d %H:%M Shanghai')
  started=$SECONDS
  shifted npx vitest run "${real_clock_files[@]}" >"/tmp/weekday-run-${hours}h-unit.log" 2>&1
  unit=$?
  e2e=0
  if [ "${E2E_FILES:-}" != none ]; then
    # shellcheck disable=SC2086
    shifted npx vitest run --config e2e/support/vitest.config.ts ${E2E_FILES:-} >"/tmp/weekday-run-${hours}h-e2e.log" 2>&1
    e2e=$?
  fi
  summary() { sed 's/\x1b\[[0-9;]*m//g' "$1" 2>/dev/null | grep -E '^ +Tests ' | tail -1 | tr -s ' '; }
  echo "$label (+${hours}h): servers/scripts exit $unit,$(summary "/tmp/weekday-run-${hours}h-unit.log"); browser exit $e2e,$(summary "/tmp/weekday-run-${hours}h-e2e.log"); $((SECONDS - started)) s"
  [ $unit -eq 0 ] && [ $e2e -eq 0 ] || failed=1
done
exit $failed
